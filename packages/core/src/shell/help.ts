import { z } from 'zod';

/**
 * How-to videos (spec section 2: the how-to video dialog from Help). Operators list them in
 * HOW_TO_VIDEOS (README); the web asks GET help/videos/. A video is a file the browser can
 * play: a path served by the app (/videos/...) or an https address.
 */
export const howToVideoSchema = z.object({
  title: z.string().trim().min(1, 'title is required').max(120),
  src: z
    .string()
    .trim()
    .max(1000)
    .refine((v) => /^https:\/\/[^\s]+$/.test(v) || /^\/[^\s/][^\s]*$/.test(v), 'src must be an https address or a path on this site'),
  description: z.string().trim().max(500).optional(),
});
export type HowToVideo = z.infer<typeof howToVideoSchema>;
export const howToVideosSchema = z.array(howToVideoSchema).max(50);
export const howToVideosResponse = z.object({ results: howToVideosSchema });

/** The origins a page must allow for media so the configured videos play (CSP media-src). */
export function videoOrigins(videos: readonly HowToVideo[]): string[] {
  return [...new Set(videos.flatMap((v) => v.src.match(/^https:\/\/[^/?#]+/i) ?? []).map((o) => o.toLowerCase()))];
}
