/**
 * The board, from one viewer's {@link PlayerViewState}: the other side on top, the viewer's below,
 * lines in the order the viewer sees them from their own left. Every move the table offers that
 * belongs on the board (a card, a line, a compile, a play into a line) is a button there with the
 * `data-action` of its index in `legalActions`.
 */
import type { Action, CardView, PlayerId, PlayerViewState, SideView } from 'compile-engine';
import type { CardInfo, Offer } from '../table/protocol.js';
import { useState } from 'preact/hooks';

export interface BoardProps {
  view: PlayerViewState;
  offers: Offer[];
  cards: Record<string, CardInfo>;
  onAct(index: number): void;
  onShowCard(id: string | null): void;
}

const seatName = (p: PlayerId) => `Seat ${p}`;

export function cardTitle(info: CardInfo | undefined): string {
  if (!info) return '';
  return [info.id, ...(['top', 'middle', 'bottom'] as const).flatMap((s) => (info.text[s] ? [`${s}: ${info.text[s]}`] : []))].join('\n');
}

const offersWhere = (offers: Offer[], test: (a: Action) => boolean) => offers.filter((o) => test(o.action));

export function Board({ view, offers, cards, onAct, onShowCard }: BoardProps) {
  const me: PlayerId = view.seat === 1 ? 1 : 0;
  const them: PlayerId = me === 0 ? 1 : 0;
  const [picked, setPicked] = useState<number | null>(null);
  const plays = offersWhere(offers, (a) => a.type === 'play' && (a.from ?? 'hand') === 'hand');
  const pickedPlays = picked === null ? [] : plays.filter((o) => o.action.type === 'play' && o.action.index === picked);
  const card = (side: PlayerId, line: number, i: number, c: CardView) => {
    const offer = offers.find((o) => o.action.type === 'card' && o.action.player === side && o.action.line === line && o.action.index === i);
    const info = c.card ? cards[c.card] : undefined;
    const label = c.card ? `${c.card}${c.face === 'down' ? ' (face-down)' : ''}, value ${c.value}` : `face-down card, value ${c.value}`;
    const cls = `card ${c.face} ${c.covered ? 'covered' : 'top'}${offer ? ' offered' : ''}`;
    const show = () => onShowCard(c.card ?? null);
    const body = (
      <>
        <span class="card-name">{c.card ?? '▇▇▇'}</span>
        <span class="card-value">{c.value}</span>
        {c.face === 'up' && info?.text.middle && !c.covered ? <span class="card-text">{info.text.middle}</span> : null}
      </>
    );
    return offer ? (
      <button key={i} class={cls} data-action={offer.index} title={`${offer.label}\n\n${cardTitle(info)}`} aria-label={offer.label} onClick={() => onAct(offer.index)} onMouseEnter={show} onFocus={show}>{body}</button>
    ) : (
      <div key={i} class={cls} tabIndex={0} role="img" aria-label={label} title={cardTitle(info)} onMouseEnter={show} onFocus={show} onClick={show}>{body}</div>
    );
  };
  const stack = (side: SideView, p: PlayerId, line: number) => (
    <div class={`stack ${p === me ? 'mine' : 'theirs'}`} data-seat={p} data-line={line}>
      {side.stacks[line]!.map((c, i) => card(p, line, i, c))}
    </div>
  );
  const lineButtons = (line: number) => {
    const here = [
      ...pickedPlays.filter((o) => o.action.type === 'play' && o.action.line === line),
      ...offersWhere(offers, (a) => (a.type === 'line' || a.type === 'compile') && a.line === line),
      ...offersWhere(offers, (a) => a.type === 'play' && a.from === 'trash' && a.line === line),
    ];
    return here.length ? (
      <div class="line-offers">
        {here.map((o) => (
          <button key={o.index} class="offer small" data-action={o.index} title={o.label} onClick={() => onAct(o.index)}>
            {o.action.type === 'play' ? `${o.action.face === 'up' ? '▲ up' : '▼ down'}${o.action.side !== undefined && o.action.side !== me ? ' (their side)' : ''}` : o.action.type === 'compile' ? 'Compile' : 'This line'}
          </button>
        ))}
      </div>
    ) : null;
  };
  const protocol = (side: SideView, p: PlayerId, line: number) => {
    const proto = side.protocols[line]!;
    return (
      <div class={`protocol ${proto.compiled ? 'compiled' : ''} ${p === me ? 'mine' : 'theirs'}`}>
        <span class="protocol-name">{proto.name}{proto.compiled ? ' ✓' : ''}</span>
        <span class="total" title={`${seatName(p)}'s total in line ${line}`}>{side.totals[line]}</span>
      </div>
    );
  };
  const mine = view.players[me];
  const theirs = view.players[them];
  return (
    <section class="board" aria-label="Board">
      <SideBar side={theirs} seat={them} viewer={view.seat} control={view.control} cards={cards} onShowCard={onShowCard} />
      <div class="lines">
        {view.linesFromMyLeft.map((line) => (
          <div class="line" key={line} data-line={line}>
            <div class="line-label">Line {line}</div>
            {stack(theirs, them, line)}
            {protocol(theirs, them, line)}
            {protocol(mine, me, line)}
            {lineButtons(line)}
            {stack(mine, me, line)}
          </div>
        ))}
      </div>
      <SideBar side={mine} seat={me} viewer={view.seat} control={view.control} cards={cards} onShowCard={onShowCard} />
      <div class="hand" aria-label={`${seatName(me)}'s hand`}>
        {mine.hand
          ? mine.hand.map((id, i) => {
              const handOffer = offers.find((o) => o.action.type === 'hand' && o.action.index === i);
              const canPlay = plays.some((o) => o.action.type === 'play' && o.action.index === i);
              const show = () => onShowCard(id);
              const info = cards[id];
              const body = (
                <>
                  <span class="card-name">{id}</span>
                  {info ? <span class="card-text">{[info.text.top, info.text.middle, info.text.bottom].filter(Boolean).join(' / ')}</span> : null}
                </>
              );
              if (handOffer) return <button key={i} class="card up hand-card offered" data-action={handOffer.index} title={`${handOffer.label}\n\n${cardTitle(info)}`} onClick={() => onAct(handOffer.index)} onMouseEnter={show} onFocus={show}>{body}</button>;
              if (canPlay) return <button key={i} class={`card up hand-card playable ${picked === i ? 'picked' : ''}`} aria-pressed={picked === i} title={`Choose a line to play ${id}\n\n${cardTitle(info)}`} onClick={() => { setPicked(picked === i ? null : i); show(); }} onMouseEnter={show} onFocus={show}>{body}</button>;
              return <div key={i} class="card up hand-card" tabIndex={0} title={cardTitle(info)} onMouseEnter={show} onFocus={show} onClick={show}>{body}</div>;
            })
          : <span class="muted">{mine.handCount} cards in hand</span>}
      </div>
    </section>
  );
}

interface SideBarProps {
  side: SideView;
  seat: PlayerId;
  viewer: PlayerViewState['seat'];
  control: PlayerId | null;
  cards: Record<string, CardInfo>;
  onShowCard(id: string | null): void;
}

function SideBar({ side, seat, viewer, control, cards, onShowCard }: SideBarProps) {
  return (
    <div class={`sidebar seat-${seat}`}>
      <strong>{seatName(seat)}{viewer === seat ? ' (you)' : ''}</strong>
      <span>Hand {side.handCount}</span>
      <span>Deck {side.deckCount}</span>
      {side.trash.length ? (
        <details class="trash">
          <summary>Trash {side.trash.length}: {side.trash[side.trash.length - 1]}</summary>
          <ol>{side.trash.map((id, i) => <li key={i} tabIndex={0} title={cardTitle(cards[id])} onMouseEnter={() => onShowCard(id)} onFocus={() => onShowCard(id)} onClick={() => onShowCard(id)}>{id}</li>)}</ol>
        </details>
      ) : <span>Trash 0</span>}
      {control === seat ? <span class="control">◆ control</span> : null}
    </div>
  );
}
