/** The brand's colours for the drawn pictures: navy grounds, pale-blue lines, one muted gold. */
export const INK = {
  navy: '#0b2545',
  deep: '#13315c',
  mid: '#1d3e6e',
  line: '#8da9c4',
  pale: '#dbe4ee',
  sand: '#f4f1ec',
  gold: '#d4b483',
  // the skies of the office cities: night, dusk, dawn and a pale day
  night: '#061429',
  dusk: '#3a3763',
  dawn: '#b9826a',
  day: '#a9c1d9',
} as const
