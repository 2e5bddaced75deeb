import './styles.css';

// Async boundary: Module Federation sets up the share scope before the shell runs. The shell's
// own shared modules are eager (webpack.config.cjs), so the boundary costs no request.
void import(/* webpackMode: "eager" */ './bootstrap');
