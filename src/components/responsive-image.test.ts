import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { focalPosition } from './responsive-image'

describe('focalPosition', () => {
  it('is the editor’s focal point as an object-position', () => {
    expect(focalPosition({ id: 1, focalX: 30, focalY: 45 } as Media)).toBe('30% 45%')
  })

  it('is the centre without a focal point or a populated image, and stays inside the picture', () => {
    expect(focalPosition({ id: 1 } as Media)).toBe('50% 50%')
    expect(focalPosition(7)).toBe('50% 50%')
    expect(focalPosition(null)).toBe('50% 50%')
    expect(focalPosition({ id: 1, focalX: 130, focalY: -4 } as Media)).toBe('100% 0%')
  })
})
