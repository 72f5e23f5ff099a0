'use client'

import { createContext, useContext, type ReactNode } from 'react'

type Site = { brandName: string; origin: string }

const SiteContext = createContext<Site>({ brandName: '', origin: '' })

/**
 * Brand and origin for client components that cannot read the server's site config: the error
 * boundary renders the breadcrumb, which starts with the firm's name (requirements §2).
 */
export function SiteProvider({ brandName, origin, children }: Site & { children: ReactNode }) {
  return <SiteContext.Provider value={{ brandName, origin }}>{children}</SiteContext.Provider>
}

export function useSite(): Site {
  return useContext(SiteContext)
}
