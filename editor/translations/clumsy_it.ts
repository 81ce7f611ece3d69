<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>ActionsPanel</name>
    <message>
        <source>Add action</source>
        <translation>Aggiungi azione</translation>
    </message>
    <message>
        <source>Remove action</source>
        <translation>Rimuovi azione</translation>
    </message>
    <message>
        <source>Place units on the map</source>
        <translation>Piazza le unità sulla mappa</translation>
    </message>
    <message>
        <source>The Place unit tool puts units of the chosen type into this reinforcement; Esc or another tool stops</source>
        <translation>Lo strumento Piazza unità mette unità del tipo scelto in questo rinforzo; Esc o un altro strumento lo ferma</translation>
    </message>
    <message>
        <source>Remove unit</source>
        <translation>Rimuovi unità</translation>
    </message>
    <message>
        <source>Add {action} action</source>
        <translation>Aggiungi azione: {action}</translation>
    </message>
    <message>
        <source>{unit} ({type}) at {cell}</source>
        <translation>{unit} ({type}) in {cell}</translation>
    </message>
    <message>
        <source>aboard</source>
        <translation>a bordo</translation>
    </message>
    <message>
        <source>Action {field}</source>
        <translation>Azione: {field}</translation>
    </message>
    <message>
        <source>The reinforcement is gone</source>
        <translation>Il rinforzo non c&apos;è più</translation>
    </message>
    <message>
        <source>The chosen action is no longer a reinforcement</source>
        <translation>L&apos;azione scelta non è più un rinforzo</translation>
    </message>
    <message>
        <source>A reinforcement already arrives at {cell}</source>
        <translation>Un rinforzo arriva già in {cell}</translation>
    </message>
    <message>
        <source>Place reinforcement {unit}</source>
        <translation>Piazza il rinforzo {unit}</translation>
    </message>
    <message>
        <source>Reinforcement layer: click to place units that arrive with this event; Esc stops</source>
        <translation>Livello dei rinforzi: fai clic per piazzare le unità che arrivano con questo evento; Esc per finire</translation>
    </message>
    <message>
        <source>Remove reinforcement unit</source>
        <translation>Rimuovi l&apos;unità di rinforzo</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Salvataggio automatico non riuscito: {error}</translation>
    </message>
</context>
<context>
    <name>BalanceDialog</name>
    <message>
        <source>Balance check: {name}</source>
        <translation>Verifica dell&apos;equilibrio: {name}</translation>
    </message>
    <message>
        <source>AI against AI</source>
        <translation>IA contro IA</translation>
    </message>
    <message>
        <source>AI against random play (strength test)</source>
        <translation>IA contro mosse casuali (prova di forza)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>First seed (seeds S..S+N-1)</source>
        <translation>Primo seme (semi S..S+N-1)</translation>
    </message>
    <message>
        <source>Parallel processes</source>
        <translation>Processi in parallelo</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>seme</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vincitore</translation>
    </message>
    <message>
        <source>termination</source>
        <translation>conclusione</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>turni</translation>
    </message>
    <message>
        <source>Double-click a game to replay it.</source>
        <translation>Doppio clic su una partita per rivederla.</translation>
    </message>
    <message>
        <source>Heat layer on the map</source>
        <translation>Mappa di calore sul campo</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Grafico</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabella</translation>
    </message>
    <message>
        <source>Games and heatmaps</source>
        <translation>Partite e mappe di calore</translation>
    </message>
    <message>
        <source>Cancelling: the games already started finish first…</source>
        <translation>Annullamento: prima finiscono le partite già iniziate…</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>Partite in corso…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>{done} of {total} games played</source>
        <translation>{done} partite giocate su {total}</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annullato.</translation>
    </message>
    <message>
        <source>Cancelled: {done} of {total} games played, average {rounds} rounds</source>
        <translation>Annullato: {done} partite giocate su {total}, in media {rounds} turni</translation>
    </message>
    <message>
        <source>Done: {games} games, average {rounds} rounds</source>
        <translation>Fatto: {games} partite, in media {rounds} turni</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>pareggio</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
</context>
<context>
    <name>BalanceRunner</name>
    <message>
        <source>The balance run failed: {error}</source>
        <translation>La verifica dell&apos;equilibrio non è riuscita: {error}</translation>
    </message>
</context>
<context>
    <name>BriefingEdit</name>
    <message>
        <source>Briefing</source>
        <translation>Briefing</translation>
    </message>
    <message>
        <source>What this side reads before the battle</source>
        <translation>Ciò che questa parte legge prima della battaglia</translation>
    </message>
    <message>
        <source>Briefing of {side}</source>
        <translation>Briefing di {side}</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <source>The details are in {file}.</source>
        <translation>I dettagli sono in {file}.</translation>
    </message>
    <message>
        <source>The details were printed to the terminal.</source>
        <translation>I dettagli sono stati scritti nel terminale.</translation>
    </message>
    <message>
        <source>The editor met an error it did not expect:

{error}

It keeps running; save your work under a new name to be safe (it is also autosaved every minute). {details}</source>
        <translation>L&apos;editor ha incontrato un errore imprevisto:

{error}

Continua a funzionare; per sicurezza salva il lavoro con un nuovo nome (viene comunque salvato automaticamente ogni minuto). {details}</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>the {kind} at {cell}</source>
        <translation>{kind} in {cell}</translation>
    </message>
    <message>
        <source>something</source>
        <translation>qualcosa</translation>
    </message>
    <message>
        <source>{unit} stays where it is</source>
        <translation>{unit} resta dov&apos;è</translation>
    </message>
    <message>
        <source>{unit} moves from {start} to {end}, spending {ap} AP</source>
        <translation>{unit} si muove da {start} a {end} e spende {ap} PA</translation>
    </message>
    <message>
        <source>{unit} moves from {start} to {end}</source>
        <translation>{unit} si muove da {start} a {end}</translation>
    </message>
    <message>
        <source>{unit} fires with its {weapon} at {target}</source>
        <translation>{unit} spara con l&apos;arma {weapon} su {target}</translation>
    </message>
    <message>
        <source>{unit} fires at {target}</source>
        <translation>{unit} spara su {target}</translation>
    </message>
    <message>
        <source>{reaction} fire: {shot}</source>
        <translation>Fuoco di {reaction}: {shot}</translation>
    </message>
    <message>
        <source>the attacker wins</source>
        <translation>vince l&apos;attaccante</translation>
    </message>
    <message>
        <source>the defender holds</source>
        <translation>il difensore resiste</translation>
    </message>
    <message>
        <source>both are removed</source>
        <translation>entrambi sono eliminati</translation>
    </message>
    <message>
        <source>no one wins</source>
        <translation>nessuno vince</translation>
    </message>
    <message>
        <source>{attacker} ({attacker_type}) attacks {defender} ({defender_type}) at {cell}: {outcome}</source>
        <translation>{attacker} ({attacker_type}) attacca {defender} ({defender_type}) in {cell}: {outcome}</translation>
    </message>
    <message>
        <source>Orders are revealed: no unit has an order</source>
        <translation>Gli ordini sono svelati: nessuna unità ha un ordine</translation>
    </message>
    <message>
        <source>Orders are revealed: {orders}</source>
        <translation>Gli ordini sono svelati: {orders}</translation>
    </message>
    <message>
        <source>{units} will {order}</source>
        <translation>{units}: {order}</translation>
    </message>
    <message>
        <source>{side} has the initiative without a roll (the scenario gives it)</source>
        <translation>{side} ha l&apos;iniziativa senza tiro di dado (la assegna lo scenario)</translation>
    </message>
    <message>
        <source>Initiative is decided without a roll</source>
        <translation>L&apos;iniziativa è decisa senza tiro di dado</translation>
    </message>
    <message>
        <source>{who} rolls {roll}</source>
        <translation>{who} tira {roll}</translation>
    </message>
    <message>
        <source>{side} has the initiative: {rolls}</source>
        <translation>{side} ha l&apos;iniziativa: {rolls}</translation>
    </message>
    <message>
        <source>Initiative, lowest first: {rolls}</source>
        <translation>Iniziativa, prima il più basso: {rolls}</translation>
    </message>
    <message>
        <source>Game over: {side} wins</source>
        <translation>Partita finita: vince {side}</translation>
    </message>
    <message>
        <source>Game over: a draw</source>
        <translation>Partita finita: pareggio</translation>
    </message>
    <message>
        <source>{side} activates {unit} (the free activation)</source>
        <translation>{side} attiva {unit} (l&apos;attivazione gratuita)</translation>
    </message>
    <message>
        <source>{side} fails to activate {unit}, rolled {roll}</source>
        <translation>{side} non riesce ad attivare {unit}, tiro {roll}</translation>
    </message>
    <message>
        <source>{side} fails to activate {unit}</source>
        <translation>{side} non riesce ad attivare {unit}</translation>
    </message>
    <message>
        <source>{side} activates {unit}, rolled {roll}</source>
        <translation>{side} attiva {unit}, tiro {roll}</translation>
    </message>
    <message>
        <source>{side} activates {unit}</source>
        <translation>{side} attiva {unit}</translation>
    </message>
    <message>
        <source>{unit} finishes the {what} at {cell}</source>
        <translation>{unit} completa {what} in {cell}</translation>
    </message>
    <message>
        <source>{unit} works on the {what} at {cell} ({done} of {of})</source>
        <translation>{unit} lavora a {what} in {cell} ({done} su {of})</translation>
    </message>
    <message>
        <source>({hp} HP)</source>
        <translation>({hp} PV)</translation>
    </message>
    <message>
        <source>for {side}</source>
        <translation>per {side}</translation>
    </message>
    <message>
        <source>{unit} advances from {start} to {end}</source>
        <translation>{unit} avanza da {start} a {end}</translation>
    </message>
    <message>
        <source>{unit} sprints from {start} to {end}</source>
        <translation>{unit} scatta da {start} a {end}</translation>
    </message>
    <message>
        <source>{unit} bumps into {thing} at {cell} and stops</source>
        <translation>{unit} urta {thing} in {cell} e si ferma</translation>
    </message>
    <message>
        <source>{unit} lays smoke on {cell}</source>
        <translation>{unit} stende un fumogeno su {cell}</translation>
    </message>
    <message>
        <source>{unit} assaults {target}</source>
        <translation>{unit} dà l&apos;assalto a {target}</translation>
    </message>
    <message>
        <source>{thing} takes {amount} damage and has {hp} HP left</source>
        <translation>{thing} subisce {amount} danni; restano {hp} PV</translation>
    </message>
    <message>
        <source>{thing} takes {amount} damage</source>
        <translation>{thing} subisce {amount} danni</translation>
    </message>
    <message>
        <source>{thing} is destroyed at {cell}</source>
        <translation>Distruzione di {thing} in {cell}</translation>
    </message>
    <message>
        <source>{thing} is destroyed</source>
        <translation>Distruzione di {thing}</translation>
    </message>
    <message>
        <source>{unit} runs onto a mine at {cell}</source>
        <translation>{unit} finisce su una mina in {cell}</translation>
    </message>
    <message>
        <source>A wreck now blocks {cell}</source>
        <translation>Ora un rottame blocca {cell}</translation>
    </message>
    <message>
        <source>{unit} crashes at {cell}</source>
        <translation>{unit} precipita in {cell}</translation>
    </message>
    <message>
        <source>{unit} lands at {cell}</source>
        <translation>{unit} atterra in {cell}</translation>
    </message>
    <message>
        <source>{unit} burns fuel; {fuel} left</source>
        <translation>{unit} consuma carburante; ne resta {fuel}</translation>
    </message>
    <message>
        <source>{unit} has {battery} battery left</source>
        <translation>A {unit} resta {battery} di batteria</translation>
    </message>
    <message>
        <source>{unit} boards {carrier}</source>
        <translation>{unit} sale a bordo di {carrier}</translation>
    </message>
    <message>
        <source>{unit} is hitched to {carrier}</source>
        <translation>{unit} si aggancia a {carrier}</translation>
    </message>
    <message>
        <source>{unit} leaves {carrier} at {cell}</source>
        <translation>{unit} scende da {carrier} in {cell}</translation>
    </message>
    <message>
        <source>{unit} is resupplied by the {by}</source>
        <translation>{by} rifornisce {unit}</translation>
    </message>
    <message>
        <source>{unit} is healed by the {by}</source>
        <translation>{by} cura {unit}</translation>
    </message>
    <message>
        <source>{unit} is repaired by the {by}</source>
        <translation>{by} ripara {unit}</translation>
    </message>
    <message>
        <source>{unit} lays a mine at {cell}</source>
        <translation>{unit} posa una mina in {cell}</translation>
    </message>
    <message>
        <source>{unit} clears a mine at {cell}</source>
        <translation>{unit} rimuove una mina in {cell}</translation>
    </message>
    <message>
        <source>{unit} clears the ground at {cell}</source>
        <translation>{unit} sgombera il terreno in {cell}</translation>
    </message>
    <message>
        <source>{unit} builds {what} at {cell}</source>
        <translation>{unit} costruisce {what} in {cell}</translation>
    </message>
    <message>
        <source>The ground at {cell} is now {terrain}</source>
        <translation>Il terreno in {cell} ora è {terrain}</translation>
    </message>
    <message>
        <source>A fire breaks out at {cell}</source>
        <translation>Scoppia un incendio in {cell}</translation>
    </message>
    <message>
        <source>The fire at {cell} burns out</source>
        <translation>L&apos;incendio in {cell} si spegne</translation>
    </message>
    <message>
        <source>The smoke at {cell} clears</source>
        <translation>Il fumo in {cell} si dirada</translation>
    </message>
    <message>
        <source>{side} captures victory point {vp}</source>
        <translation>{side} conquista il punto vittoria {vp}</translation>
    </message>
    <message>
        <source>{side} is capturing victory point {vp}</source>
        <translation>{side} sta conquistando il punto vittoria {vp}</translation>
    </message>
    <message>
        <source>Victory point {vp} is no longer {side}&apos;s</source>
        <translation>Il punto vittoria {vp} non è più di {side}</translation>
    </message>
    <message>
        <source>Victory point {vp} is no longer anyone&apos;s</source>
        <translation>Il punto vittoria {vp} non è più di nessuno</translation>
    </message>
    <message>
        <source>{unit} holds its position</source>
        <translation>{unit} mantiene la posizione</translation>
    </message>
    <message>
        <source>{unit} goes on alert</source>
        <translation>{unit} si mette in allerta</translation>
    </message>
    <message>
        <source>{unit}&apos;s action is cancelled: {reason}</source>
        <translation>L&apos;azione di {unit} è annullata: {reason}</translation>
    </message>
    <message>
        <source>{unit}&apos;s action is cancelled</source>
        <translation>L&apos;azione di {unit} è annullata</translation>
    </message>
    <message>
        <source>— {side}&apos;s turn, round {round} —</source>
        <translation>— Turno {round}: tocca a {side} —</translation>
    </message>
    <message>
        <source>{side} ends the turn</source>
        <translation>{side} passa la mano</translation>
    </message>
    <message>
        <source>Round {round} ends</source>
        <translation>Fine del turno {round}</translation>
    </message>
    <message>
        <source>The {phase} phase begins</source>
        <translation>Inizia la fase {phase}</translation>
    </message>
    <message>
        <source>The {phase} phase ends</source>
        <translation>Finisce la fase {phase}</translation>
    </message>
    <message>
        <source>{side} passes</source>
        <translation>{side} passa</translation>
    </message>
    <message>
        <source>{side} has given all its orders</source>
        <translation>{side} ha dato tutti i suoi ordini</translation>
    </message>
    <message>
        <source>{side} gives {unit} an order</source>
        <translation>{side} dà un ordine a {unit}</translation>
    </message>
    <message>
        <source>{unit} acts (initiative {initiative})</source>
        <translation>{unit} agisce (iniziativa {initiative})</translation>
    </message>
    <message>
        <source>{unit} has finished acting</source>
        <translation>{unit} ha finito di agire</translation>
    </message>
    <message>
        <source>{unit} loses its turn (initiative {initiative})</source>
        <translation>{unit} perde il turno (iniziativa {initiative})</translation>
    </message>
    <message>
        <source>{unit} intercepts {target} (rolled {roll})</source>
        <translation>{unit} intercetta {target} (tiro {roll})</translation>
    </message>
    <message>
        <source>{unit} fails to intercept {target} (rolled {roll})</source>
        <translation>{unit} non riesce a intercettare {target} (tiro {roll})</translation>
    </message>
    <message>
        <source>{unit} passes its cohesion test (rolled {roll})</source>
        <translation>{unit} supera il test di coesione (tiro {roll})</translation>
    </message>
    <message>
        <source>{unit} fails its cohesion test (rolled {roll})</source>
        <translation>{unit} fallisce il test di coesione (tiro {roll})</translation>
    </message>
    <message>
        <source>{unit} uses its {kind} ability</source>
        <translation>{unit} usa la capacità {kind}</translation>
    </message>
    <message>
        <source>{unit} fires a power shot with its {weapon}</source>
        <translation>{unit} spara un colpo potenziato con l&apos;arma {weapon}</translation>
    </message>
    <message>
        <source>{unit} fires a power shot</source>
        <translation>{unit} spara un colpo potenziato</translation>
    </message>
    <message>
        <source>{unit} rams {target}</source>
        <translation>{unit} sperona {target}</translation>
    </message>
    <message>
        <source>moves {count}</source>
        <translation>movimenti {count}</translation>
    </message>
    <message>
        <source>shots {count}</source>
        <translation>tiri {count}</translation>
    </message>
    <message>
        <source>damage dealt {count}</source>
        <translation>danni inflitti {count}</translation>
    </message>
    <message>
        <source>destroyed {count}</source>
        <translation>distrutte {count}</translation>
    </message>
    <message>
        <source>captured {count}</source>
        <translation>conquistati {count}</translation>
    </message>
    <message>
        <source>Summary of {side}&apos;s turn: {parts}</source>
        <translation>Riepilogo del turno di {side}: {parts}</translation>
    </message>
</context>
<context>
    <name>EventsDock</name>
    <message>
        <source>At a round</source>
        <translation>A un turno</translation>
    </message>
    <message>
        <source>Units enter an area</source>
        <translation>Unità entrano in una zona</translation>
    </message>
    <message>
        <source>Units destroyed</source>
        <translation>Unità distrutte</translation>
    </message>
    <message>
        <source>Victory point held</source>
        <translation>Punto vittoria tenuto</translation>
    </message>
    <message>
        <source>Units left</source>
        <translation>Unità rimaste</translation>
    </message>
    <message>
        <source>After another event</source>
        <translation>Dopo un altro evento</translation>
    </message>
    <message>
        <source>All of</source>
        <translation>Tutte queste</translation>
    </message>
    <message>
        <source>Any of</source>
        <translation>Una qualsiasi di queste</translation>
    </message>
    <message>
        <source>Reinforce</source>
        <translation>Rinforzo</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Ritirata</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Messaggio</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Fine della partita</translation>
    </message>
    <message>
        <source>{count} cells</source>
        <translation>{count} caselle</translation>
    </message>
    <message>
        <source>{side}, {count} unit(s)</source>
        <translation>{side}, unità: {count}</translation>
    </message>
    <message>
        <source>(no units)</source>
        <translation>(nessuna unità)</translation>
    </message>
    <message>
        <source>to {to}: {text}</source>
        <translation>a {to}: {text}</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventi</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Schieramento</translation>
    </message>
    <message>
        <source>Add event</source>
        <translation>Aggiungi evento</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Fires each time it turns true again (once: false)</source>
        <translation>Scatta ogni volta che torna vero (once: false)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Add condition</source>
        <translation>Aggiungi condizione</translation>
    </message>
    <message>
        <source>Remove condition</source>
        <translation>Rimuovi condizione</translation>
    </message>
    <message>
        <source>Add event {event}</source>
        <translation>Aggiungi l&apos;evento {event}</translation>
    </message>
    <message>
        <source>Remove event {event}</source>
        <translation>Rimuovi l&apos;evento {event}</translation>
    </message>
    <message>
        <source>An event needs an id</source>
        <translation>Un evento ha bisogno di un id</translation>
    </message>
    <message>
        <source>Event {field}</source>
        <translation>Evento: {field}</translation>
    </message>
    <message>
        <source>Trigger: {trigger}</source>
        <translation>Condizione: {trigger}</translation>
    </message>
    <message>
        <source>Choose an &apos;All of&apos; or &apos;Any of&apos; condition to add to</source>
        <translation>Scegli una condizione &apos;Tutte queste&apos; o &apos;Una qualsiasi di queste&apos; a cui aggiungere</translation>
    </message>
    <message>
        <source>The event&apos;s own trigger cannot be removed; change its kind instead</source>
        <translation>La condizione propria dell&apos;evento non si può rimuovere; cambiane invece il tipo</translation>
    </message>
    <message>
        <source>Trigger {field}</source>
        <translation>Condizione: {field}</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Aggiungi carta</translation>
    </message>
    <message>
        <source>Remove card</source>
        <translation>Rimuovi carta</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Testo</translation>
    </message>
    <message>
        <source>Add card {card}</source>
        <translation>Aggiungi la carta {card}</translation>
    </message>
    <message>
        <source>Card {field}</source>
        <translation>Carta: {field}</translation>
    </message>
    <message>
        <source>Add area</source>
        <translation>Aggiungi zona</translation>
    </message>
    <message>
        <source>Remove area</source>
        <translation>Rimuovi zona</translation>
    </message>
    <message>
        <source>Pick cells</source>
        <translation>Scegli le caselle</translation>
    </message>
    <message>
        <source>Click or drag on the map: picking replaces the cells, Shift adds, Ctrl erases; Enter when done</source>
        <translation>Fai clic o trascina sulla mappa: la scelta sostituisce le caselle, Maiusc aggiunge, Ctrl cancella; Invio per finire</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Add area {area}</source>
        <translation>Aggiungi la zona {area}</translation>
    </message>
    <message>
        <source>Remove area {area}</source>
        <translation>Rimuovi la zona {area}</translation>
    </message>
    <message>
        <source>An area needs an id</source>
        <translation>Una zona ha bisogno di un id</translation>
    </message>
    <message>
        <source>Rename area</source>
        <translation>Rinomina la zona</translation>
    </message>
    <message>
        <source>Area id</source>
        <translation>Id della zona</translation>
    </message>
    <message>
        <source>An area needs an id of its own; &apos;{id}&apos; is taken</source>
        <translation>Una zona ha bisogno di un id tutto suo; &apos;{id}&apos; è già usato</translation>
    </message>
    <message>
        <source>An area needs an id of its own; the id is empty</source>
        <translation>Una zona ha bisogno di un id tutto suo; l&apos;id è vuoto</translation>
    </message>
    <message>
        <source>Rename area {old} to {new}</source>
        <translation>Rinomina la zona {old} in {new}</translation>
    </message>
    <message>
        <source>Cells of area {area}</source>
        <translation>Caselle della zona {area}</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Parte</translation>
    </message>
    <message>
        <source>Paint zone</source>
        <translation>Dipingi la zona</translation>
    </message>
    <message>
        <source>Drag on the map to paint the zone; Ctrl erases; Enter when done</source>
        <translation>Trascina sulla mappa per dipingere la zona; Ctrl cancella; Invio per finire</translation>
    </message>
    <message>
        <source>Clear zone</source>
        <translation>Svuota la zona</translation>
    </message>
    <message>
        <source>Deployment zone of {side}</source>
        <translation>Zona di schieramento di {side}</translation>
    </message>
    <message>
        <source>{area} ({count} cells)</source>
        <translation>{area} ({count} caselle)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferenze...</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>S&amp;trumenti</translation>
    </message>
</context>
<context>
    <name>MissionText</name>
    <message>
        <source>Event &apos;{event}&apos; happens (round {round})</source>
        <translation>Avviene l&apos;evento &apos;{event}&apos; (turno {round})</translation>
    </message>
    <message>
        <source>{unit} arrives for {side} at {cell} carrying {cargo}</source>
        <translation>{unit} arriva per {side} in {cell} trasportando {cargo}</translation>
    </message>
    <message>
        <source>{unit} arrives for {side} at {cell}</source>
        <translation>{unit} arriva per {side} in {cell}</translation>
    </message>
    <message>
        <source>no free cell</source>
        <translation>nessuna casella libera</translation>
    </message>
    <message>
        <source>{unit} cannot arrive yet: {reason}</source>
        <translation>{unit} non può ancora arrivare: {reason}</translation>
    </message>
    <message>
        <source>{unit} leaves the battlefield with {cargo}</source>
        <translation>{unit} lascia il campo di battaglia con {cargo}</translation>
    </message>
    <message>
        <source>{unit} leaves the battlefield</source>
        <translation>{unit} lascia il campo di battaglia</translation>
    </message>
    <message>
        <source>all sides</source>
        <translation>tutte le parti</translation>
    </message>
    <message>
        <source>Message to {to}: {text}</source>
        <translation>Messaggio per {to}: {text}</translation>
    </message>
    <message>
        <source>Event card &apos;{card}&apos; is drawn: {text}</source>
        <translation>Si pesca la carta evento &apos;{card}&apos;: {text}</translation>
    </message>
    <message>
        <source>Event card &apos;{card}&apos; is drawn</source>
        <translation>Si pesca la carta evento &apos;{card}&apos;</translation>
    </message>
    <message>
        <source>{unit} deploys from {start} to {end}</source>
        <translation>{unit} si schiera da {start} a {end}</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Lingua del sistema ({language})</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>The new language applies the next time the editor starts.</source>
        <translation>La nuova lingua si applica al prossimo avvio dell&apos;editor.</translation>
    </message>
</context>
<context>
    <name>PropertiesDock</name>
    <message>
        <source>Properties</source>
        <translation>Proprietà</translation>
    </message>
    <message>
        <source>Nothing selected.
Click a unit or feature on the map.</source>
        <translation>Nessuna selezione.
Fai clic su un&apos;unità o un elemento della mappa.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Parte</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Casella</translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation>Carburante</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation>Munizioni</translation>
    </message>
    <message>
        <source>Starts in flight</source>
        <translation>Inizia in volo</translation>
    </message>
    <message>
        <source>optional, shown to players</source>
        <translation>facoltativo, visibile ai giocatori</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Cargo</source>
        <translation>Carico</translation>
    </message>
    <message>
        <source>Unload</source>
        <translation>Scarica</translation>
    </message>
    <message>
        <source>Put the chosen unit on a free cell next to the carrier</source>
        <translation>Mette l&apos;unità scelta su una casella libera accanto al trasporto</translation>
    </message>
    <message>
        <source>Units of the same side that can board: not yet placed, next to the carrier, or anywhere on the map</source>
        <translation>Unità della stessa parte che possono salire a bordo: non ancora piazzate, accanto al trasporto o in qualsiasi punto della mappa</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Carica</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Genere</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Proprietario</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>completato</translation>
    </message>
    <message>
        <source>under construction</source>
        <translation>in costruzione</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Set progress</source>
        <translation>Imposta l&apos;avanzamento</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Avanzamento</translation>
    </message>
    <message>
        <source>Set HP</source>
        <translation>Imposta i PV</translation>
    </message>
    <message>
        <source>Side of the units and owner of the features, all at once</source>
        <translation>Parte delle unità e proprietario degli elementi, tutti insieme</translation>
    </message>
    <message>
        <source>Side / owner</source>
        <translation>Parte / proprietario</translation>
    </message>
    <message>
        <source>aboard {carrier}</source>
        <translation>a bordo di {carrier}</translation>
    </message>
    <message>
        <source>not placed</source>
        <translation>non piazzata</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>Batteria</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>mancante</translation>
    </message>
    <message>
        <source>Load {used} of {capacity} points (small 1, medium 2; tows a gun)</source>
        <translation>Carico {used} punti su {capacity} (piccola 1, media 2; traina un cannone)</translation>
    </message>
    <message>
        <source>Load {used} of {capacity} points (small 1, medium 2)</source>
        <translation>Carico {used} punti su {capacity} (piccola 1, media 2)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>{count} things selected: {units} unit(s), {features} feature(s). Changes apply to all.</source>
        <translation>{count} oggetti selezionati: unità {units}, elementi {features}. Le modifiche valgono per tutti.</translation>
    </message>
    <message>
        <source>(mixed)</source>
        <translation>(misto)</translation>
    </message>
    <message>
        <source>&apos;{id}&apos; is not a valid id: letters, digits, _ and -, starting with a letter</source>
        <translation>&apos;{id}&apos; non è un id valido: lettere, cifre, _ e -, iniziando con una lettera</translation>
    </message>
    <message>
        <source>there is already a unit &apos;{id}&apos;; unit ids must be unique</source>
        <translation>esiste già un&apos;unità &apos;{id}&apos;; gli id delle unità devono essere unici</translation>
    </message>
    <message>
        <source>Rename unit {old} to {new}</source>
        <translation>Rinomina l&apos;unità {old} in {new}</translation>
    </message>
    <message>
        <source>a {type} cannot carry what {unit} carries; unload it first</source>
        <translation>un {type} non può trasportare ciò che trasporta {unit}; prima scaricalo</translation>
    </message>
    <message>
        <source>a {type} does not fit in {carrier}; unload {unit} first</source>
        <translation>un {type} non entra in {carrier}; prima scarica {unit}</translation>
    </message>
    <message>
        <source>Make {unit} a {type}</source>
        <translation>Trasforma {unit} in {type}</translation>
    </message>
    <message>
        <source>{unit} cannot become a {type}: {problem}</source>
        <translation>{unit} non può diventare {type}: {problem}</translation>
    </message>
    <message>
        <source>{unit} cannot change sides: {problem}</source>
        <translation>{unit} non può cambiare parte: {problem}</translation>
    </message>
    <message>
        <source>Side {side} for {unit}</source>
        <translation>Parte {side} per {unit}</translation>
    </message>
    <message>
        <source>{unit} rides in {carrier}; unload it before changing its side</source>
        <translation>{unit} viaggia su {carrier}; scaricala prima di cambiarne la parte</translation>
    </message>
    <message>
        <source>Set {value} of {unit}</source>
        <translation>Imposta {value} di {unit}</translation>
    </message>
    <message>
        <source>Flying: {unit}</source>
        <translation>In volo: {unit}</translation>
    </message>
    <message>
        <source>Name {unit}</source>
        <translation>Nomina {unit}</translation>
    </message>
    <message>
        <source>adjacent</source>
        <translation>adiacente</translation>
    </message>
    <message>
        <source>at {cell}</source>
        <translation>in {cell}</translation>
    </message>
    <message>
        <source>{carrier} cannot take {unit} ({type}): it carries {used} of {capacity} load points, and a carrier holds two small units or one medium</source>
        <translation>{carrier} non può prendere {unit} ({type}): porta già {used} punti di carico su {capacity}, e un trasporto tiene due unità piccole o una media</translation>
    </message>
    <message>
        <source>Load {unit} into {carrier}</source>
        <translation>Carica {unit} su {carrier}</translation>
    </message>
    <message>
        <source>No free cell next to {carrier} where {unit} can stand</source>
        <translation>Nessuna casella libera accanto a {carrier} dove {unit} possa stare</translation>
    </message>
    <message>
        <source>Place {carrier} on the map first</source>
        <translation>Prima piazza {carrier} sulla mappa</translation>
    </message>
    <message>
        <source>Unload {unit} from {carrier}</source>
        <translation>Scarica {unit} da {carrier}</translation>
    </message>
    <message>
        <source>there is already a victory point &apos;{id}&apos;</source>
        <translation>esiste già un punto vittoria &apos;{id}&apos;</translation>
    </message>
    <message>
        <source>&apos;{id}&apos; is not a valid id: letters, digits, _ and -</source>
        <translation>&apos;{id}&apos; non è un id valido: lettere, cifre, _ e -</translation>
    </message>
    <message>
        <source>Rename victory point</source>
        <translation>Rinomina il punto vittoria</translation>
    </message>
    <message>
        <source>Make it a {type}</source>
        <translation>Trasformalo in {type}</translation>
    </message>
    <message>
        <source>Set owner</source>
        <translation>Imposta il proprietario</translation>
    </message>
    <message>
        <source>Set state</source>
        <translation>Imposta lo stato</translation>
    </message>
    <message>
        <source>Side / owner {side} for {count} things</source>
        <translation>Parte / proprietario {side} per {count} oggetti</translation>
    </message>
</context>
<context>
    <name>RecordForm</name>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Parte</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Punto</translation>
    </message>
    <message>
        <source>Held by</source>
        <translation>Tenuto da</translation>
    </message>
    <message>
        <source>At most</source>
        <translation>Al massimo</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>To</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Testo</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Pick unit</source>
        <translation>Scegli l&apos;unità</translation>
    </message>
    <message>
        <source>Pick point</source>
        <translation>Scegli il punto</translation>
    </message>
    <message>
        <source>Pick cells</source>
        <translation>Scegli le caselle</translation>
    </message>
    <message>
        <source>Pick units</source>
        <translation>Scegli le unità</translation>
    </message>
    <message>
        <source>any side</source>
        <translation>qualsiasi parte</translation>
    </message>
    <message>
        <source>(start of round)</source>
        <translation>(inizio del turno)</translation>
    </message>
    <message>
        <source>all sides</source>
        <translation>tutte le parti</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>pareggio</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>cells listed here</source>
        <translation>caselle elencate qui</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) listed here</source>
        <translation>
            <numerusform>%n casella elencata qui</numerusform>
            <numerusform>%n caselle elencate qui</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} (unknown)</source>
        <translation>{name} (sconosciuto)</translation>
    </message>
    <message>
        <source>No victory point at {cell}</source>
        <translation>Nessun punto vittoria in {cell}</translation>
    </message>
    <message>
        <source>No unit at {cell}</source>
        <translation>Nessuna unità in {cell}</translation>
    </message>
    <message>
        <source>Click cells to add to or remove from the area</source>
        <translation>Fai clic sulle caselle da aggiungere alla zona o da togliere</translation>
    </message>
    <message>
        <source>Click a victory point</source>
        <translation>Fai clic su un punto vittoria</translation>
    </message>
    <message>
        <source>Click units to add or remove</source>
        <translation>Fai clic sulle unità da aggiungere o togliere</translation>
    </message>
    <message>
        <source>Click a unit</source>
        <translation>Fai clic su un&apos;unità</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Everything (no fog)</source>
        <translation>Tutto (senza nebbia)</translation>
    </message>
    <message>
        <source>As {side} sees it</source>
        <translation>Come lo vede {side}</translation>
    </message>
    <message>
        <source> actions/s</source>
        <translation> azioni/s</translation>
    </message>
    <message>
        <source>round </source>
        <translation>turno </translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Vai</translation>
    </message>
    <message>
        <source>Replay: {name}, seed {seed}</source>
        <translation>Replay: {name}, seme {seed}</translation>
    </message>
    <message>
        <source>action {number} of {total} ({action}) is illegal: {reason}</source>
        <translation>l&apos;azione {number} di {total} ({action}) non è ammessa: {reason}</translation>
    </message>
    <message>
        <source>Fog</source>
        <translation>Nebbia di guerra</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Events of this action</source>
        <translation>Eventi di questa azione</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>|&lt; Start</source>
        <translation>|&lt; Inizio</translation>
    </message>
    <message>
        <source>&lt;&lt; Turn</source>
        <translation>&lt;&lt; Turno</translation>
    </message>
    <message>
        <source>&lt; Action</source>
        <translation>&lt; Azione</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <source>Action &gt;</source>
        <translation>Azione &gt;</translation>
    </message>
    <message>
        <source>Turn &gt;&gt;</source>
        <translation>Turno &gt;&gt;</translation>
    </message>
    <message>
        <source>End &gt;|</source>
        <translation>Fine &gt;|</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>start</source>
        <translation>inizio</translation>
    </message>
    <message>
        <source>an action of the other side</source>
        <translation>un&apos;azione dell&apos;altra parte</translation>
    </message>
    <message>
        <source>Round {round}, {side} to play. Action {number} of {total}: {last}</source>
        <translation>Turno {round}, tocca a {side}. Azione {number} di {total}: {last}</translation>
    </message>
    <message>
        <source>End: {reason}</source>
        <translation>Fine: {reason}</translation>
    </message>
</context>
<context>
    <name>ScenarioSettingsDock</name>
    <message>
        <source>Scenario settings</source>
        <translation>Impostazioni dello scenario</translation>
    </message>
    <message>
        <source>spring</source>
        <translation>primavera</translation>
    </message>
    <message>
        <source>summer</source>
        <translation>estate</translation>
    </message>
    <message>
        <source>autumn</source>
        <translation>autunno</translation>
    </message>
    <message>
        <source>winter</source>
        <translation>inverno</translation>
    </message>
    <message>
        <source>human</source>
        <translation>umano</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>season</source>
        <translation>stagione</translation>
    </message>
    <message>
        <source>start hour</source>
        <translation>ora d&apos;inizio</translation>
    </message>
    <message>
        <source>hours per round</source>
        <translation>ore per turno</translation>
    </message>
    <message>
        <source>destroy all</source>
        <translation>distruggere tutto</translation>
    </message>
    <message>
        <source>hold points</source>
        <translation>punti da tenere</translation>
    </message>
    <message>
        <source>on last round</source>
        <translation>all&apos;ultimo turno</translation>
    </message>
    <message>
        <source>objectives</source>
        <translation>obiettivi</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Set turn system</source>
        <translation>Imposta il sistema di turni</translation>
    </message>
    <message>
        <source>Turn system</source>
        <translation>Sistema di turni</translation>
    </message>
    <message>
        <source>activation: the side that has the initiative in round 1 (otherwise both roll)</source>
        <translation>activation: la parte che ha l&apos;iniziativa nel turno 1 (altrimenti tirano entrambe)</translation>
    </message>
    <message>
        <source>First initiative</source>
        <translation>Prima iniziativa</translation>
    </message>
    <message>
        <source>Set rounds</source>
        <translation>Imposta i turni</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>Set first side</source>
        <translation>Imposta la parte che inizia</translation>
    </message>
    <message>
        <source>First side</source>
        <translation>Parte che inizia</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Calendario</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Stagione</translation>
    </message>
    <message>
        <source>Start hour</source>
        <translation>Ora d&apos;inizio</translation>
    </message>
    <message>
        <source>Hours per round</source>
        <translation>Ore per turno</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Parti</translation>
    </message>
    <message>
        <source>Add side</source>
        <translation>Aggiungi parte</translation>
    </message>
    <message>
        <source>Remove side</source>
        <translation>Rimuovi parte</translation>
    </message>
    <message>
        <source>Letters, digits, _ and -, starting with a letter; renaming updates every unit, feature and objective of the side</source>
        <translation>Lettere, cifre, _ e -, iniziando con una lettera; rinominare aggiorna ogni unità, elemento e obiettivo della parte</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Controllo</translation>
    </message>
    <message>
        <source>activation: the commander&apos;s rating, taken off the side&apos;s initiative roll (the lowest roll wins)</source>
        <translation>activation: il valore del comandante, sottratto al tiro d&apos;iniziativa della parte (vince il tiro più basso)</translation>
    </message>
    <message>
        <source>Commander rating</source>
        <translation>Valore del comandante</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Vittoria</translation>
    </message>
    <message>
        <source>Destroying all enemy units wins</source>
        <translation>Distruggere tutte le unità nemiche dà la vittoria</translation>
    </message>
    <message>
        <source>Holding</source>
        <translation>Tenere</translation>
    </message>
    <message>
        <source>Unchecked: holding victory points never wins (hold_points: 0)</source>
        <translation>Non selezionato: tenere punti vittoria non dà mai la vittoria (hold_points: 0)</translation>
    </message>
    <message>
        <source>After the last round</source>
        <translation>Dopo l&apos;ultimo turno</translation>
    </message>
    <message>
        <source>rolled for</source>
        <translation>tirata a sorte</translation>
    </message>
    <message>
        <source>(the map has no victory points)</source>
        <translation>(la mappa non ha punti vittoria)</translation>
    </message>
    <message numerus="yes">
        <source>of the map&apos;s %n victory point(s) (the rules&apos; default)</source>
        <translation>
            <numerusform>dell&apos;unico punto vittoria della mappa (%n; il valore predefinito delle regole)</numerusform>
            <numerusform>dei %n punti vittoria della mappa (il valore predefinito delle regole)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of the map&apos;s %n victory point(s)</source>
        <translation>
            <numerusform>dell&apos;unico punto vittoria della mappa (%n)</numerusform>
            <numerusform>dei %n punti vittoria della mappa</numerusform>
        </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>pareggio</translation>
    </message>
    <message>
        <source>{side} wins</source>
        <translation>vince {side}</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(predefinito)</translation>
    </message>
    <message>
        <source>A scenario needs a name</source>
        <translation>Uno scenario ha bisogno di un nome</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>Rinomina lo scenario</translation>
    </message>
    <message>
        <source>A description holds at most {limit} characters; the rest was cut</source>
        <translation>Una descrizione contiene al massimo {limit} caratteri; il resto è stato tagliato</translation>
    </message>
    <message>
        <source>Edit description</source>
        <translation>Modifica la descrizione</translation>
    </message>
    <message>
        <source>Set ruleset: {ruleset}</source>
        <translation>Imposta il regolamento: {ruleset}</translation>
    </message>
    <message>
        <source>Set first initiative</source>
        <translation>Imposta la prima iniziativa</translation>
    </message>
    <message>
        <source>Commander of side {side}</source>
        <translation>Comandante della parte {side}</translation>
    </message>
    <message>
        <source>Set {setting}</source>
        <translation>Imposta {setting}</translation>
    </message>
    <message>
        <source>Set victory: {setting}</source>
        <translation>Imposta la vittoria: {setting}</translation>
    </message>
    <message>
        <source>Side {n}</source>
        <translation>Parte {n}</translation>
    </message>
    <message>
        <source>A scenario needs at least one side; add another before removing this one</source>
        <translation>Uno scenario ha bisogno di almeno una parte; aggiungine un&apos;altra prima di rimuovere questa</translation>
    </message>
    <message>
        <source>Side &apos;{side}&apos; still owns {units} unit(s) and {features} feature(s). Remove the side anyway? They keep its id, and the Problems list will show each one to fix.</source>
        <translation>La parte &apos;{side}&apos; possiede ancora unità ({units}) ed elementi ({features}). Rimuovere comunque la parte? Mantengono il suo id e l&apos;elenco dei problemi mostrerà ognuno da correggere.</translation>
    </message>
    <message>
        <source>Remove side {side}</source>
        <translation>Rimuovi la parte {side}</translation>
    </message>
    <message>
        <source>&apos;{id}&apos; is not a valid id: use letters, digits, _ and -, starting with a letter</source>
        <translation>&apos;{id}&apos; non è un id valido: usa lettere, cifre, _ e -, iniziando con una lettera</translation>
    </message>
    <message>
        <source>&apos;neutral&apos; is reserved for things no side owns</source>
        <translation>&apos;neutral&apos; è riservato a ciò che non appartiene a nessuna parte</translation>
    </message>
    <message>
        <source>there is already a side &apos;{id}&apos;</source>
        <translation>esiste già una parte &apos;{id}&apos;</translation>
    </message>
    <message>
        <source>Rename side {old} to {new}</source>
        <translation>Rinomina la parte {old} in {new}</translation>
    </message>
    <message>
        <source>Side id</source>
        <translation>Id della parte</translation>
    </message>
    <message>
        <source>Unit side</source>
        <translation>Parte dell&apos;unità</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Proprietario</translation>
    </message>
    <message>
        <source>Turn options</source>
        <translation>Opzioni dei turni</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Ultimo turno</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>Rename side {side}</source>
        <translation>Rinomina la parte {side}</translation>
    </message>
    <message>
        <source>Colour of side {side}</source>
        <translation>Colore della parte {side}</translation>
    </message>
    <message>
        <source>Controller of side {side}</source>
        <translation>Controllo della parte {side}</translation>
    </message>
    <message>
        <source>Side colour</source>
        <translation>Colore della parte</translation>
    </message>
</context>
<context>
    <name>Start</name>
    <message>
        <source>A copy of the shipped mission {mission}: Save asks where to keep it</source>
        <translation>Una copia della missione fornita {mission}: Salva chiede dove conservarla</translation>
    </message>
</context>
<context>
    <name>ValidationRunner</name>
    <message>
        <source>the validator failed: {error}</source>
        <translation>la validazione non è riuscita: {error}</translation>
    </message>
</context>
</TS>
