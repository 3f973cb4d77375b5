declare module "*.md?raw" {
  const text: string;
  export default text;
}

declare module "*.ts?raw" {
  const text: string;
  export default text;
}
