// An image's five colour averages (spec section 3 colorData), measured in the browser at upload:
// the image drawn small on a canvas, then each corner's third and the middle third averaged. The
// worker derives the suggested background from these (worker/files/color-data.ts).
import { AVERAGE_NAMES, colorAveragesText, type ColorAverages } from "../../../../worker/files/color-data";

/** The canvas side: enough pixels for stable averages, few enough to be instant. */
const SIDE = 48;

const loadImage = (url: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error("image did not load"));
    img.src = url;
  });

const hex = (sum: number[], count: number) =>
  sum
    .map((v) =>
      Math.round(v / count)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");

/** The averages as the upload sends them ('rrggbb,...'), or undefined when the browser cannot draw the file. */
export async function measureColors(file: Blob): Promise<string | undefined> {
  const url = URL.createObjectURL(file);
  try {
    const img = await loadImage(url);
    const canvas = document.createElement("canvas");
    canvas.width = SIDE;
    canvas.height = SIDE;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) return undefined;
    context.drawImage(img, 0, 0, SIDE, SIDE);
    const third = SIDE / 3;
    const region = (col: number, row: number) => {
      const data = context.getImageData(col * third, row * third, third, third).data;
      const sum: [number, number, number] = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) {
        sum[0] += data[i]!;
        sum[1] += data[i + 1]!;
        sum[2] += data[i + 2]!;
      }
      return hex(sum, data.length / 4);
    };
    const regions = [region(0, 0), region(2, 0), region(0, 2), region(2, 2), region(1, 1)];
    const averages = Object.fromEntries(AVERAGE_NAMES.map((n, i) => [n, regions[i]!])) as ColorAverages;
    return colorAveragesText(averages);
  } catch {
    return undefined;
  } finally {
    URL.revokeObjectURL(url);
  }
}
