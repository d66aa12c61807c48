// The canonical pages the shell itself renders (product.md §6, "shell" row).
export const SHELL_PATHS = ['/sign', '/register', '/forgot-password', '/reset-password', '/adminregister', '/logout', '/account'] as const;

/** URL prefixes of the signed-in areas; everything below them belongs to the area. */
export const PRIVATE_PREFIXES = { client: '/client', cleaner: '/cleaner', admin: '/admin' } as const;
