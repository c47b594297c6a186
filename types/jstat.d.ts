// jstat ships no types; we use only jStat.normal.cdf.
declare module 'jstat';
