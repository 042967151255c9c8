/** Sends the browser to another site (single sign-on); a seam tests replace. */
export const browser = {
  assign: (url: string) => window.location.assign(url),
};
