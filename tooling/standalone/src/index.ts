// Development only: each area's bootstrap.tsx mounts the area with this; the shell never imports it.
export { mountStandalone } from './mount-standalone';
