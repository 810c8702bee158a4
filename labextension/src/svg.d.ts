// The builder loads .svg files as strings (asset/source).
declare module '*.svg' {
  const svg: string;
  export default svg;
}
