import type { ReactNode } from 'react'

/**
 * The sand tile that closes a grid or row of consultant cards (`ConsultantCards`' `closing`): a heading
 * and what follows it, centred in the cells the cards leave.
 */
export function ClosingTile({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="flex w-full flex-col justify-center rounded bg-sand p-6">
      <h3 className="text-lg">{heading}</h3>
      {children}
    </div>
  )
}
