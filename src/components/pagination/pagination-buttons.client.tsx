'use client'

import { useState } from 'react'
import { changePage, type PaginationConfig } from './pagination-model'
import { PaginationView } from './pagination-view'

type Props = {
  config: PaginationConfig
  label: string
  /** Called with the new page; only client parents can pass it (functions do not cross to the client). */
  onChange?: (page: number) => void
  className?: string
}

/** The button type: keeps the page in state, so it needs JavaScript (the link type does not). */
export function PaginationButtons({ config, label, onChange, className }: Props) {
  const [page, setPage] = useState(config.page)
  const [seen, setSeen] = useState(config.page)
  // A new model value from the parent wins over the page picked here.
  if (seen !== config.page) {
    setSeen(config.page)
    setPage(config.page)
  }
  const total = Math.max(1, Math.ceil(config.totalItems / config.itemsPerPage))
  return (
    <PaginationView
      config={{ ...config, page }}
      label={label}
      className={className}
      onSelect={(requested) => {
        const next = changePage(page, requested, total, config.disabled)
        if (next === page) return
        setPage(next)
        onChange?.(next)
      }}
    />
  )
}
