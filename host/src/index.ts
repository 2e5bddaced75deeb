import './styles.css';
import './bootstrap';
