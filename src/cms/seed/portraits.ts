import type { Gender } from './data/names'
import { body, front, OUTFITS, type Dress, type Outfit } from './portrait-dress'
import { BEARDS, drawBeard, drawHair, HAIR_STYLES, type Beard, type HairStyle } from './portrait-hair'
import {
  HAIR_COLOURS,
  HAIR_NEIGHBOURS,
  hairColourFor,
  hairTones,
  JACKETS,
  JACKETS_FOR,
  legible,
  MIN_CONTRAST,
  mix,
  SCARVES,
  SHIRTS,
  skinOf,
  skinToneFor,
  UNDERTONES,
  TIES,
  TOPS,
  weighted,
  type HairColour,
  type Jacket,
  type Skin,
  type Undertone,
} from './portrait-palette'
import {
  ageLines,
  CX,
  ears,
  eyes,
  sides,
  faceOutline,
  earrings,
  folds,
  glasses,
  modelling,
  mouth,
  neck,
  nose,
  type BrowShape,
  type EyeShape,
  type Face,
  type MouthKind,
  type JawShape,
  type NoseShape,
} from './portrait-parts'
import { hashString, rngFor, type Rng } from './random'

/**
 * Demo portraits drawn by the site's own code: flat, softly shaded head-and-shoulders figures in
 * business dress, on one pale blue-grey studio ground, in a 4:5 frame. Skin and
 * hair follow the naming culture of the person's name, the style of hair and dress its gender; every
 * choice is seeded by the consultant's slug, so a person always gets the same portrait.
 */

export const PORTRAIT_WIDTH = 480
export const PORTRAIT_HEIGHT = 600

/** About one man in five has a beard or stubble, and about one person in five wears glasses. */
const BEARD_CHANCE = 0.24
const GLASSES_CHANCE = 0.24
/** About one dark-haired man in four is greying at the temples. */
const TEMPLES_CHANCE = 0.25
const DARK_HAIR: ReadonlySet<HairColour> = new Set(['black', 'dark brown', 'brown'])

/** How a person is drawn: chosen here, so a test can read what a portrait shows. */
export type PortraitChoice = {
  /** Index into `SKIN_TONES`, light to deep. */
  skin: number
  hair: HairStyle
  hairColour: HairColour
  outfit: Outfit
  jacket: Jacket
  beard: Beard | null
  glasses: boolean
  /** Which cut of the hair style (0–1): a textured crop or a buzz cut, a rounded afro or a puff. */
  cut: number
  /** Grey at the temples of a man's darker hair. */
  temples: boolean
  /**
   * How old the sitter looks, 0 (a young associate) to 1: the grey- and silver-haired are the oldest,
   * the salt-and-pepper next; from about 0.45 the face shows lines.
   */
  age: number
}

const AFRICAN = new Set(['west-african', 'east-african', 'southern-african'])
const CURLIER = new Set(['italian', 'spanish', 'greek', 'lusophone', 'hispanic', 'arabic', 'gulf', 'turkish'])
const EAST_ASIAN = new Set(['chinese', 'japanese', 'korean'])
const SOUTH_EAST_ASIAN = new Set(['thai', 'filipino', 'indonesian'])
/** Where a headscarf is commonly worn at work, and how much it weighs against the other styles. */
const SCARF_WEIGHT: Record<string, number> = { gulf: 5, arabic: 2, turkish: 1, indonesian: 3 }

function hairStyleFor(rng: Rng, gender: Gender, culture: string, skin: number): HairStyle {
  const textured = AFRICAN.has(culture) || skin >= 6
  if (gender === 'man') {
    // crop, side part, slicked back, receding, shaved, curly, close afro
    const weights = textured
      ? [1, 0.5, 0, 1, 3, 1, 4]
      : EAST_ASIAN.has(culture)
        ? [4, 3, 2, 1, 1, 0, 0]
        : [3, 3, 2, 2, 1, CURLIER.has(culture) ? 2 : 1, 0]
    return HAIR_STYLES.man[weighted(rng, weights)]!
  }
  // long straight, bob, waves, chignon, ponytail, long curly, pixie, short natural, headscarf
  const weights = textured ? [0.5, 1.5, 0.5, 2, 1, 2, 0.5, 3, 0] : [3, 3, 3, 2, 1.5, 1, 1, 0, 0]
  weights[8] = SCARF_WEIGHT[culture] ?? 0
  return HAIR_STYLES.woman[weighted(rng, weights)]!
}

/** Suits with a tie or an open collar for most men; jackets over a top for most women. */
const OUTFIT_WEIGHTS: Record<Gender, readonly number[]> = { man: [9, 7, 4], woman: [6, 6, 3, 3, 2] }

type Backdrop = { light: string; shade: string }

/**
 * One pale blue-grey studio ground for everyone, as on a firm's people page: a grid of portraits reads
 * as one set only when no sitter stands on a ground of their own.
 */
const BACKDROP: Backdrop = { light: '#e9eef4', shade: '#d2dbe5' }

/** Lip colours mixed into a woman's own lip tone: rose, berry, coral and a warm nude. */
const LIPSTICKS = ['#b5485a', '#8f2f48', '#c8604f', '#a8645a'] as const
const EARRINGS = ['stud', 'pearl', 'drop'] as const
const SHORT_HAIR: ReadonlySet<HairStyle> = new Set(['pixie', 'short natural'])

/** Knits in deep or warm tones: a pale roll neck reads as a brace at this size. */
const KNITS = [TOPS.black, '#2c3850', '#5a4636', TOPS.burgundy, TOPS.teal, '#3d4148'] as const

/**
 * What a sitter wears besides the jacket, drawn from the portrait's stream after the face: the top at
 * the neck and a headscarf's colour, each kept clear of the skin's lightness (`MIN_CONTRAST`).
 */
function dressFor(rng: Rng, choice: PortraitChoice, gender: Gender, skin: string): { dress: Dress; scarf: string } {
  const man = gender === 'man'
  const tops: readonly string[] =
    choice.outfit === 'turtleneck' || choice.outfit === 'knit' ? KNITS : Object.values(man ? SHIRTS : TOPS)
  const inner = legible(tops, rng.int(0, tops.length - 1), (c) => c, skin, MIN_CONTRAST.top)
  const dress: Dress = {
    outfit: choice.outfit,
    jacket: JACKETS[choice.jacket],
    inner,
    tie: choice.outfit === 'tie' ? rng.pick(TIES) : null,
    necklace: !man && rng.chance(0.4) ? rng.pick(['pearls', 'chain'] as const) : null,
    shoulders: man ? rng.int(206, 218) : rng.int(186, 198),
  }
  const scarf = legible(SCARVES, rng.int(0, SCARVES.length - 1), (c) => c, skin, MIN_CONTRAST.hair)
  return { dress, scarf }
}

/**
 * The colours that frame a sitter's face, as drawn: the skin's base tone, the hair (or headscarf),
 * the jacket and the top at the neck.
 */
export function portraitColours(
  slug: string,
  gender: Gender,
  culture = 'american',
): { skin: string; hair: string; jacket: string; top: string } {
  const choice = portraitChoice(slug, gender, culture)
  const rng = rngFor(`portrait-${slug}`)
  faceFor(rng, gender, choice.age, culture, choice.skin, slug)
  const skin = skinOfSitter(slug, choice.skin).base
  const { dress, scarf } = dressFor(rng, choice, gender, skin)
  return {
    skin,
    hair: choice.hair === 'headscarf' ? scarf : HAIR_COLOURS[choice.hairColour],
    jacket: dress.jacket,
    top: dress.inner,
  }
}

/** Everything a portrait shows, the same every time for the same slug, gender and naming culture. */
export function portraitChoice(slug: string, gender: Gender, culture = 'american'): PortraitChoice {
  const rng = rngFor(`portrait-choice-${slug}`)
  // the first draws of streams seeded by similar slugs are alike: skip them, so parts are evenly spread
  for (let i = 0; i < 4; i += 1) rng.next()
  const skin = skinToneFor(rng, culture)
  const hairColour = hairColourFor(rng, culture, skin)
  const hair = hairStyleFor(rng, gender, culture, skin)
  const outfit = OUTFITS[gender][weighted(rng, OUTFIT_WEIGHTS[gender])]!
  // once the choice of ground, now one for everyone: drawn still, so every later choice stays as it was
  rng.next()
  const jackets = JACKETS_FOR[gender]
  const drawnJacket = rng.int(0, jackets.length - 1)
  const beard = gender === 'man' && rng.chance(BEARD_CHANCE) ? rng.pick(BEARDS) : null
  const glasses = rng.chance(GLASSES_CHANCE)
  // drawn after the rest, so adding them left every earlier choice (and the firm's names) as it was
  const cut = rng.next()
  const temples = gender === 'man' && DARK_HAIR.has(hairColour) && rng.chance(TEMPLES_CHANCE)
  const { age, greying } = ageFor(rng.next(), hairColour)
  // hair and jacket never sit so close to the skin's lightness that head and shoulders read as one shape
  const face = skinOfSitter(slug, skin).base
  const neighbours = HAIR_NEIGHBOURS[greying ? 'salt and pepper' : hairColour]
  const hairShown = legible(neighbours, 0, (c) => HAIR_COLOURS[c], face, MIN_CONTRAST.hair)
  return {
    skin,
    hair,
    hairColour: hairShown,
    outfit,
    jacket: legible(jackets, drawnJacket, (j) => JACKETS[j], face, MIN_CONTRAST.jacket),
    beard,
    glasses,
    cut,
    temples: temples && (DARK_HAIR.has(hairShown) || hairShown === 'salt and pepper'),
    age,
  }
}

/** The skin a sitter of this tone is drawn with: the tone, with the sitter's own undertone and shade. */
function skinOfSitter(slug: string, tone: number): Skin {
  const { undertone, shift } = complexion(slug)
  return skinOf(tone, undertone, shift)
}

/** About one dark-haired person in eight (besides the grey-haired) is visibly older, going grey all over. */
const SENIOR_SHARE = 0.12

/**
 * A sitter's apparent age from one draw: grey or silver hair means the oldest; a share of the rest go
 * salt-and-pepper and look a decade younger than them; everyone else is spread from young to middle age.
 */
function ageFor(draw: number, hair: HairColour): { age: number; greying: boolean } {
  if (hair === 'grey' || hair === 'silver') return { age: 0.7 + draw * 0.3, greying: false }
  if (draw < SENIOR_SHARE && DARK_HAIR.has(hair)) return { age: 0.5 + (draw / SENIOR_SHARE) * 0.2, greying: true }
  return { age: draw * 0.42, greying: false }
}

/** The proportions, features and expression a person's portrait is drawn with. */
export function portraitFace(slug: string, gender: Gender, culture = 'american'): Face {
  const choice = portraitChoice(slug, gender, culture)
  return faceFor(rngFor(`portrait-${slug}`), gender, choice.age, culture, choice.skin, slug)
}

/** What sets two portraits apart at a glance: the hair and the clothes (which a headscarf mostly hides). */
export const portraitLook = (p: PortraitChoice) => (p.hair === 'headscarf' ? p.hair : `${p.hair}/${p.outfit}`)

/**
 * Whom a portrait shows: `culture` is the naming culture of the name (a key of `NAME_POOLS`); without
 * it, skin and hair are drawn from the broad mix of the American pool.
 */
export type Sitter = { slug: string; gender: Gender; culture?: string }

/** The band of a portrait from the top of the hair to below the shoulders' line. */
const HEAD_AND_SHOULDERS = { top: 20, height: 440 }

/** The portrait of one person as SVG (480 × 600), the same every time for the same slug. */
export function portraitSvg(slug: string, gender: Gender, culture?: string): string {
  return framedPortrait(
    { slug, gender, ...(culture ? { culture } : {}) },
    `xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}"`,
  )
}

/**
 * A wall of colleagues (the careers and home pages' pictures): portraits side by side in `cols` × `rows`
 * tiles, with a fine navy rule between them. A tile taller than wide is cut from the top of its 4:5
 * frame; a wider one shows head and shoulders (`HEAD_AND_SHOULDERS`), not a face cut at the chin.
 */
export function teamSvg(people: readonly Sitter[], width: number, height: number, cols: number): string {
  const rows = Math.ceil(people.length / cols)
  const w = width / cols
  const h = height / rows
  const wide = w > h
  const view = wide ? `0 ${HEAD_AND_SHOULDERS.top} ${PORTRAIT_WIDTH} ${HEAD_AND_SHOULDERS.height}` : undefined
  const tiles = people.map((person, i) =>
    framedPortrait(
      person,
      `x="${(i % cols) * w}" y="${Math.floor(i / cols) * h}" width="${w}" height="${h}" preserveAspectRatio="xMidYMin slice"`,
      view,
    ),
  )
  const rules: string[] = []
  for (let c = 1; c < cols; c += 1) rules.push(`M${c * w} 0V${height}`)
  for (let r = 1; r < rows; r += 1) rules.push(`M0 ${r * h}H${width}`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${tiles.join('\n')}
<path d="${rules.join('')}" stroke="#0b2545" stroke-width="6"/>
</svg>`
}

const JAW_SHAPES = ['narrow', 'oval', 'square', 'round', 'heart'] as const satisfies readonly JawShape[]

/**
 * How each jaw shape moves the cheekbones, the jaw's corner, the chin's width and the chin's height:
 * strongly enough that two faces of different shapes still differ at a card's size.
 */
const JAW_SHAPE: Record<JawShape, { hw: number; jaw: number; chin: number; length: number }> = {
  narrow: { hw: -7, jaw: -6, chin: -4, length: 12 },
  oval: { hw: 0, jaw: 0, chin: 0, length: 2 },
  square: { hw: 3, jaw: 10, chin: 10, length: -2 },
  round: { hw: 6, jaw: 6, chin: 6, length: -10 },
  heart: { hw: 4, jaw: -6, chin: -3, length: 2 },
}

/** From this apparent age on, a face shows fine lines; below the young one, it looks fresher. */
const LINED_AGE = 0.45
const YOUNG_AGE = 0.15

export const EYE_SHAPES = [
  'almond',
  'round',
  'hooded',
  'downturned',
  'upturned',
  'monolid',
] as const satisfies readonly EyeShape[]
const NOSE_SHAPES = ['button', 'straight', 'broad'] as const satisfies readonly NoseShape[]
const BROW_SHAPES = ['arched', 'straight', 'soft', 'angled'] as const satisfies readonly BrowShape[]
export const MOUTH_KINDS = ['neutral', 'soft smile', 'smile', 'open smile'] as const satisfies readonly MouthKind[]

/**
 * How often each eye shape is drawn (weights, in `EYE_SHAPES`' order): a smooth monolid is common with an
 * East Asian name and found with a South-East Asian one; any face may have any of the others. Hooded
 * lids come more often with the years.
 */
function eyeWeights(culture: string, age: number): number[] {
  const w = EAST_ASIAN.has(culture)
    ? [2, 0.5, 1, 0.5, 2, 3.5]
    : SOUTH_EAST_ASIAN.has(culture)
      ? [3, 1, 2, 1, 2, 1.2]
      : [3, 2, 2, 2, 1.5, 0]
  if (age >= LINED_AGE) w[2]! += 1.5
  return w
}

/** Brows: men's lower and straighter, women's more often arched or angled (weights, as `BROW_SHAPES`). */
const BROW_WEIGHTS: Record<Gender, readonly number[]> = { man: [1, 3, 2, 1.5], woman: [3, 1, 2.5, 2] }

/** Calm mouths and closed smiles for most, a smile that shows the teeth for about one in six. */
const MOUTH_WEIGHTS = [3.5, 3, 2, 1.8] as const

/** Irises: browns for most, with blue, grey-green and hazel among the fair-skinned. */
const DARK_IRISES = ['#3b2417', '#4a2e1c', '#2e1c12', '#5a3a22'] as const
const LIGHT_IRISES = ['#4d6f91', '#5f7d6a', '#7a6a3c', '#5a7a9a', '#4a2e1c'] as const

/**
 * The proportions and expression of one face: broader in the jaw and neck for men, finer for women;
 * the eyes' shape, size, tilt and irises, the brows' line, the nose's width and length and the lips'
 * fullness vary from face to face; a calm mouth, a closed smile or a smile that shows the teeth; fine
 * lines for the older; a slight turn for more than half.
 */
function faceFor(rng: Rng, gender: Gender, age: number, culture: string, skin: number, slug: string): Face {
  const man = gender === 'man'
  // the features' finer variety comes from a stream of its own, so every later draw of `rng` stays as it was
  const fine = rngFor(`portrait-features-${slug}`)
  // as in `portraitChoice`: the first draws of streams seeded by similar slugs are alike
  for (let i = 0; i < 4; i += 1) fine.next()
  const eyeShape = EYE_SHAPES[weighted(fine, eyeWeights(culture, age))]!
  const expressed = expression(MOUTH_KINDS[weighted(fine, MOUTH_WEIGHTS)]!, fine.next())
  const shape = rng.pick(JAW_SHAPES)
  const k = JAW_SHAPE[shape]
  const hw = (man ? rng.int(73, 90) : rng.int(67, 81)) + k.hw
  // a high or low brow, a long or short mid-face: the proportions people tell faces apart by
  const eyeY = 270 + rng.int(-9, 9)
  const noseY = eyeY + rng.int(38, 58)
  const mouthY = noseY + rng.int(24, 35)
  const turn = rng.chance(0.6) ? (rng.chance(0.5) ? 1 : -1) * rng.int(4, 10) : 0
  const eastAsian = EAST_ASIAN.has(culture)
  // the eye's shape, once drawn here, now comes from the features' stream: this draw is made still
  rng.next()
  // a broader nose and fuller lips are likelier with an African name or the deepest skin tones
  const broad = AFRICAN.has(culture) || skin >= 6
  const drawn = {
    hw,
    jaw: hw - (man ? rng.int(10, 19) : rng.int(17, 25)) + k.jaw,
    chin: (man ? rng.int(19, 28) : rng.int(14, 21)) + k.chin,
    shape,
    top: 140 + rng.int(0, 16),
    eyeY,
    noseY,
    mouthY,
    chinY: mouthY + (man ? rng.int(38, 50) : rng.int(33, 44)) + k.length,
    eyeX: rng.int(30, 37),
    // eyes from small to large
    eyeW: rng.int(22, 29) + fine.int(-1, 3),
    mouthW: (man ? rng.int(18, 24) : rng.int(16, 22)) + fine.int(-2, 2),
    // the youngest look a little more open-eyed
    eyeH: (man ? 0.88 : 0.98) + rng.next() * 0.3 + (age < YOUNG_AGE ? 0.08 : 0),
    // a monolid has no crease; the draw is made all the same, so later draws stay as they were
    crease: (!eastAsian || rng.chance(0.3)) && eyeShape !== 'monolid',
    eyeShape,
    eyeTilt: round1((fine.next() * 2 - 1) * 1.6),
    iris: skin <= 1 && !eastAsian && rng.chance(0.6) ? rng.pick(LIGHT_IRISES) : rng.pick(DARK_IRISES),
    irisSize: round2(0.86 + fine.next() * 0.28),
    lashes: !man,
    // brows read at a card's size: from fine to heavy, so two men of one hair colour still differ
    browWeight: man ? 1.4 + rng.next() * 3 : rng.next() * 1.3,
    browTilt: rng.next() * 4 - 1.5,
    // brows set close over the eyes or high above them
    browLift: rng.int(-1, 4) + fine.int(-1, 2),
    browArch: man ? 1 + rng.next() * 2.5 : 3 + rng.next() * 3.5,
    browShape: BROW_SHAPES[weighted(fine, BROW_WEIGHTS[gender])]!,
    noseW: (man ? rng.int(12, 17) : rng.int(10, 14)) + (broad ? 2 : 0) + fine.int(-1, 2),
    noseShape: NOSE_SHAPES[weighted(rng, broad ? [1, 1, 3] : eastAsian ? [3, 1, 1] : [2, 3, 1])]!,
    noseLength: round2(0.85 + fine.next() * 0.35),
    noseTip: round2(0.85 + fine.next() * 0.4),
    // lips thin a little with the years
    lips: ((man ? 0.75 + rng.next() * 0.35 : 0.9 + rng.next() * 0.4) + (broad ? 0.15 : 0)) * (1 - age * 0.15),
    upperLip: 0.8 + rng.next() * 0.35,
  }
  // the old smile's draws, made all the same, so every later draw (the neck, the clothes) stays as it was
  if (rng.chance(0.45)) rng.next()
  return {
    ...drawn,
    lowerLip: round2(0.85 + fine.next() * 0.35),
    ...expressed,
    age: age >= LINED_AGE ? age : 0,
    turn,
    nw: man ? rng.int(46, 53) : rng.int(36, 41),
  }
}

/**
 * How far a mouth of this kind smiles (`draw` 0–1 places it within its kind's range), and how far a calm
 * mouth's corners turn up or, a little, down.
 */
function expression(mouth: MouthKind, draw: number): { mouth: MouthKind; smile: number; cornerLift: number } {
  switch (mouth) {
    case 'neutral':
      return { mouth, smile: 0, cornerLift: round1(draw * 1.5 - 0.5) }
    case 'soft smile':
      return { mouth, smile: round2(0.3 + draw * 0.25), cornerLift: 0 }
    case 'smile':
      return { mouth, smile: round2(0.6 + draw * 0.25), cornerLift: 0 }
    case 'open smile':
      return { mouth, smile: round2(0.85 + draw * 0.15), cornerLift: 0 }
  }
}

/**
 * A soft two-tone ground, lighter behind the head, darkening gently to the corners. Nothing crosses
 * the head: a line near the face reads as a headset's wire.
 */
function backdropSvg(b: Backdrop, id: string): string {
  // the vignette is the gradient's last stop, not a second layer: one full-frame fill renders faster
  const corner = mix(b.shade, '#000000', 0.07)
  return `<radialGradient id="${id}-bg" cx="0.5" cy="0.4" r="0.78"><stop offset="0" stop-color="${b.light}"/><stop offset="0.62" stop-color="${b.shade}"/><stop offset="1" stop-color="${corner}"/></radialGradient>
<rect width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" fill="url(#${id}-bg)"/>`
}

/** Where the neck meets the shoulders: the point a sitter's lean turns about. */
const NECK_BASE = 440

/**
 * One studio crop for everyone, as on a firm's people page: the eyes on one line across a row, every
 * face drawn about as wide, the head centred. A face wider or narrower than the mean keeps a little of
 * the difference (`WIDTH_KEPT`), so a broad face still reads broad beside a narrow one.
 */
export const EYE_LINE = 236
export const FACE_WIDTH = 180
const MEAN_HALF_WIDTH = 78
const WIDTH_KEPT = 0.22

/**
 * How a sitter sits for the camera, within the one crop: how far the shoulders lean and turn, how far
 * the head tilts; the figure's scale, the head's and the place in the frame follow, so the eyes land
 * on `EYE_LINE` and the face is `FACE_WIDTH` wide.
 */
export type Pose = {
  /** The whole figure's scale, about the frame's foot. */
  scale: number
  /** The figure's shift, which keeps the head centred however the sitter leans. */
  x: number
  y: number
  /** Degrees, about the neck's base. */
  lean: number
  /** Degrees, about a point below the chin. */
  tilt: number
  /** The torso's width (1 square to the camera) and its shift sideways, away from the face's turn. */
  shoulders: number
  bodyX: number
  /** The head's own scale, about the chin: what evens out the faces' widths. */
  head: number
}

/** What of a face the crop is measured by. */
export type PoseFace = Pick<Face, 'hw' | 'eyeY' | 'chinY' | 'turn'>

const round1 = (n: number) => Math.round(n * 10) / 10
const round2 = (n: number) => Math.round(n * 100) / 100
const round3 = (n: number) => Math.round(n * 1000) / 1000

/** `p` turned by `deg` degrees (clockwise on screen, as SVG's rotate) about `c`. */
function turned([x, y]: readonly [number, number], deg: number, [cx, cy]: readonly [number, number]): [number, number] {
  const a = (deg * Math.PI) / 180
  const [dx, dy] = [x - cx, y - cy]
  return [cx + dx * Math.cos(a) - dy * Math.sin(a), cy + dx * Math.sin(a) + dy * Math.cos(a)]
}

/** A sitter's pose, from a stream of its own, so it leaves every other choice of the portrait as it was. */
export function portraitPose(slug: string, face: PoseFace): Pose {
  const rng = rngFor(`portrait-pose-${slug}`)
  // as in `portraitChoice`: the first draw of streams seeded by similar slugs is alike
  rng.next()
  const scale = round2(1.06 + rng.next() * 0.04)
  const shoulders = 0.86 + rng.next() * 0.14
  const side = rng.chance(0.5) ? 1 : -1
  const lean = round2((rng.next() * 2 - 1) * 3)
  const tilt = round1(rng.next() * 5 - 2.5)
  const [kl, kr] = sides(face)
  const width = FACE_WIDTH * (face.hw / MEAN_HALF_WIDTH) ** WIDTH_KEPT
  const head = round3(width / (face.hw * (kl + kr) * scale))
  // the middle of the head at the eyes' height, scaled about the chin, tilted, then leant with the body
  const eye = turned(turned([CX, face.chinY + (face.eyeY - face.chinY) * head], tilt, [CX, face.chinY + 40]), lean, [
    CX,
    NECK_BASE,
  ])
  return {
    scale,
    x: round1(rng.next() * 4 - 2 - (eye[0] - CX) * scale),
    y: round1(EYE_LINE + rng.next() * 6 - 3 - PORTRAIT_HEIGHT - (eye[1] - PORTRAIT_HEIGHT) * scale),
    lean,
    tilt,
    shoulders: round2(shoulders),
    bodyX: Math.round((face.turn === 0 ? side : -Math.sign(face.turn)) * (1 - shoulders) * 60),
    head,
  }
}

/**
 * The share of the frame's height a square card cuts off its top (`object-position: 50% 12%` on the
 * 4:5 portrait cuts 2.4%), with a little to spare: no hair reaches into it.
 */
export const CARD_CROP = 0.03

/**
 * The highest a sitter's hair may rise, in the head's own units: `CARD_CROP` under the frame's top,
 * with room for the eyes' shift within the line and for the lean and tilt.
 */
function hairCeiling(f: PoseFace, pose: Pose): number {
  const eyes = EYE_LINE - 3
  const spare = 4
  return f.eyeY - (eyes - PORTRAIT_HEIGHT * CARD_CROP - spare) / (pose.head * pose.scale)
}

/** A person's undertone and a shade lighter or deeper than their tone, from a stream of their own. */
export function complexion(slug: string): { undertone: Undertone; shift: number } {
  const rng = rngFor(`portrait-complexion-${slug}`)
  // as in `portraitChoice`: the first draw of streams seeded by similar slugs is alike
  rng.next()
  return { undertone: rng.pick(UNDERTONES), shift: round2(rng.next() * 2 - 1) }
}

const scaleAbout = (sx: number, sy: number, x: number, y: number) =>
  `translate(${x} ${y}) scale(${sx} ${sy}) translate(${-x} ${-y})`

/**
 * One sitter's portrait in a box of a larger picture (a webinar's poster); a box wider than 4:5 (beyond
 * a rounded pixel) shows head and shoulders, as the face walls' tiles do.
 */
export function placedPortrait(person: Sitter, box: { x: number; y: number; width: number; height: number }): string {
  const view =
    box.width / box.height > PORTRAIT_WIDTH / PORTRAIT_HEIGHT + 0.01
      ? `0 ${HEAD_AND_SHOULDERS.top} ${PORTRAIT_WIDTH} ${HEAD_AND_SHOULDERS.height}`
      : undefined
  return framedPortrait(
    person,
    `x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" preserveAspectRatio="xMidYMin slice"`,
    view,
  )
}

/** One portrait as an <svg> element with the given attributes (size and place), drawn in 480 × 600 units. */
function framedPortrait(
  { slug, gender, culture }: Sitter,
  attributes: string,
  view = `0 0 ${PORTRAIT_WIDTH} ${PORTRAIT_HEIGHT}`,
): string {
  const choice = portraitChoice(slug, gender, culture)
  const rng = rngFor(`portrait-${slug}`)
  const id = `p${hashString(slug).toString(36)}`
  const f = faceFor(rng, gender, choice.age, culture ?? 'american', choice.skin, slug)
  const skin = skinOfSitter(slug, choice.skin)
  const tones = hairTones(choice.hairColour)
  const man = gender === 'man'
  const { dress, scarf: scarfColour } = dressFor(rng, choice, gender, skin.base)
  // the pose comes from a stream of its own: known before the hair, which must stay under the frame's top
  const pose = portraitPose(slug, f)
  const hair = drawHair(choice.hair, f, tones, {
    scarf: scarfColour,
    volume: rng.next(),
    cut: choice.cut,
    skin: skin.base,
    textured: AFRICAN.has(culture ?? '') || choice.skin >= 6,
    temples: choice.temples,
    ceiling: hairCeiling(f, pose),
  })
  const scarf = choice.hair === 'headscarf'
  const rolled = choice.outfit === 'knit' || choice.outfit === 'turtleneck'
  const lips = man ? mix(skin.lip, skin.base, 0.35) : mix(skin.lip, rng.pick(LIPSTICKS), rng.next() * 0.35 + 0.15)
  const jewel =
    // always with the shortest hair, so a woman with a crop of curls never reads as a man
    !man && !hair.hidesEars && (SHORT_HAIR.has(choice.hair) || rng.chance(0.75))
      ? earrings(f, rng.pick(EARRINGS), rng.pick(['#d4b06a', '#efe9df', '#c9ccd1']))
      : ''
  // stubble lies on the skin, inside the face's outline; a beard may stand a little proud of the jaw
  const beardSvg = choice.beard ? drawBeard(choice.beard, f, tones, skin) : ''
  const beard = choice.beard === 'stubble' ? `<g clip-path="url(#${id}-face)">${beardSvg}</g>` : beardSvg
  const frame = rng.pick(['#2a2522', '#5b3f2c', '#a88a58', '#8e949b'])
  // the old tilt and sideways shift, now the pose's: drawn still, so later draws stay as they were
  rng.next()
  rng.int(-10, 10)
  const lean = `rotate(${pose.lean} ${CX} ${NECK_BASE})`
  const head = `${lean} rotate(${pose.tilt} ${CX} ${f.chinY + 40}) ${scaleAbout(pose.head, pose.head, CX, f.chinY)}`
  const torso = `${lean} translate(${pose.bodyX} 0) ${scaleAbout(pose.shoulders, 1, CX, NECK_BASE)}`
  const faceGrad = `<linearGradient id="${id}-skin" x1="0" x2="1" y1="0.2" y2="0.4"><stop offset="0" stop-color="${skin.light}"/><stop offset="0.5" stop-color="${skin.base}"/><stop offset="1" stop-color="${mix(skin.base, skin.shade, 0.7)}"/></linearGradient>`
  const brow = mix(tones.dark, skin.deep, choice.hairColour === 'silver' || choice.hairColour === 'blond' ? 0.5 : 0.2)
  return `<svg ${attributes} viewBox="${view}">
<defs>${faceGrad}</defs>
${backdropSvg(BACKDROP, id)}
<g transform="translate(${pose.x} ${pose.y}) ${scaleAbout(pose.scale, pose.scale, CX, PORTRAIT_HEIGHT)}">
<g transform="${head}">${hair.behind}</g>
<g transform="${torso}">${body(f, dress, id)}</g>
${scarf ? '' : `<g transform="${head}">${hair.back}</g>`}
<g transform="${torso}">
${rolled ? neck(f, skin, 446, 0) : neck(f, skin, 470)}
${front(f, dress, skin)}
</g>
${scarf ? `<g transform="${head}">${hair.back}</g>` : ''}
<g transform="${head}">
${hair.hidesEars ? '' : ears(f, skin)}
${jewel}
<path d="${faceOutline(f)}" fill="url(#${id}-skin)"/>
<clipPath id="${id}-face"><path d="${faceOutline(f)}"/></clipPath>
<g clip-path="url(#${id}-face)">${modelling(f, skin, man ? 0.07 : 0.18 - choice.skin * 0.015)}</g>
${beard}
${eyes(f, skin, brow, id)}
${folds(f, skin)}
${ageLines(f, skin)}
${nose(f, skin)}
${mouth(f, skin, lips)}
${hair.front}
${choice.glasses ? glasses(f, frame, rng.chance(0.5)) : ''}
</g>
</g>
</svg>`
}
