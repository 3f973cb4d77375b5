// Links in tweet text: URLs, @mentions and #hashtags become links to them.

const URLS = /\b((?:https?|ftp|file):\/\/[-A-Z0-9+&@#/%?=~_|!:,.;]*[-A-Z0-9+&@#/%=~_|])/gi;
const MENTIONS = /(^| )@(\w+)/g;
const HASHTAGS = /(^| )#(\w+)/g;

export function activateTwitterLinks(text: string): string {
  return text
    .replace(URLS, '<a target="new" href="$1">$1</a>')
    .replace(MENTIONS, '$1<a target="new" href="https://twitter.com/$2/">@$2</a>')
    .replace(HASHTAGS, '$1<a target="new" href="https://twitter.com/hashtag/$2?src=hash">#$2</a>');
}
