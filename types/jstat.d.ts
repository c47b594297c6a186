// jstat ships no types; these are the parts benchgate uses (the normal distribution).
declare module 'jstat' {
  interface Normal {
    cdf(x: number, mean: number, sd: number): number;
    inv(p: number, mean: number, sd: number): number;
  }
  const jStat: { normal: Normal };
  export default jStat;
}
