// Async boundary: shared modules are negotiated before the shell's code runs.
void import('./dev-shell');
