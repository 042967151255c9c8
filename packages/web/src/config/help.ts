import type { HowToVideo } from '../components/HowToVideoDialog';

/**
 * How-to videos offered under Help in the top bar. Add an entry when a video is published
 * (files under packages/web/public/videos/ are served at /videos/...); none are yet, so
 * Help offers Contact us only.
 */
export const howToVideos: readonly HowToVideo[] = [];
