/**
 * Dispatched on the document once React has taken over the server-rendered shell (LiveShell):
 * from then on the page's own handlers answer what the user does.
 */
export const SHELL_HYDRATED_EVENT = 'portal:shell-hydrated';
