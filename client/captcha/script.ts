// Loads a provider's script once per page, on first need (the captcha is not part of page load).
import { pageDocument } from "../islands/form-block/page-globals";

const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = pageDocument().createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src); // a later focus may try again
        reject(new Error(`captcha script failed to load: ${src}`));
      };
      pageDocument().head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
