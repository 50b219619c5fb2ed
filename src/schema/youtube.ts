/** The forms a YouTube address takes; the eleven characters after them are the video id. */
export const youtubeAddress = /^https:\/\/(?:www\.youtube(?:-nocookie)?\.com\/(?:embed\/|watch\?v=)|youtu\.be\/)([\w-]{11})(?:[?&#]\S*)?$/;

/** The video id inside any accepted YouTube address. */
export function youtubeVideoId(address: string): string | undefined {
  return youtubeAddress.exec(address)?.[1];
}
