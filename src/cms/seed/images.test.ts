import { describe, expect, it } from 'vitest'
import { framed } from './framed-boxes'
import { planConsultants } from './consultants'
import { FUNCTIONS, INDUSTRIES } from './data/expertise'
import { CATEGORIES } from './data/insights'
import { SERVICES_EN } from './data/services'
import { homeLeaders, imageSpecs } from './images'
import { INSIGHT_MOTIFS, INSIGHT_PICTURES_PER_CATEGORY } from './insight-pictures'
import { FOCUS_MARGIN } from './art'
import { CITY_MARGIN } from './city'
import { officePictureKey, planOffices } from './offices'
import { pageDefinitions } from './data/pages'
import { WEBINARS } from './data/webinars'
import { guestPortraitKey, planWebinarSpeakers, webinarGuests, webinarPictureKey } from './webinars'
import { GUEST_SPEAKERS } from './data/names'
import { PORTRAIT_WIDTH } from './portraits'
import { expertisePictureKey } from './expertise'

describe('imageSpecs', () => {
  const specs = imageSpecs()

  it('has unique keys, alt texts (the seed finds an image by its alt) and file names', () => {
    for (const field of ['key', 'alt', 'name'] as const) {
      expect(new Set(specs.map((s) => s[field])).size, field).toBe(specs.length)
    }
    for (const s of specs) expect(s.alt.trim()).not.toBe('')
  })

  it('gives every seeded consultant a portrait titled with their name (the monogram is for editors’ people only)', () => {
    const people = planConsultants()
    for (const c of people) {
      expect(c.portrait, c.slug).toBe(true)
      expect(specs.find((s) => s.key === `portrait-${c.slug}`)?.alt).toBe(c.name)
    }
  })

  it('gives every webinar guest a portrait of their own, titled with their name, unlike every other', () => {
    for (const g of GUEST_SPEAKERS) {
      const spec = specs.find((s) => s.key === guestPortraitKey(g.name))
      expect(spec?.alt, g.name).toBe(g.name)
      expect(spec?.width).toBe(PORTRAIT_WIDTH)
    }
    const drawn = GUEST_SPEAKERS.map((g) => specs.find((s) => s.key === guestPortraitKey(g.name))!.svg())
    expect(new Set(drawn).size).toBe(GUEST_SPEAKERS.length)
  })

  it('draws a picture for every insight category, industry, function and service', () => {
    const keys = new Set(specs.map((s) => s.key))
    for (const c of CATEGORIES)
      for (let v = 0; v < INSIGHT_PICTURES_PER_CATEGORY; v += 1) expect(keys).toContain(`hero-${c.slug}-${v}`)
    for (const a of INDUSTRIES) expect(keys).toContain(`industry-${a.slug}`)
    for (const a of FUNCTIONS) expect(keys).toContain(`function-${a.slug}`)
    for (const s of SERVICES_EN) expect(keys).toContain(`service-${s.slug}`)
  })

  it('insight pictures are 16:9 and the same on every run', () => {
    const insight = specs.filter((s) => s.key.startsWith('hero-'))
    for (const s of insight) expect(s.width / s.height).toBeCloseTo(16 / 9, 2)
    const again = imageSpecs()
    for (const s of insight.slice(0, 6)) expect(again.find((a) => a.key === s.key)!.svg()).toBe(s.svg())
  })
})

describe('office pictures', () => {
  /** A box in the drawing's units, where the picture's framing puts it (x0, y0, x1, y1). */
  const onScreen = (svg: string, [x0, y0, x1, y1]: number[]) => {
    const [, tx, ty, sx, sy] = /translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+) ([-\d.]+)\)/.exec(svg)!.map(Number)
    const xs = [tx! + sx! * x0!, tx! + sx! * x1!].sort((a, b) => a - b)
    return { left: xs[0]!, right: xs[1]!, top: ty! + sy! * y0!, bottom: ty! + sy! * y1! }
  }

  it('keeps every landmark and moon or sun clear of the picture’s edges, as framed (16:9 at every size)', () => {
    const specs = imageSpecs()
    const [mx, my] = [CITY_MARGIN.x * 1280, CITY_MARGIN.y * 720]
    for (const o of planOffices()) {
      const spec = specs.find((s) => s.key === officePictureKey(o.slug))!
      const svg = spec.svg()
      const landmark = /data-landmark="([^"]+)"/.exec(svg)![1]!.split(' ').map(Number)
      const [x, y, r] = /data-light="([^"]+)"/.exec(svg)![1]!.split(' ').map(Number)
      for (const [what, box] of [
        ['landmark', onScreen(svg, landmark)],
        ['light', onScreen(svg, [x! - r!, y! - r!, x! + r!, y! + r!])],
      ] as const) {
        expect(box.left, `${o.city} ${what} left`).toBeGreaterThanOrEqual(mx - 0.5)
        expect(box.right, `${o.city} ${what} right`).toBeLessThanOrEqual(1280 - mx + 0.5)
        expect(box.top, `${o.city} ${what} top`).toBeGreaterThanOrEqual(my - 0.5)
        expect(box.bottom, `${o.city} ${what} bottom`).toBeLessThanOrEqual(720 - my + 0.5)
      }
    }
  })

  it('gives London a clock tower, and Berlin its television tower', () => {
    const alt = (city: string) =>
      imageSpecs().find((s) => s.key === officePictureKey(planOffices().find((o) => o.city === city)!.slug))!.alt
    expect(alt('London')).toContain('a clock tower')
    expect(alt('Berlin')).toContain('a needle-like tower')
  })

  it('draws a city of its own for every office', () => {
    const specs = imageSpecs()
    const cities = planOffices().map((o) => specs.find((s) => s.key === officePictureKey(o.slug)))
    for (const spec of cities) expect(spec?.width).toBe(1280)
    expect(new Set(cities.map((s) => s!.svg())).size).toBe(cities.length)
  })
})

describe('hero pictures keep their focus inside the frame', () => {
  const specs = imageSpecs()

  it('gives every service a hero drawing of its own: no two service pages share a motif, none an insight card’s', () => {
    const services = SERVICES_EN.map((s) => specs.find((p) => p.key === `service-${s.slug}`)!)
    expect(new Set(services.map((s) => s.motif)).size).toBe(SERVICES_EN.length)
    const cardMotifs = new Set<string>(INSIGHT_MOTIFS.map((a) => a.motif))
    for (const s of services) expect(cardMotifs.has(s.motif!), `${s.key} draws ${s.motif}`).toBe(false)
    // board services keep the services' colonnade (the home page's boards slide leads there); every other
    // service's drawing is its own, on no other page
    expect(services.find((s) => s.key === 'service-board-services')?.motif).toBe('colonnade')
    for (const s of services.filter((s) => s.motif !== 'colonnade'))
      expect(specs.filter((p) => p.motif === s.motif).map((p) => p.key)).toEqual([s.key])
    for (const s of services) expect(s.alt).toMatch(/^Illustration for .+: .+ gold/)
  })

  it('shows every arch of the services’ colonnade, the lit one too, clear of the edges (5% of the width)', () => {
    const colonnades = specs.filter((s) => s.motif === 'colonnade')
    // board services, the home page's boards slide and the services list
    expect(colonnades.map((s) => s.key).sort()).toEqual(['carousel-boards', 'page-services', 'service-board-services'])
    for (const spec of colonnades) {
      const svg = spec.svg()
      const arches = framed(svg, 'data-arch')
      const lit = framed(svg, 'data-focus')
      expect(arches.length, spec.key).toBeGreaterThanOrEqual(4)
      expect(lit, spec.key).toHaveLength(1)
      for (const a of [...arches, ...lit]) {
        expect(a.left, `${spec.key} left`).toBeGreaterThanOrEqual(spec.width * 0.05)
        expect(a.right, `${spec.key} right`).toBeLessThanOrEqual(spec.width * 0.95)
        expect(a.top, `${spec.key} top`).toBeGreaterThanOrEqual(spec.height * 0.05)
      }
    }
  })

  it('keeps the gold focus of every other drawn hero (home slides, page banners, expertise) clear of the edges', () => {
    const heroes = specs.filter((s) => s.width === 1280 && s.motif && s.motif !== 'city')
    expect(heroes.length).toBeGreaterThan(40)
    for (const spec of heroes) {
      const [mx, my] = [FOCUS_MARGIN.x * spec.width - 0.5, FOCUS_MARGIN.y * spec.height - 0.5]
      const focus = framed(spec.svg(), 'data-focus')
      expect(focus.length, spec.key).toBeGreaterThanOrEqual(1)
      for (const b of focus) {
        expect(b.left, `${spec.key} left`).toBeGreaterThanOrEqual(mx)
        expect(b.right, `${spec.key} right`).toBeLessThanOrEqual(spec.width - mx)
        expect(b.top, `${spec.key} top`).toBeGreaterThanOrEqual(my)
        expect(b.bottom, `${spec.key} bottom`).toBeLessThanOrEqual(spec.height - my)
      }
    }
  })
})

describe('insight pictures keep their gold focus inside the card', () => {
  it('frames every insight picture so its focus shows whole, clear of the edges, at every zoom', () => {
    const pictures = imageSpecs().filter((s) => s.key.startsWith('hero-') && s.motif)
    expect(pictures.length).toBe(CATEGORIES.length * INSIGHT_PICTURES_PER_CATEGORY)
    // zoomed in up to 1.7 times, many drawings would lose their gold to the crop without the framing's care
    expect(new Set(pictures.map((s) => /scale\(-?([\d.]+)/.exec(s.svg())![1])).size).toBe(3)
    for (const spec of pictures) {
      const [mx, my] = [FOCUS_MARGIN.x * spec.width - 0.5, FOCUS_MARGIN.y * spec.height - 0.5]
      const focus = framed(spec.svg(), 'data-focus')
      expect(focus.length, `${spec.key} (${spec.motif})`).toBeGreaterThanOrEqual(1)
      for (const b of focus) {
        expect(b.left, `${spec.key} (${spec.motif}) left`).toBeGreaterThanOrEqual(mx)
        expect(b.right, `${spec.key} (${spec.motif}) right`).toBeLessThanOrEqual(spec.width - mx)
        expect(b.top, `${spec.key} (${spec.motif}) top`).toBeGreaterThanOrEqual(my)
        expect(b.bottom, `${spec.key} (${spec.motif}) bottom`).toBeLessThanOrEqual(spec.height - my)
      }
    }
  })
})

describe('page heroes', () => {
  it('gives the services, the contact page and every thank-you page a picture of their own', () => {
    const ids = new Map(imageSpecs().map((s, i) => [s.key, i + 1]))
    const pages = pageDefinitions(ids).filter(
      (p) => p.path === 'services' || p.path === 'contact-us' || p.path.includes('thank-you'),
    )
    expect(pages.length).toBeGreaterThan(5)
    for (const p of pages) {
      const hero = p.layout.find((b) => b.blockType === 'hero')
      expect(hero && 'image' in hero ? hero.image : undefined, p.path).toBeTypeOf('number')
    }
    const [services, contact, thanks] = ['page-services', 'page-contact', 'page-thank-you'].map((k) => ids.get(k))
    const heroOf = (path: string) => pages.find((p) => p.path === path)!.layout[0]
    expect(heroOf('services')).toMatchObject({ image: services })
    expect(heroOf('contact-us')).toMatchObject({ image: contact })
    expect(heroOf('thank-you')).toMatchObject({ image: thanks })
  })
})

describe('hero pictures belong to their page', () => {
  const specs = imageSpecs()
  const motifOf = (key: string) => specs.find((s) => s.key === key)?.motif
  const cardMotifs = new Set<string>(INSIGHT_MOTIFS.map((a) => a.motif))

  it('no insight card uses the drawing of a hero above insight cards (home, services, expertise, offices)', () => {
    const heroes = specs.filter((s) =>
      /^(carousel-|service-|industry-|function-|office-|page-services$|page-expertise$)/.test(s.key),
    )
    expect(heroes.length).toBeGreaterThan(40)
    for (const h of heroes) {
      // the home page's first slide is a wall of portraits, no drawing
      if (h.key === 'carousel-leaders') continue
      expect(h.motif, h.key).toBeDefined()
      expect(cardMotifs.has(h.motif!), `${h.key} draws ${h.motif}, as insight cards do`).toBe(false)
    }
  })

  it('opens the home page on six people of six backgrounds, and draws its other slides apart', () => {
    expect(motifOf('carousel-leaders')).toBeUndefined()
    const leaders = homeLeaders()
    expect(leaders).toHaveLength(6)
    expect(new Set(leaders.map((p) => p.culture)).size).toBe(6)
    // three columns: a neighbour on the right (i + 1) or below (i + 3) is of the other gender
    leaders.forEach((p, i) => {
      for (const n of [i % 3 < 2 ? leaders[i + 1] : undefined, leaders[i + 3]])
        if (n) expect(n.gender, `${p.slug} beside ${n.slug}`).not.toBe(p.gender)
    })
    const slides = ['carousel-boards', 'carousel-growth'].map(motifOf)
    expect(new Set(slides).size).toBe(2)
  })

  it('gives the expertise index a hero of its own, drawn for it alone', () => {
    const ids = new Map(specs.map((s, i) => [s.key, i + 1]))
    const expertise = pageDefinitions(ids).find((p) => p.path === 'expertise')!
    expect(expertise.layout[0]).toMatchObject({ blockType: 'hero', image: ids.get('page-expertise') })
    const terrain = specs.filter((s) => s.motif === motifOf('page-expertise'))
    expect(terrain.map((s) => s.key)).toEqual(['page-expertise'])
  })
})

describe('webinar posters', () => {
  const specs = imageSpecs()
  const speakers = planWebinarSpeakers(planConsultants())

  it('gives every webinar a poster of its own that names its panel: the firm’s speakers, then its guests', () => {
    WEBINARS.forEach((w, i) => {
      const poster = specs.find((s) => s.key === webinarPictureKey(w.slug))
      expect(poster, w.slug).toBeDefined()
      expect(poster!.alt).toContain(w.title)
      const names = [...speakers[i]!.map((p) => p.name), ...webinarGuests(w).map((g) => g.name)]
      const at = names.map((name) => poster!.alt.indexOf(name))
      expect(Math.min(...at), w.slug).toBeGreaterThanOrEqual(0)
      expect(
        [...at].sort((a, b) => a - b),
        w.slug,
      ).toEqual(at)
    })
  })

  it('fits a panel of four inside the poster, each portrait whole', () => {
    const w = WEBINARS.find((x, i) => speakers[i]!.length + x.guests.length === 4) ?? WEBINARS[0]!
    const svg = specs.find((s) => s.key === webinarPictureKey(w.slug))!.svg()
    const frames = [...svg.matchAll(/<rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)" fill="none"/g)].map((m) =>
      m.slice(1).map(Number),
    )
    expect(frames.length).toBeGreaterThanOrEqual(3)
    for (const [x, y, width, height] of frames) {
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x! + width!).toBeLessThanOrEqual(1200)
      expect(y! + height!).toBeLessThanOrEqual(675)
    }
  })

  it('draws each speaker’s and guest’s own portrait into the poster, so no two posters are alike', () => {
    const svgs = WEBINARS.map((w) => specs.find((s) => s.key === webinarPictureKey(w.slug))!.svg())
    expect(new Set(svgs).size).toBe(WEBINARS.length)
    WEBINARS.forEach((w, i) => {
      // one nested portrait frame (drawn 480 units wide) per speaker and guest
      const frames = svgs[i]!.match(/<svg [^>]*viewBox="0 \d+ 480 \d+"/g) ?? []
      expect(frames.length, w.slug).toBe(speakers[i]!.length + w.guests.length)
    })
  })
})

describe('subsector pictures', () => {
  const specs = imageSpecs()
  const byKey = new Map(specs.map((s) => [s.key, s]))
  const families = [
    ['industry', INDUSTRIES],
    ['function', FUNCTIONS],
  ] as const

  it('gives every subsector a picture of its own key, in its practice’s motif, named for the subsector', () => {
    const keys: string[] = []
    for (const [kind, areas] of families)
      for (const area of areas) {
        const parent = byKey.get(expertisePictureKey(kind, area.slug))!
        for (const sub of area.subsectors) {
          const key = expertisePictureKey(kind, area.slug, sub.slug)
          const spec = byKey.get(key)
          expect(spec, key).toBeDefined()
          expect(key).not.toBe(parent.key)
          expect(spec!.motif, key).toBe(parent.motif)
          expect(spec!.alt.startsWith(`Illustration for our ${sub.title} work: `), spec!.alt).toBe(true)
          expect(spec!.name).toBe(`${kind}-${area.slug}-${sub.slug}.jpg`)
          expect([spec!.width, spec!.height], key).toEqual([parent.width, parent.height])
          keys.push(key)
        }
      }
    expect(keys.length).toBeGreaterThan(100)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('draws siblings, and their practice, differently, and the same on every run', () => {
    const again = new Map(imageSpecs().map((s) => [s.key, s]))
    for (const [kind, areas] of families)
      for (const area of areas) {
        const keys = [
          expertisePictureKey(kind, area.slug),
          ...area.subsectors.map((s) => expertisePictureKey(kind, area.slug, s.slug)),
        ]
        const svgs = keys.map((k) => byKey.get(k)!.svg())
        expect(new Set(svgs).size, area.slug).toBe(keys.length)
        keys.forEach((k, i) => expect(again.get(k)!.svg(), k).toBe(svgs[i]))
      }
  })
})

describe('face walls', () => {
  const specs = imageSpecs()
  const names = new Map(planConsultants().map((c) => [c.slug, c.name]))

  it('name everyone they show, in the order they sit, in their alt text', () => {
    const home = specs.find((s) => s.key === 'carousel-leaders')!
    const shown = homeLeaders().map((p) => names.get(p.slug)!)
    expect(shown).toHaveLength(6)
    const at = shown.map((name) => home.alt.indexOf(name))
    expect(at.every((i) => i > 0)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    const careers = specs.find((s) => s.key === 'careers-team')!
    expect(careers.alt.match(/\(/g)).toHaveLength(10)
  })
})
