import './styles.css';

// Async boundary: Module Federation negotiates the shared singletons before the shell runs.
void import('./bootstrap');
