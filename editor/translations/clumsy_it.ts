<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>AIPlansTab</name>
    <message>
        <source>Side</source>
        <translation>Parte</translation>
    </message>
    <message>
        <source>Add group</source>
        <translation>Aggiungi gruppo</translation>
    </message>
    <message>
        <source>Remove group</source>
        <translation>Rimuovi gruppo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Add AI group {group}</source>
        <translation>Aggiungi il gruppo IA {group}</translation>
    </message>
    <message>
        <source>Remove AI group {group}</source>
        <translation>Rimuovi il gruppo IA {group}</translation>
    </message>
    <message>
        <source>&apos;{id}&apos; cannot name a group: use letters, digits, _ and -, starting with a letter, and a name no other group of the side has</source>
        <translation>&apos;{id}&apos; non può essere il nome di un gruppo: usa lettere, cifre, _ e -, iniziando con una lettera, e un nome che nessun altro gruppo della parte ha</translation>
    </message>
    <message>
        <source>Rename AI group {old} to {new}</source>
        <translation>Rinomina il gruppo IA {old} in {new}</translation>
    </message>
    <message>
        <source>AI group {field}</source>
        <translation>Gruppo IA: {field}</translation>
    </message>
    <message numerus="yes">
        <source>{group}: {plan}, %n unit(s)</source>
        <translation>
            <numerusform>{group}: {plan}, %n unità</numerusform>
            <numerusform>{group}: {plan}, %n unità</numerusform>
        </translation>
    </message>
    <message>
        <source>No group: this side follows the computer player&apos;s own judgement.</source>
        <translation>Nessun gruppo: questa parte segue il giudizio del computer.</translation>
    </message>
</context>
<context>
    <name>AITurns</name>
    <message>
        <source>{side} (AI) has its next action ready: press Step (N)</source>
        <translation>{side} (IA) ha pronta la prossima azione: premi Passo (N)</translation>
    </message>
    <message>
        <source>{side} is thinking…</source>
        <translation>{side} sta pensando…</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About the General Clumsy editor</source>
        <translation>Informazioni sull&apos;editor di General Clumsy</translation>
    </message>
    <message>
        <source>&lt;h3&gt;General Clumsy editor {version}&lt;/h3&gt;&lt;p&gt;Scenario and map editor for General Clumsy, a turn-based tactical wargame on hex or square grids: paint the map, place the forces, write the mission, play-test it by the real rules and check its balance.&lt;/p&gt;&lt;p&gt;MIT licence. PySide6 {qt}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Editor di General Clumsy {version}&lt;/h3&gt;&lt;p&gt;Editor di scenari e mappe per General Clumsy, un wargame tattico a turni su griglie esagonali o quadrate: dipingi la mappa, schiera le forze, scrivi la missione, provala con le regole vere e verificane l&apos;equilibrio.&lt;/p&gt;&lt;p&gt;Licenza MIT. PySide6 {qt}.&lt;/p&gt;</translation>
    </message>
</context>
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
    <name>Analysis</name>
    <message>
        <source>Movement cost from a cell</source>
        <translation>Costo di movimento da una casella</translation>
    </message>
    <message>
        <source>Reach in one side-turn</source>
        <translation>Portata in un turno</translation>
    </message>
    <message>
        <source>Weapon ranges and line of fire</source>
        <translation>Gittata delle armi e linea di tiro</translation>
    </message>
    <message>
        <source>What a side sees at the start</source>
        <translation>Cosa vede una parte all&apos;inizio</translation>
    </message>
</context>
<context>
    <name>AnalysisDock</name>
    <message>
        <source>Analysis</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <source>Unit type</source>
        <translation>Tipo di unità</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Parte</translation>
    </message>
    <message>
        <source>Pick a cell…</source>
        <translation>Scegli una casella…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Cancella</translation>
    </message>
    <message>
        <source>Choose what to show, then pick a cell on the map.</source>
        <translation>Scegli cosa mostrare, poi una casella sulla mappa.</translation>
    </message>
    <message>
        <source>Click the cell to analyse</source>
        <translation>Fai clic sulla casella da analizzare</translation>
    </message>
    <message numerus="yes">
        <source>{side} sees %n cell(s) at the start.</source>
        <translation>
            <numerusform>{side} vede %n casella all&apos;inizio.</numerusform>
            <numerusform>{side} vede %n caselle all&apos;inizio.</numerusform>
        </translation>
    </message>
    <message>
        <source>seen by {side} at the start</source>
        <translation>vista da {side} all&apos;inizio</translation>
    </message>
    <message>
        <source>0 AP</source>
        <translation>0 PA</translation>
    </message>
    <message>
        <source>{n} AP</source>
        <translation>{n} PA</translation>
    </message>
    <message>
        <source>no colour: out of reach</source>
        <translation>nessun colore: fuori portata</translation>
    </message>
    <message numerus="yes">
        <source>{unit} at {cell} reaches %n cell(s) this side-turn.</source>
        <translation>
            <numerusform>{unit} in {cell} raggiunge %n casella in questo turno.</numerusform>
            <numerusform>{unit} in {cell} raggiunge %n caselle in questo turno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{unit} at {cell} reaches %n cell(s); the farthest costs {top} AP.</source>
        <translation>
            <numerusform>{unit} in {cell} raggiunge %n casella; la più lontana costa {top} PA.</numerusform>
            <numerusform>{unit} in {cell} raggiunge %n caselle; la più lontana costa {top} PA.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From {cell}: %n cell(s) in range, {clear} with a clear shot at the start.</source>
        <translation>
            <numerusform>Da {cell}: %n casella a tiro, {clear} con tiro libero all&apos;inizio.</numerusform>
            <numerusform>Da {cell}: %n caselle a tiro, {clear} con tiro libero all&apos;inizio.</numerusform>
        </translation>
    </message>
    <message>
        <source>in range, clear shot</source>
        <translation>a tiro, tiro libero</translation>
    </message>
    <message>
        <source>in range, line of fire blocked</source>
        <translation>a tiro, linea di tiro bloccata</translation>
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
        <source>AI against a greedy shooter (script)</source>
        <translation>IA contro un tiratore avido (script)</translation>
    </message>
    <message>
        <source>AI against a victory-point rusher (script)</source>
        <translation>IA contro un assaltatore di punti vittoria (script)</translation>
    </message>
    <message>
        <source>AI against a turtle (script)</source>
        <translation>IA contro una difesa a testuggine (script)</translation>
    </message>
    <message>
        <source>AI against first orders (script)</source>
        <translation>IA contro primi ordini (script)</translation>
    </message>
    <message>
        <source>AI against a raid on the points (script)</source>
        <translation>IA contro un&apos;incursione sui punti (script)</translation>
    </message>
    <message>
        <source>AI against an ambush in cover (script)</source>
        <translation>IA contro un&apos;imboscata al coperto (script)</translation>
    </message>
    <message>
        <source>AI against artillery first (script)</source>
        <translation>IA contro l&apos;artiglieria per prima (script)</translation>
    </message>
    <message>
        <source>AI against a rush for the win (script)</source>
        <translation>IA contro una corsa alla vittoria (script)</translation>
    </message>
    <message>
        <source>AI against a searching shooter (script)</source>
        <translation>IA contro un tiratore che cerca (script)</translation>
    </message>
    <message>
        <source>AI against a flank march (script)</source>
        <translation>IA contro una marcia sul fianco (script)</translation>
    </message>
    <message>
        <source>AI against fire and fall back (script)</source>
        <translation>IA contro tiro e ripiegamento (script)</translation>
    </message>
    <message>
        <source>AI against a blitz on the points (script)</source>
        <translation>IA contro un assalto lampo sui punti (script)</translation>
    </message>
    <message>
        <source>AI against a garrison and a reserve (script)</source>
        <translation>IA contro una guarnigione e una riserva (script)</translation>
    </message>
    <message>
        <source>AI against an unseen infiltration (script)</source>
        <translation>IA contro un&apos;infiltrazione non vista (script)</translation>
    </message>
    <message>
        <source>AI against a decoy and a raid (script)</source>
        <translation>IA contro un&apos;esca e un&apos;incursione (script)</translation>
    </message>
    <message>
        <source>AI against a feint and a raid (held-out script)</source>
        <translation>IA contro una finta e un&apos;incursione (script tenuto da parte)</translation>
    </message>
    <message>
        <source>AI against sappers that never shoot (held-out script)</source>
        <translation>IA contro guastatori che non sparano mai (script tenuto da parte)</translation>
    </message>
    <message>
        <source>AI against a late counterattack (held-out script)</source>
        <translation>IA contro un contrattacco tardivo (script tenuto da parte)</translation>
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
        <source>AI difficulty</source>
        <translation>Difficoltà dell&apos;IA</translation>
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
        <translation>round</translation>
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
        <source>Probe</source>
        <translation>Sonda</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Variazioni</translation>
    </message>
    <message>
        <source>Dock beside the map</source>
        <translation>Aggancia accanto alla mappa</translation>
    </message>
    <message>
        <source>The last run, kept {when}: {games} games.</source>
        <translation>L&apos;ultima serie, conservata il {when}: {games} partite.</translation>
    </message>
    <message>
        <source>Stale: the mission changed since: {changes}.</source>
        <translation>Non aggiornata: da allora la missione è cambiata: {changes}.</translation>
    </message>
    <message>
        <source>The run could not be kept: {error}</source>
        <translation>Impossibile conservare la serie: {error}</translation>
    </message>
    <message>
        <source>This run is kept in {file}.</source>
        <translation>Questa serie è conservata in {file}.</translation>
    </message>
    <message>
        <source>Float over the map</source>
        <translation>Sgancia sopra la mappa</translation>
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
        <translation>Annullato: {done} partite giocate su {total}, in media {rounds} round</translation>
    </message>
    <message>
        <source>Done: {games} games, average {rounds} rounds</source>
        <translation>Fatto: {games} partite, in media {rounds} round</translation>
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
    <name>BalanceWords</name>
    <message>
        <source>Not balanced: {side} wins more often than its fair share {fair} (95% interval {low}-{high}).</source>
        <translation>Non equilibrato: {side} vince più spesso della sua giusta quota {fair} (intervallo al 95% {low}-{high}).</translation>
    </message>
    <message>
        <source>Not balanced: {side} wins less often than its fair share {fair} (95% interval {low}-{high}).</source>
        <translation>Non equilibrato: {side} vince meno spesso della sua giusta quota {fair} (intervallo al 95% {low}-{high}).</translation>
    </message>
    <message>
        <source>Balanced: every side wins within {margin} of its fair share {fair} (95% intervals).</source>
        <translation>Equilibrato: ogni parte vince entro {margin} dalla sua giusta quota {fair} (intervalli al 95%).</translation>
    </message>
    <message>
        <source>Too wide to call balanced: the 95% interval of {side} is +-{half} after {games} game(s); about {more} more game(s) would narrow it to +-{target}.</source>
        <translation>Troppo incerto per dirlo equilibrato: l&apos;intervallo al 95% di {side} è +-{half} dopo {games} partite; circa {more} partite in più lo ridurrebbero a +-{target}.</translation>
    </message>
    <message>
        <source>{scenario}: {games} game(s), opponent {opponent}, average {rounds} rounds</source>
        <translation>{scenario}: {games} partite, avversario {opponent}, in media {rounds} round</translation>
    </message>
    <message>
        <source>AI win rate vs {opponent}: {rate} ({wins}/{games})</source>
        <translation>Vittorie dell&apos;IA contro {opponent}: {rate} ({wins}/{games})</translation>
    </message>
    <message>
        <source>AI plays</source>
        <translation>L&apos;IA gioca</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partite</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>vittorie</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>quota</translation>
    </message>
    <message>
        <source>result</source>
        <translation>esito</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>intervallo 95%</translation>
    </message>
    <message>
        <source>how it ended</source>
        <translation>come è finita</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>pareggio</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>non finita</translation>
    </message>
    <message>
        <source>by who moved first:</source>
        <translation>per chi ha mosso per primo:</translation>
    </message>
    <message>
        <source>{first} first, {games} game(s): {cells}</source>
        <translation>{first} per primo, {games} partite: {cells}</translation>
    </message>
    <message>
        <source>rounds: {histogram}</source>
        <translation>round: {histogram}</translation>
    </message>
    <message>
        <source>{scenario}: {games} games</source>
        <translation>{scenario}: {games} partite</translation>
    </message>
    <message>
        <source>{scenario}: {games} games, AI vs {opponent}</source>
        <translation>{scenario}: {games} partite, IA contro {opponent}</translation>
    </message>
    <message>
        <source>win rates by side</source>
        <translation>quote di vittoria per parte</translation>
    </message>
    <message>
        <source>rate (95% Wilson interval)</source>
        <translation>quota (intervallo di Wilson al 95%)</translation>
    </message>
    <message>
        <source>how the games ended</source>
        <translation>come sono finite le partite</translation>
    </message>
    <message>
        <source>round the game ended</source>
        <translation>round in cui è finita la partita</translation>
    </message>
    <message>
        <source>round of the end</source>
        <translation>round della fine</translation>
    </message>
    <message>
        <source>by who moved first</source>
        <translation>per chi ha mosso per primo</translation>
    </message>
    <message>
        <source>{side} wins</source>
        <translation>vince {side}</translation>
    </message>
    <message>
        <source>{first} first ({games} games)</source>
        <translation>{first} per primo ({games} partite)</translation>
    </message>
    <message>
        <source>random play</source>
        <translation>mosse casuali</translation>
    </message>
    <message>
        <source>The AI on easy</source>
        <translation>L&apos;IA a livello facile</translation>
    </message>
    <message>
        <source>The AI on normal</source>
        <translation>L&apos;IA a livello normale</translation>
    </message>
    <message>
        <source>The AI on hard</source>
        <translation>L&apos;IA a livello difficile</translation>
    </message>
    <message>
        <source>A greedy shooter</source>
        <translation>Un tiratore avido</translation>
    </message>
    <message>
        <source>A rush for the points</source>
        <translation>Una corsa ai punti</translation>
    </message>
    <message>
        <source>A turtle in cover</source>
        <translation>Una testuggine al riparo</translation>
    </message>
    <message>
        <source>First orders</source>
        <translation>Primi ordini</translation>
    </message>
    <message>
        <source>A raid on the points</source>
        <translation>Un&apos;incursione sui punti</translation>
    </message>
    <message>
        <source>An ambush in cover</source>
        <translation>Un&apos;imboscata al riparo</translation>
    </message>
    <message>
        <source>Artillery first</source>
        <translation>Prima l&apos;artiglieria</translation>
    </message>
    <message>
        <source>A rush for the win</source>
        <translation>Una corsa alla vittoria</translation>
    </message>
    <message>
        <source>A searching shooter</source>
        <translation>Un tiratore che cerca</translation>
    </message>
    <message>
        <source>A flank march</source>
        <translation>Una marcia sul fianco</translation>
    </message>
    <message>
        <source>Fire and fall back</source>
        <translation>Tiro e ripiegamento</translation>
    </message>
    <message>
        <source>A blitz on the points</source>
        <translation>Un assalto lampo sui punti</translation>
    </message>
    <message>
        <source>A garrison and a reserve</source>
        <translation>Una guarnigione e una riserva</translation>
    </message>
    <message>
        <source>An unseen infiltration</source>
        <translation>Un&apos;infiltrazione non vista</translation>
    </message>
    <message>
        <source>A decoy and a raid</source>
        <translation>Un&apos;esca e un&apos;incursione</translation>
    </message>
    <message>
        <source>A rush for the flag</source>
        <translation>Una corsa alla bandiera</translation>
    </message>
    <message>
        <source>A cautious defence</source>
        <translation>Una difesa prudente</translation>
    </message>
    <message>
        <source>Scouts first</source>
        <translation>Prima gli esploratori</translation>
    </message>
    <message>
        <source>{style} wins none of {games} against {side} ({losses} lost, {draws} drawn).</source>
        <translation>{style} non vince nessuna di {games} contro {side} ({losses} perse, {draws} pari).</translation>
    </message>
    <message>
        <source>{style} wins {wins} of {games} as {side}: {ways}, {when}.</source>
        <translation>{style} vince {wins} di {games} come {side}: {ways}, {when}.</translation>
    </message>
    <message>
        <source>{how} {count}</source>
        <translation>{how} {count}</translation>
    </message>
    <message>
        <source>in round {round}</source>
        <translation>al round {round}</translation>
    </message>
    <message>
        <source>by round {first}-{last}</source>
        <translation>entro i round {first}-{last}</translation>
    </message>
    <message>
        <source>{points} taken in round {round} and never retaken.</source>
        <translation>{points} presi al round {round} e mai ripresi.</translation>
    </message>
    <message>
        <source>{points} taken in round {round}, some retaken later.</source>
        <translation>{points} presi al round {round}, alcuni ripresi in seguito.</translation>
    </message>
    <message>
        <source>exploit</source>
        <translation>falla</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <source>Probe of {scenario}: {games} game(s) a style and side; the AI against AI: {verdict}</source>
        <translation>Sonda di {scenario}: {games} partita/e per stile e parte; l&apos;IA contro l&apos;IA: {verdict}</translation>
    </message>
    <message>
        <source>The AI as {side}:</source>
        <translation>L&apos;IA come {side}:</translation>
    </message>
    <message>
        <source>style</source>
        <translation>stile</translation>
    </message>
    <message>
        <source>score</source>
        <translation>punteggio</translation>
    </message>
    <message>
        <source>all destroyed</source>
        <translation>tutti distrutti</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>punti vittoria</translation>
    </message>
    <message>
        <source>held out</source>
        <translation>ha resistito</translation>
    </message>
    <message>
        <source>escorted</source>
        <translation>scortati</translation>
    </message>
    <message>
        <source>unit killed</source>
        <translation>unità eliminata</translation>
    </message>
    <message>
        <source>last round</source>
        <translation>ultimo round</translation>
    </message>
    <message>
        <source>mission event</source>
        <translation>evento della missione</translation>
    </message>
    <message>
        <source>flag captured</source>
        <translation>bandiera catturata</translation>
    </message>
    <message>
        <source>no moves left</source>
        <translation>nessuna mossa rimasta</translation>
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
        <source>A briefing holds at most {limit} characters; the rest was cut</source>
        <translation>Un briefing contiene al massimo {limit} caratteri; il resto è stato tagliato</translation>
    </message>
    <message>
        <source>Briefing of {side}</source>
        <translation>Briefing di {side}</translation>
    </message>
</context>
<context>
    <name>BuildingTypesTab</name>
    <message>
        <source>new building&apos;s id, e.g. field_hospital</source>
        <translation>id del nuovo edificio, es. field_hospital</translation>
    </message>
    <message>
        <source>Add building type</source>
        <translation>Aggiungi tipo di edificio</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Punti vita</translation>
    </message>
    <message>
        <source>Vision</source>
        <translation>Visuale</translation>
    </message>
    <message>
        <source>Cover to a unit inside</source>
        <translation>Copertura a un&apos;unità all&apos;interno</translation>
    </message>
    <message>
        <source>Build orders to finish it</source>
        <translation>Ordini di costruzione per finirlo</translation>
    </message>
    <message>
        <source>Heals foot soldiers inside</source>
        <translation>Cura i fanti all&apos;interno</translation>
    </message>
    <message>
        <source>Repairs vehicles and guns inside</source>
        <translation>Ripara veicoli e cannoni all&apos;interno</translation>
    </message>
    <message>
        <source>Resupplies ammunition and fuel</source>
        <translation>Rifornisce munizioni e carburante</translation>
    </message>
    <message>
        <source>Landing platform for helicopters</source>
        <translation>Piattaforma di atterraggio per elicotteri</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Map symbol</source>
        <translation>Simbolo sulla mappa</translation>
    </message>
    <message>
        <source>Not in the catalog yet: see the problems below</source>
        <translation>Non ancora nel catalogo: vedi i problemi qui sotto</translation>
    </message>
    <message>
        <source>Add building type {id}</source>
        <translation>Aggiungi il tipo di edificio {id}</translation>
    </message>
</context>
<context>
    <name>CampaignGraph</name>
    <message>
        <source>survivors</source>
        <translation>sopravvissuti</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tutte</translation>
    </message>
    <message>
        <source>carries {what}</source>
        <translation>porta avanti {what}</translation>
    </message>
</context>
<context>
    <name>CampaignLauncher</name>
    <message>
        <source>New campaign</source>
        <translation>Nuova campagna</translation>
    </message>
    <message>
        <source>Campaigns (*.yaml *.yml)</source>
        <translation>Campagne (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Open campaign</source>
        <translation>Apri campagna</translation>
    </message>
    <message>
        <source>{path} is not shaped like a campaign. Fix these first:</source>
        <translation>{path} non ha la forma di una campagna. Correggi prima questi problemi:</translation>
    </message>
</context>
<context>
    <name>CampaignWindow</name>
    <message>
        <source>Campaign</source>
        <translation>Campagna</translation>
    </message>
    <message>
        <source>Add mission…</source>
        <translation>Aggiungi missione…</translation>
    </message>
    <message>
        <source>Link…</source>
        <translation>Collega…</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Sposta su</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Sposta giù</translation>
    </message>
    <message>
        <source>Start here</source>
        <translation>Inizia da qui</translation>
    </message>
    <message>
        <source>Remove mission</source>
        <translation>Togli missione</translation>
    </message>
    <message>
        <source>Open mission</source>
        <translation>Apri missione</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>Gioca da qui…</translation>
    </message>
    <message>
        <source>Play-test the selected mission with a force carried into it</source>
        <translation>Prova la missione selezionata con delle forze portate dalle missioni precedenti</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Salva come…</translation>
    </message>
    <message>
        <source>Campaign: {name} ({file}){mark}</source>
        <translation>Campagna: {name} ({file}){mark}</translation>
    </message>
    <message>
        <source>No problems: the campaign is valid.</source>
        <translation>Nessun problema: la campagna è valida.</translation>
    </message>
    <message>
        <source>Mission {id} selected</source>
        <translation>Missione {id} selezionata</translation>
    </message>
    <message>
        <source>Add a mission</source>
        <translation>Aggiungi una missione</translation>
    </message>
    <message>
        <source>Missions (*.yaml)</source>
        <translation>Missioni (*.yaml)</translation>
    </message>
    <message>
        <source>Add mission</source>
        <translation>Aggiungi missione</translation>
    </message>
    <message>
        <source>{file} is not inside the campaign&apos;s folder ({folder}); a campaign reads only missions beside it or below it.</source>
        <translation>{file} non è nella cartella della campagna ({folder}); una campagna legge solo le missioni accanto a sé o nelle sue sottocartelle.</translation>
    </message>
    <message>
        <source>Add mission {id}</source>
        <translation>Aggiungi la missione {id}</translation>
    </message>
    <message>
        <source>Unlink {outcome} of {id}</source>
        <translation>Scollega {outcome} di {id}</translation>
    </message>
    <message>
        <source>Link {id}: {outcome} to {target}</source>
        <translation>Collega {id}: {outcome} a {target}</translation>
    </message>
    <message>
        <source>Move mission {id}</source>
        <translation>Sposta la missione {id}</translation>
    </message>
    <message>
        <source>Start with {id}</source>
        <translation>Inizia con {id}</translation>
    </message>
    <message>
        <source>Remove mission {id}</source>
        <translation>Togli la missione {id}</translation>
    </message>
    <message>
        <source>The file of mission {id} cannot be found.</source>
        <translation>Il file della missione {id} non si trova.</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <source>The campaign has problems to fix first:</source>
        <translation>La campagna ha problemi da correggere prima:</translation>
    </message>
    <message>
        <source>No room for {units}</source>
        <translation>Non c&apos;è posto per {units}</translation>
    </message>
    <message>
        <source>Close campaign</source>
        <translation>Chiudi campagna</translation>
    </message>
    <message>
        <source>The campaign {name} has unsaved changes. Save them?</source>
        <translation>La campagna {name} ha modifiche non salvate. Salvarle?</translation>
    </message>
    <message>
        <source>Save campaign</source>
        <translation>Salva campagna</translation>
    </message>
    <message>
        <source>{path} cannot be written: {why}</source>
        <translation>{path} non si può scrivere: {why}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Salvato {path}</translation>
    </message>
    <message>
        <source>Save campaign as</source>
        <translation>Salva campagna come</translation>
    </message>
    <message>
        <source>Campaigns (*.yaml *.yml)</source>
        <translation>Campagne (*.yaml *.yml)</translation>
    </message>
</context>
<context>
    <name>CargoBox</name>
    <message>
        <source>Cargo</source>
        <translation>Carico</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Carica</translation>
    </message>
    <message>
        <source>Load {unit} into {carrier}</source>
        <translation>Carica {unit} su {carrier}</translation>
    </message>
    <message>
        <source>Load {used} of {capacity} points (small 1, medium 2)</source>
        <translation>Carico {used} punti su {capacity} (piccola 1, media 2)</translation>
    </message>
    <message>
        <source>Load {used} of {capacity} points (small 1, medium 2; tows a gun)</source>
        <translation>Carico {used} punti su {capacity} (piccola 1, media 2; traina un cannone)</translation>
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
        <source>Put the chosen unit on a free cell next to the carrier</source>
        <translation>Mette l&apos;unità scelta su una casella libera accanto al trasporto</translation>
    </message>
    <message>
        <source>Units of the same side that can board: not yet placed, next to the carrier, or anywhere on the map</source>
        <translation>Unità della stessa parte che possono salire a bordo: non ancora piazzate, accanto al trasporto o in qualsiasi punto della mappa</translation>
    </message>
    <message>
        <source>Unload</source>
        <translation>Scarica</translation>
    </message>
    <message>
        <source>Unload {unit} from {carrier}</source>
        <translation>Scarica {unit} da {carrier}</translation>
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
        <source>missing</source>
        <translation>mancante</translation>
    </message>
    <message>
        <source>not placed</source>
        <translation>non piazzata</translation>
    </message>
    <message>
        <source>{carrier} cannot take {unit} ({type}): it carries {used} of {capacity} load points, and a carrier holds two small units or one medium</source>
        <translation>{carrier} non può prendere {unit} ({type}): porta già {used} punti di carico su {capacity}, e un trasporto tiene due unità piccole o una media</translation>
    </message>
</context>
<context>
    <name>Clipboard</name>
    <message>
        <source>flipped left-right</source>
        <translation>ribaltati sinistra-destra</translation>
    </message>
    <message>
        <source>flipped top-bottom (hex rows keep their stagger)</source>
        <translation>ribaltati alto-basso (le righe esagonali mantengono lo sfalsamento)</translation>
    </message>
    <message>
        <source>flipped top-bottom</source>
        <translation>ribaltati alto-basso</translation>
    </message>
    <message>
        <source>rotated {degrees}° clockwise</source>
        <translation>ruotati di {degrees}° in senso orario</translation>
    </message>
    <message>
        <source>rotated {degrees}° anticlockwise</source>
        <translation>ruotati di {degrees}° in senso antiorario</translation>
    </message>
    <message>
        <source>the paste would change nothing here</source>
        <translation>incollare qui non cambierebbe nulla</translation>
    </message>
    <message>
        <source>Paste {what}</source>
        <translation>Incolla {what}</translation>
    </message>
    <message>
        <source>Paste {cells}</source>
        <translation>Incolla {cells}</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>bridge</source>
        <translation>ponte</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mina</translation>
    </message>
    <message>
        <source>victory point</source>
        <translation>punto vittoria</translation>
    </message>
    <message>
        <source>wreck</source>
        <translation>relitto</translation>
    </message>
    <message>
        <source>{kind} at {cell}</source>
        <translation>{kind} in {cell}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>Paint {cells} {terrain}</source>
        <translation>Dipingi {cells} {terrain}</translation>
    </message>
    <message>
        <source>terrain</source>
        <translation>terreno</translation>
    </message>
    <message>
        <source>Place {things}</source>
        <translation>Piazza {things}</translation>
    </message>
    <message>
        <source>Delete {things}</source>
        <translation>Elimina {things}</translation>
    </message>
    <message>
        <source>{deleted} with {units} aboard</source>
        <translation>{deleted} con {units} a bordo</translation>
    </message>
    <message>
        <source>Move {things}</source>
        <translation>Sposta {things}</translation>
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
    <name>DaylightTint</name>
    <message>
        <source>{season}, {hour} ({phase})</source>
        <translation>{season}, {hour} ({phase})</translation>
    </message>
    <message>
        <source>winter</source>
        <translation>inverno</translation>
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
        <source>dawn</source>
        <translation>alba</translation>
    </message>
    <message>
        <source>day</source>
        <translation>giorno</translation>
    </message>
    <message>
        <source>dusk</source>
        <translation>crepuscolo</translation>
    </message>
    <message>
        <source>night</source>
        <translation>notte</translation>
    </message>
    <message>
        <source>Season and &amp;hour tint</source>
        <translation>Tinta di stagione e &amp;ora</translation>
    </message>
    <message>
        <source>Tint the map for the mission&apos;s season and starting hour</source>
        <translation>Tingi la mappa secondo la stagione e l&apos;ora d&apos;inizio della missione</translation>
    </message>
</context>
<context>
    <name>DifficultyBox</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>How strongly the computer plays</source>
        <translation>Quanto bene gioca il computer</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <source>General Clumsy scenarios (*.yaml *.yml);;All files (*)</source>
        <translation>Scenari di General Clumsy (*.yaml *.yml);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>File cambiato sul disco</translation>
    </message>
    <message>
        <source>{name} was changed on disk by another program. Reload it? Your version stays one Undo away; No keeps your version, and saving will ask before overwriting.</source>
        <translation>{name} è stato cambiato sul disco da un altro programma. Ricaricarlo? La tua versione resta a un Annulla di distanza; No tiene la tua versione, e salvando verrà chiesto prima di sovrascrivere.</translation>
    </message>
    <message>
        <source>Cannot reload</source>
        <translation>Impossibile ricaricare</translation>
    </message>
    <message>
        <source>{path} cannot be read now:</source>
        <translation>{path} non si può leggere ora:</translation>
    </message>
    <message>
        <source>Reload {name} from disk</source>
        <translation>Ricarica {name} dal disco</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>Save the changes to {name} before closing it?</source>
        <translation>Salvare le modifiche a {name} prima di chiuderlo?</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Salva lo scenario</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Apri uno scenario</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Impossibile aprire</translation>
    </message>
    <message>
        <source>{path} cannot be opened:</source>
        <translation>Impossibile aprire {path}:</translation>
    </message>
    <message>
        <source>{path} is not shaped like a scenario, so it cannot be edited on the map. Fix these first:</source>
        <translation>{path} non ha la forma di uno scenario, quindi non si può modificare sulla mappa. Correggi prima questi problemi:</translation>
    </message>
    <message>
        <source>Revert to saved</source>
        <translation>Torna alla versione salvata</translation>
    </message>
    <message>
        <source>Drop every change since {name} was last saved?</source>
        <translation>Scartare ogni modifica dall&apos;ultimo salvataggio di {name}?</translation>
    </message>
    <message>
        <source>{name} was changed on disk since the editor read it. Save anyway, overwriting those changes?</source>
        <translation>{name} è stato cambiato sul disco dopo che l&apos;editor l&apos;ha letto. Salvare comunque, sovrascrivendo quelle modifiche?</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Salvataggio non riuscito</translation>
    </message>
    <message>
        <source>Could not save {path}: {error}.

Your work is still here and the previous file is untouched; try another place.</source>
        <translation>Impossibile salvare {path}: {error}.

Il tuo lavoro è ancora qui e il file precedente è intatto; prova un&apos;altra posizione.</translation>
    </message>
    <message numerus="yes">
        <source>Saved {name}, but it has %n problem(s) to fix: see the Problems list</source>
        <translation>
            <numerusform>Salvato {name}, ma ha %n problema da correggere: vedi l&apos;elenco dei problemi</numerusform>
            <numerusform>Salvato {name}, ma ha %n problemi da correggere: vedi l&apos;elenco dei problemi</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>Salvato {name}</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>Esporta immagine</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Esportazione non riuscita</translation>
    </message>
    <message>
        <source>an unsaved map</source>
        <translation>una mappa non salvata</translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation>Recuperare il lavoro non salvato?</translation>
    </message>
    <message>
        <source>The editor did not close properly last time. Restore the autosaved copy of {where}?</source>
        <translation>L&apos;ultima volta l&apos;editor non si è chiuso correttamente. Ripristinare la copia salvata automaticamente di {where}?</translation>
    </message>
    <message>
        <source>Restored the autosaved copy: save it to keep it</source>
        <translation>Copia salvata automaticamente ripristinata: salvala per conservarla</translation>
    </message>
    <message>
        <source>Cannot restore the autosaved copy</source>
        <translation>Impossibile ripristinare la copia salvata automaticamente</translation>
    </message>
    <message>
        <source>The autosaved copy of {where} cannot be restored:</source>
        <translation>Impossibile ripristinare la copia salvata automaticamente di {where}:</translation>
    </message>
    <message>
        <source>Save the raw copy to a file, to mend it by hand in a text editor?</source>
        <translation>Salvare la copia grezza in un file, per sistemarla a mano in un editor di testo?</translation>
    </message>
    <message>
        <source>Could not save {path}: {error}.

The autosaved copy stays; it is offered again at the next start.</source>
        <translation>Impossibile salvare {path}: {error}.

La copia salvata automaticamente resta; verrà proposta di nuovo al prossimo avvio.</translation>
    </message>
    <message>
        <source>Saved the raw autosaved copy as {name}</source>
        <translation>Copia grezza del salvataggio automatico salvata come {name}</translation>
    </message>
    <message>
        <source>Save the raw autosaved copy</source>
        <translation>Salva la copia grezza del salvataggio automatico</translation>
    </message>
</context>
<context>
    <name>EditActions</name>
    <message numerus="yes">
        <source>%n feature(s)</source>
        <translation>
            <numerusform>%n elemento</numerusform>
            <numerusform>%n elementi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unità</numerusform>
            <numerusform>%n unità</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied {width}x{height} cells, {units}, {features}</source>
        <translation>Copiate {width}x{height} caselle, {units}, {features}</translation>
    </message>
    <message>
        <source>unit {units}</source>
        <translation>l&apos;unità {units}</translation>
    </message>
    <message>
        <source>Delete with its uses</source>
        <translation>Elimina con i suoi usi</translation>
    </message>
    <message>
        <source>Remove the uses</source>
        <translation>Rimuovi gli usi</translation>
    </message>
    <message>
        <source>Delete here</source>
        <translation>Elimina qui</translation>
    </message>
    <message>
        <source>Delete selection</source>
        <translation>Elimina la selezione</translation>
    </message>
    <message>
        <source>Nothing to paste: copy a rectangle first</source>
        <translation>Niente da incollare: copia prima un rettangolo</translation>
    </message>
    <message>
        <source>Pick this terrain</source>
        <translation>Prendi questo terreno</translation>
    </message>
    <message>
        <source>Place {kind} here</source>
        <translation>Piazza {kind} qui</translation>
    </message>
    <message>
        <source>Place {type} here</source>
        <translation>Piazza {type} qui</translation>
    </message>
    <message>
        <source>Select a rectangle (drag with the Select tool) to copy</source>
        <translation>Seleziona un rettangolo da copiare (trascina con lo strumento Selezione)</translation>
    </message>
    <message>
        <source>Select {thing} ({kind})</source>
        <translation>Seleziona {thing} ({kind})</translation>
    </message>
</context>
<context>
    <name>Edits</name>
    <message>
        <source>Fill {cells} {terrain}</source>
        <translation>Riempi {cells} {terrain}</translation>
    </message>
    <message>
        <source>add a side in the scenario settings before placing units</source>
        <translation>aggiungi una parte nelle impostazioni dello scenario prima di piazzare unità</translation>
    </message>
    <message>
        <source>there is already a unit in the air above {cell}; one unit to a cell</source>
        <translation>c&apos;è già un&apos;unità in volo sopra {cell}; un&apos;unità per casella</translation>
    </message>
    <message>
        <source>there is already a unit on {cell}</source>
        <translation>c&apos;è già un&apos;unità su {cell}</translation>
    </message>
    <message>
        <source>there is already a unit at {cell}; one unit to a cell</source>
        <translation>c&apos;è già un&apos;unità in {cell}; un&apos;unità per casella</translation>
    </message>
    <message>
        <source>Placed flying: {why}</source>
        <translation>Piazzata in volo: {why}</translation>
    </message>
    <message>
        <source>there is already a {kind} at {cell}</source>
        <translation>in {cell} c&apos;è già: {kind}</translation>
    </message>
    <message>
        <source>{cell} is outside the map</source>
        <translation>{cell} è fuori dalla mappa</translation>
    </message>
    <message>
        <source>there is already a piece at {cell}</source>
        <translation>c&apos;è già un pezzo in {cell}</translation>
    </message>
    <message>
        <source>{unit} cannot go to {cell}: {why}</source>
        <translation>{unit} non può andare in {cell}: {why}</translation>
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
        <source>{shot}: something unseen at {cell} stops it</source>
        <translation>{shot}: qualcosa di non visto in {cell} lo ferma</translation>
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
        <source>{side} captures a victory point out of sight</source>
        <translation>{side} conquista un punto vittoria fuori vista</translation>
    </message>
    <message>
        <source>{side} is capturing victory point {vp}</source>
        <translation>{side} sta conquistando il punto vittoria {vp}</translation>
    </message>
    <message>
        <source>{side} is capturing a victory point out of sight</source>
        <translation>{side} sta conquistando un punto vittoria fuori vista</translation>
    </message>
    <message>
        <source>A point was lost: a victory point of {side} out of sight is no longer held</source>
        <translation>Un punto è perso: un punto vittoria di {side} fuori vista non è più tenuto</translation>
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
        <source>— {side}&apos;s side-turn, round {round} —</source>
        <translation>— Round {round}: turno di {side} —</translation>
    </message>
    <message>
        <source>{side} ends its side-turn</source>
        <translation>{side} termina il turno</translation>
    </message>
    <message>
        <source>{side} deploys its units</source>
        <translation>{side} schiera le sue unità</translation>
    </message>
    <message>
        <source>{side} has deployed</source>
        <translation>{side} ha finito di schierarsi</translation>
    </message>
    <message>
        <source>{unit} is routed</source>
        <translation>{unit} è in rotta</translation>
    </message>
    <message>
        <source>{unit} rallies</source>
        <translation>{unit} si riorganizza</translation>
    </message>
    <message>
        <source>{unit}, routed since round {round}, leaves the field</source>
        <translation>{unit}, in rotta dal round {round}, lascia il campo</translation>
    </message>
    <message>
        <source>{side} did not move or fire this side-turn</source>
        <translation>{side} non ha mosso né sparato in questo turno</translation>
    </message>
    <message>
        <source>Summary of {side}&apos;s side-turn: {parts}</source>
        <translation>Riepilogo del turno di {side}: {parts}</translation>
    </message>
    <message>
        <source>Round {round} ends</source>
        <translation>Fine del round {round}</translation>
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
</context>
<context>
    <name>EventsDock</name>
    <message>
        <source>At a round</source>
        <translation>A un round</translation>
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
        <source>A variable&apos;s value</source>
        <translation>Il valore di una variabile</translation>
    </message>
    <message>
        <source>Not</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Point held for rounds</source>
        <translation>Punto tenuto per dei round</translation>
    </message>
    <message>
        <source>Units in an area</source>
        <translation>Unità in una zona</translation>
    </message>
    <message>
        <source>A side&apos;s turn</source>
        <translation>Il turno di una parte</translation>
    </message>
    <message>
        <source>attack an area</source>
        <translation>attaccare una zona</translation>
    </message>
    <message>
        <source>defend an area</source>
        <translation>difendere una zona</translation>
    </message>
    <message>
        <source>hold where it stands</source>
        <translation>tenere la posizione</translation>
    </message>
    <message>
        <source>patrol a route</source>
        <translation>pattugliare un percorso</translation>
    </message>
    <message>
        <source>wait in reserve</source>
        <translation>restare in riserva</translation>
    </message>
    <message>
        <source>cautious</source>
        <translation>prudente</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normale</translation>
    </message>
    <message>
        <source>bold</source>
        <translation>audace</translation>
    </message>
    <message>
        <source>(normal)</source>
        <translation>(normale)</translation>
    </message>
    <message>
        <source>built</source>
        <translation>costruito</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>distrutto</translation>
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
        <source>(as it is)</source>
        <translation>(com&apos;è)</translation>
    </message>
    <message>
        <source>rain</source>
        <translation>pioggia</translation>
    </message>
    <message>
        <source>dry</source>
        <translation>asciutto</translation>
    </message>
    <message>
        <source>add</source>
        <translation>aggiungi</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>togli</translation>
    </message>
    <message>
        <source>replace</source>
        <translation>sostituisci</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
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
        <source>AI plan</source>
        <translation>Piano IA</translation>
    </message>
    <message>
        <source>{side}, group {group}: {plan}</source>
        <translation>{side}, gruppo {group}: {plan}</translation>
    </message>
    <message>
        <source>Set a variable</source>
        <translation>Imposta una variabile</translation>
    </message>
    <message>
        <source>{name} = {value}</source>
        <translation>{name} = {value}</translation>
    </message>
    <message>
        <source>Add to a variable</source>
        <translation>Aggiungi a una variabile</translation>
    </message>
    <message>
        <source>{name} {amount:+d}</source>
        <translation>{name} {amount:+d}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>{points:+d} to {var}, told to {side}</source>
        <translation>{points:+d} a {var}, detto a {side}</translation>
    </message>
    <message>
        <source>every side</source>
        <translation>ogni parte</translation>
    </message>
    <message>
        <source>Change an objective</source>
        <translation>Cambia un obiettivo</translation>
    </message>
    <message>
        <source>Change the ground</source>
        <translation>Cambia il terreno</translation>
    </message>
    <message>
        <source>{area} becomes &apos;{terrain}&apos;</source>
        <translation>{area} diventa &apos;{terrain}&apos;</translation>
    </message>
    <message>
        <source>{count} cells</source>
        <translation>{count} caselle</translation>
    </message>
    <message>
        <source>Build or blow a bridge</source>
        <translation>Costruisci o fai saltare un ponte</translation>
    </message>
    <message>
        <source>built at {cell}</source>
        <translation>costruito in {cell}</translation>
    </message>
    <message>
        <source>destroyed at {cell}</source>
        <translation>distrutto in {cell}</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Tempo atmosferico</translation>
    </message>
    <message>
        <source>Lift the fog</source>
        <translation>Dirada la nebbia</translation>
    </message>
    <message>
        <source>for {side} over {area}, {rounds} round(s)</source>
        <translation>per {side} su {area}, {rounds} round</translation>
    </message>
    <message>
        <source>remove #{number}</source>
        <translation>togli il n. {number}</translation>
    </message>
    <message>
        <source>#{number} becomes {what}</source>
        <translation>il n. {number} diventa {what}</translation>
    </message>
    <message>
        <source>add {what}</source>
        <translation>aggiungi {what}</translation>
    </message>
    <message>
        <source>(no change)</source>
        <translation>(nessun cambio)</translation>
    </message>
    <message>
        <source>{weather} from round {round}</source>
        <translation>{weather} dal round {round}</translation>
    </message>
    <message>
        <source>{side}, {count} unit(s)</source>
        <translation>{side}, unità: {count}</translation>
    </message>
    <message>
        <source>is at least</source>
        <translation>è almeno</translation>
    </message>
    <message>
        <source>is at most</source>
        <translation>è al più</translation>
    </message>
    <message>
        <source>equals</source>
        <translation>è uguale a</translation>
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
        <source>an area of {count} cells</source>
        <translation>una zona di {count} caselle</translation>
    </message>
    <message>
        <source>area &apos;{area}&apos;</source>
        <translation>la zona &apos;{area}&apos;</translation>
    </message>
    <message>
        <source>When {clauses}</source>
        <translation>Quando {clauses}</translation>
    </message>
    <message>
        <source>not ({clause})</source>
        <translation>non ({clause})</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>When </source>
        <translation>Quando </translation>
    </message>
    <message>
        <source>Round {round}, at the start of {side}&apos;s side-turn</source>
        <translation>Round {round}, all&apos;inizio del turno di {side}</translation>
    </message>
    <message>
        <source>At the start of round {round}</source>
        <translation>All&apos;inizio del round {round}</translation>
    </message>
    <message>
        <source>unit {unit}</source>
        <translation>l&apos;unità {unit}</translation>
    </message>
    <message>
        <source>a unit of {side}</source>
        <translation>un&apos;unità di {side}</translation>
    </message>
    <message>
        <source>any unit</source>
        <translation>una qualsiasi unità</translation>
    </message>
    <message>
        <source>When {who} enters {area}</source>
        <translation>Quando {who} entra in {area}</translation>
    </message>
    <message>
        <source>When unit {unit} is destroyed</source>
        <translation>Quando l&apos;unità {unit} è distrutta</translation>
    </message>
    <message>
        <source>When {count} units of {side} are destroyed</source>
        <translation>Quando {count} unità di {side} sono distrutte</translation>
    </message>
    <message>
        <source>When {count} units are destroyed</source>
        <translation>Quando {count} unità sono distrutte</translation>
    </message>
    <message>
        <source>When {side} holds point {point}</source>
        <translation>Quando {side} tiene il punto {point}</translation>
    </message>
    <message>
        <source>When a side holds point {point}</source>
        <translation>Quando una parte tiene il punto {point}</translation>
    </message>
    <message>
        <source>When {side} has at most {count} units left</source>
        <translation>Quando a {side} restano al massimo {count} unità</translation>
    </message>
    <message>
        <source>{rounds} rounds after event &apos;{event}&apos;</source>
        <translation>{rounds} round dopo l&apos;evento &apos;{event}&apos;</translation>
    </message>
    <message>
        <source>After event &apos;{event}&apos;</source>
        <translation>Dopo l&apos;evento &apos;{event}&apos;</translation>
    </message>
    <message>
        <source>When {name} is at least {value}</source>
        <translation>Quando {name} è almeno {value}</translation>
    </message>
    <message>
        <source>When {name} is at most {value}</source>
        <translation>Quando {name} è al più {value}</translation>
    </message>
    <message>
        <source>When {name} is {value}</source>
        <translation>Quando {name} è {value}</translation>
    </message>
    <message>
        <source>When {side} has held point {point} for {rounds} rounds</source>
        <translation>Quando {side} tiene il punto {point} da {rounds} round</translation>
    </message>
    <message>
        <source>When unit {unit} is in {area}</source>
        <translation>Quando l&apos;unità {unit} è in {area}</translation>
    </message>
    <message>
        <source>When at least {count} units of {side} are in {area}</source>
        <translation>Quando almeno {count} unità di {side} sono in {area}</translation>
    </message>
    <message>
        <source>At the start of each of {side}&apos;s side-turns</source>
        <translation>All&apos;inizio di ogni turno di {side}</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Variabili</translation>
    </message>
    <message>
        <source>Fires again</source>
        <translation>Scatta di nuovo</translation>
    </message>
    <message>
        <source>Fires each time its trigger turns true again (once: false)</source>
        <translation>Scatta ogni volta che la sua condizione torna vera (once: false)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Add a condition of the chosen kind</source>
        <translation>Aggiungi una condizione del tipo scelto</translation>
    </message>
    <message>
        <source>Remove the chosen condition</source>
        <translation>Rimuovi la condizione scelta</translation>
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
        <source>&apos;Not&apos; negates one condition: change its kind instead</source>
        <translation>&apos;Non&apos; nega una sola condizione: cambiane il tipo</translation>
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
        <source>&apos;{id}&apos; is not a valid id: letters, digits, _ and -, starting with a letter</source>
        <translation>&apos;{id}&apos; non è un id valido: lettere, cifre, _ e -, iniziando con una lettera</translation>
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
    <name>FeaturePage</name>
    <message>
        <source>&apos;{id}&apos; is not a valid id: letters, digits, _ and -</source>
        <translation>&apos;{id}&apos; non è un id valido: lettere, cifre, _ e -</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Casella</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Genere</translation>
    </message>
    <message>
        <source>Make it a {type}</source>
        <translation>Trasformalo in {type}</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Proprietario</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Avanzamento</translation>
    </message>
    <message>
        <source>Rename victory point</source>
        <translation>Rinomina il punto vittoria</translation>
    </message>
    <message>
        <source>Set HP</source>
        <translation>Imposta i PV</translation>
    </message>
    <message>
        <source>Set owner</source>
        <translation>Imposta il proprietario</translation>
    </message>
    <message>
        <source>Set progress</source>
        <translation>Imposta l&apos;avanzamento</translation>
    </message>
    <message>
        <source>Set state</source>
        <translation>Imposta lo stato</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>completato</translation>
    </message>
    <message>
        <source>there is already a victory point &apos;{id}&apos;</source>
        <translation>esiste già un punto vittoria &apos;{id}&apos;</translation>
    </message>
    <message>
        <source>under construction</source>
        <translation>in costruzione</translation>
    </message>
</context>
<context>
    <name>FileField</name>
    <message>
        <source>Browse…</source>
        <translation>Sfoglia…</translation>
    </message>
</context>
<context>
    <name>FogMenu</name>
    <message>
        <source>Fog of &amp;war as seen by</source>
        <translation>&amp;Nebbia di guerra vista da</translation>
    </message>
    <message>
        <source>Nobody (no fog)</source>
        <translation>Nessuno (senza nebbia)</translation>
    </message>
</context>
<context>
    <name>ForceDialog</name>
    <message>
        <source>Play from {id}</source>
        <translation>Gioca da {id}</translation>
    </message>
    <message>
        <source>The units carried into {id} (untick those lost on the way):</source>
        <translation>Le unità portate in {id} (togli la spunta a quelle perse per strada):</translation>
    </message>
    <message>
        <source>No mission carries units into this one.</source>
        <translation>Nessuna missione porta unità in questa.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Map</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>Play-test</source>
        <translation>Prova di gioco</translation>
    </message>
    <message>
        <source>development copy</source>
        <translation>copia di sviluppo</translation>
    </message>
</context>
<context>
    <name>HistoryWords</name>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n casella</numerusform>
            <numerusform>%n caselle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unità</numerusform>
            <numerusform>%n unità</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n feature(s)</source>
        <translation>
            <numerusform>%n elemento</numerusform>
            <numerusform>%n elementi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeyboardCursor</name>
    <message>
        <source>Move the cell cursor</source>
        <translation>Muovi il cursore di casella</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Frecce</translation>
    </message>
    <message>
        <source>Use the tool at the cursor (hold Space to drag)</source>
        <translation>Usa lo strumento al cursore (tieni premuto Spazio per trascinare)</translation>
    </message>
    <message>
        <source>Space, Enter</source>
        <translation>Spazio, Invio</translation>
    </message>
    <message>
        <source>Select a rectangle (Select tool)</source>
        <translation>Seleziona un rettangolo (strumento Selezione)</translation>
    </message>
    <message>
        <source>Shift+Arrows</source>
        <translation>Maiusc+Frecce</translation>
    </message>
    <message>
        <source>Done, or cancel picking cells</source>
        <translation>Fatto, o annulla la scelta delle caselle</translation>
    </message>
    <message>
        <source>Enter, Esc</source>
        <translation>Invio, Esc</translation>
    </message>
    <message>
        <source>Move the cell cursor on the board</source>
        <translation>Muovi il cursore di casella sulla mappa</translation>
    </message>
    <message>
        <source>Select the unit at the cursor, or move or fire there</source>
        <translation>Seleziona l&apos;unità al cursore, o muovi o fai fuoco lì</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Invio, Spazio</translation>
    </message>
    <message>
        <source>Cancel the selection, then go back to editing</source>
        <translation>Annulla la selezione, poi torna alla modifica</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
</context>
<context>
    <name>KeyboardFocus</name>
    <message>
        <source>Next panel</source>
        <translation>Pannello successivo</translation>
    </message>
    <message>
        <source>Previous panel</source>
        <translation>Pannello precedente</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the map or the next dock</source>
        <translation>Sposta il focus della tastiera sulla mappa o sul pannello successivo</translation>
    </message>
    <message>
        <source>Go to the map</source>
        <translation>Vai alla mappa</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the map (arrows then move its cell cursor)</source>
        <translation>Porta il fuoco della tastiera sulla mappa (poi le frecce muovono il suo cursore di casella)</translation>
    </message>
</context>
<context>
    <name>LineTool</name>
    <message>
        <source>Line of {cells} {terrain}</source>
        <translation>Linea di {cells} {terrain}</translation>
    </message>
</context>
<context>
    <name>LinkDialog</name>
    <message>
        <source>Link missions</source>
        <translation>Collega le missioni</translation>
    </message>
    <message>
        <source>the end of the campaign</source>
        <translation>la fine della campagna</translation>
    </message>
    <message>
        <source>(no link: remove it)</source>
        <translation>(nessun collegamento: toglilo)</translation>
    </message>
    <message>
        <source>From mission:</source>
        <translation>Dalla missione:</translation>
    </message>
    <message>
        <source>When:</source>
        <translation>Quando:</translation>
    </message>
    <message>
        <source>Go on to:</source>
        <translation>Prosegui con:</translation>
    </message>
    <message>
        <source>{side} wins</source>
        <translation>vince {side}</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>un pareggio</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Strumenti</translation>
    </message>
    <message>
        <source>Select some cells first (Select, the magic wand or Select same terrain)</source>
        <translation>Prima seleziona delle caselle (Seleziona, la bacchetta magica o Seleziona stesso terreno)</translation>
    </message>
    <message>
        <source>&amp;New map…</source>
        <translation>&amp;Nuova mappa…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <source>Re&amp;vert to saved</source>
        <translation>&amp;Torna al salvato</translation>
    </message>
    <message>
        <source>Drop the unsaved changes and read the file again</source>
        <translation>Scarta le modifiche non salvate e rileggi il file</translation>
    </message>
    <message>
        <source>&amp;Resize map…</source>
        <translation>&amp;Ridimensiona mappa…</translation>
    </message>
    <message>
        <source>&amp;Export image…</source>
        <translation>&amp;Esporta immagine…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importa…</translation>
    </message>
    <message>
        <source>Open a Tiled map (.tmx, .tmj) or a picture as a new map</source>
        <translation>Apri una mappa di Tiled (.tmx, .tmj) o un&apos;immagine come nuova mappa</translation>
    </message>
    <message>
        <source>Export as &amp;Tiled map…</source>
        <translation>Esporta come mappa &amp;Tiled…</translation>
    </message>
    <message>
        <source>Save the mission as a Tiled map (.tmx, .tmj) with its terrain tileset</source>
        <translation>Salva la missione come mappa di Tiled (.tmx, .tmj) con il tileset dei terreni</translation>
    </message>
    <message>
        <source>New &amp;campaign…</source>
        <translation>Nuova &amp;campagna…</translation>
    </message>
    <message>
        <source>Link missions into a campaign: their order by outcome, the units they carry on</source>
        <translation>Collega missioni in una campagna: il loro ordine secondo l&apos;esito, le unità che portano avanti</translation>
    </message>
    <message>
        <source>Open campai&amp;gn…</source>
        <translation>Apri campa&amp;gna…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Play-test</source>
        <translation>&amp;Prova di gioco</translation>
    </message>
    <message>
        <source>Play the mission as it is now, by the real rules</source>
        <translation>Gioca la missione così com&apos;è, con le regole vere</translation>
    </message>
    <message>
        <source>&amp;Balance check…</source>
        <translation>&amp;Verifica dell&apos;equilibrio…</translation>
    </message>
    <message>
        <source>Let the AI play both sides many times and read who wins</source>
        <translation>Fai giocare all&apos;IA entrambe le parti molte volte e guarda chi vince</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>I&amp;ncolla</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Elimina</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>Seleziona &amp;tutto</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <source>&amp;Fit map</source>
        <translation>&amp;Adatta la mappa</translation>
    </message>
    <message>
        <source>&amp;Grid lines</source>
        <translation>&amp;Griglia</translation>
    </message>
    <message>
        <source>Show &amp;units</source>
        <translation>Mostra le &amp;unità</translation>
    </message>
    <message>
        <source>Show &amp;features</source>
        <translation>Mostra gli &amp;elementi</translation>
    </message>
    <message>
        <source>Show all &amp;areas</source>
        <translation>Mostra tutte le &amp;zone</translation>
    </message>
    <message>
        <source>Draw every named area with its name</source>
        <translation>Disegna ogni zona con un nome insieme al suo nome</translation>
    </message>
    <message>
        <source>Show place &amp;names</source>
        <translation>Mostra i &amp;nomi dei luoghi</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>Ripristina la &amp;disposizione</translation>
    </message>
    <message>
        <source>Put every panel back where it starts: the map in the middle, the docks on the right</source>
        <translation>Rimetti ogni pannello al suo posto iniziale: la mappa al centro, i pannelli a destra</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Guida per l&apos;utente</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
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
        <source>&amp;Reference image…</source>
        <translation>Immagine di &amp;riferimento…</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>S&amp;trumenti</translation>
    </message>
    <message>
        <source>&amp;Rules of this mission…</source>
        <translation>&amp;Regole di questa missione…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>{scenario} — {file}[*] — General Clumsy editor</source>
        <translation>{scenario} — {file}[*] — editor di General Clumsy</translation>
    </message>
    <message>
        <source>Resize map</source>
        <translation>Ridimensiona mappa</translation>
    </message>
    <message>
        <source>The panels are back in their first places</source>
        <translation>I pannelli sono tornati al loro posto iniziale</translation>
    </message>
</context>
<context>
    <name>MapExchange</name>
    <message>
        <source>Tiled maps and pictures (*.tmx *.tmj *.png *.jpg *.jpeg);;All files (*)</source>
        <translation>Mappe di Tiled e immagini (*.tmx *.tmj *.png *.jpg *.jpeg);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
    <message>
        <source>only Tiled maps (.tmx, .tmj) and pictures (.png, .jpg) can be imported</source>
        <translation>si possono importare solo mappe di Tiled (.tmx, .tmj) e immagini (.png, .jpg)</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Impossibile importare</translation>
    </message>
    <message>
        <source>Imported {name}: save it to keep it</source>
        <translation>Importato {name}: salvalo per conservarlo</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx)</source>
        <translation>Mappe di Tiled (*.tmx)</translation>
    </message>
    <message>
        <source>Tiled JSON maps (*.tmj)</source>
        <translation>Mappe JSON di Tiled (*.tmj)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Esportazione non riuscita</translation>
    </message>
    <message>
        <source>Exported {names}</source>
        <translation>Esportati {names}</translation>
    </message>
</context>
<context>
    <name>MapLook</name>
    <message>
        <source>Terrain &amp;transitions</source>
        <translation>&amp;Transizioni del terreno</translation>
    </message>
    <message>
        <source>Soft edges where two terrains meet: forest fringes, shores, road joins</source>
        <translation>Bordi morbidi dove due terreni si incontrano: margini dei boschi, rive, raccordi delle strade</translation>
    </message>
    <message>
        <source>Colour-&amp;blind safe palette</source>
        <translation>Tavolozza adatta ai &amp;daltonici</translation>
    </message>
    <message>
        <source>Terrain and side colours that stay apart for the common colour-vision deficiencies (Paul Tol, Okabe-Ito)</source>
        <translation>Colori di terreni e parti che restano distinguibili con le comuni anomalie della visione dei colori (Paul Tol, Okabe-Ito)</translation>
    </message>
</context>
<context>
    <name>MinimapDock</name>
    <message>
        <source>Minimap</source>
        <translation>Minimappa</translation>
    </message>
</context>
<context>
    <name>MissionEdits</name>
    <message>
        <source>{cell} is off the map</source>
        <translation>{cell} è fuori dalla mappa</translation>
    </message>
    <message>
        <source>A place name holds at most {limit} characters; this one has {count}</source>
        <translation>Un nome di luogo contiene al massimo {limit} caratteri; questo ne ha {count}</translation>
    </message>
    <message>
        <source>Add label</source>
        <translation>Aggiungi etichetta</translation>
    </message>
    <message>
        <source>Remove label</source>
        <translation>Rimuovi etichetta</translation>
    </message>
    <message>
        <source>Rename label</source>
        <translation>Rinomina etichetta</translation>
    </message>
    <message>
        <source>Area {area} cells</source>
        <translation>Caselle della zona {area}</translation>
    </message>
    <message>
        <source>Deployment zone of {side}</source>
        <translation>Zona di schieramento di {side}</translation>
    </message>
</context>
<context>
    <name>MissionOverlay</name>
    <message>
        <source>R{round}</source>
        <translation>R{round}</translation>
    </message>
    <message>
        <source>event</source>
        <translation>evento</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>{side}: escort to here</source>
        <translation>{side}: scorta fin qui</translation>
    </message>
    <message>
        <source>{side}: kill {unit}</source>
        <translation>{side}: elimina {unit}</translation>
    </message>
</context>
<context>
    <name>MissionPlay</name>
    <message>
        <source>Mission</source>
        <translation>Missione</translation>
    </message>
    <message>
        <source>Briefing for {side}: {text}</source>
        <translation>Briefing per {side}: {text}</translation>
    </message>
    <message>
        <source>{cell} is not a free cell of the zone of {side}</source>
        <translation>{cell} non è una casella libera della zona di {side}</translation>
    </message>
</context>
<context>
    <name>MissionText</name>
    <message>
        <source>Event &apos;{event}&apos; happens (round {round})</source>
        <translation>Avviene l&apos;evento &apos;{event}&apos; (round {round})</translation>
    </message>
    <message>
        <source>{count} unseen aboard</source>
        <translation>{count} non viste a bordo</translation>
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
        <source>{unit} does not arrive: {reason}</source>
        <translation>{unit} non arriva: {reason}</translation>
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
        <source>attack</source>
        <translation>attaccare</translation>
    </message>
    <message>
        <source>defend</source>
        <translation>difendere</translation>
    </message>
    <message>
        <source>hold</source>
        <translation>tenere la posizione</translation>
    </message>
    <message>
        <source>patrol</source>
        <translation>pattugliare</translation>
    </message>
    <message>
        <source>wait in reserve</source>
        <translation>restare in riserva</translation>
    </message>
    <message>
        <source>Orders: group {group} is to {plan} now</source>
        <translation>Ordini: il gruppo {group} deve ora {plan}</translation>
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
    <message>
        <source>Variable {name} is now {value}</source>
        <translation>La variabile {name} ora vale {value}</translation>
    </message>
    <message>
        <source>{points:+d} to {var}, now {value}</source>
        <translation>{points:+d} a {var}, ora {value}</translation>
    </message>
    <message>
        <source>The ground at {cell} stays as it is: {unit} stands there</source>
        <translation>Il terreno in {cell} resta com&apos;è: vi si trova {unit}</translation>
    </message>
    <message>
        <source>A bridge stands at {cell}</source>
        <translation>Un ponte sorge in {cell}</translation>
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
        <source>The weather turns: {season}, rain</source>
        <translation>Il tempo cambia: {season}, pioggia</translation>
    </message>
    <message>
        <source>The weather turns: {season}, dry</source>
        <translation>Il tempo cambia: {season}, asciutto</translation>
    </message>
    <message>
        <source>The fog lifts over {count} cells until round {round}</source>
        <translation>La nebbia si dirada su {count} caselle fino al round {round}</translation>
    </message>
    <message>
        <source>New objective</source>
        <translation>Nuovo obiettivo</translation>
    </message>
    <message>
        <source>Objective dropped</source>
        <translation>Obiettivo annullato</translation>
    </message>
    <message>
        <source>Objective changed</source>
        <translation>Obiettivo cambiato</translation>
    </message>
</context>
<context>
    <name>MultiPage</name>
    <message>
        <source>(mixed)</source>
        <translation>(misto)</translation>
    </message>
    <message>
        <source>Side / owner</source>
        <translation>Parte / proprietario</translation>
    </message>
    <message>
        <source>Side / owner {side} for {count} things</source>
        <translation>Parte / proprietario {side} per {count} oggetti</translation>
    </message>
    <message>
        <source>Side of the units and owner of the features, all at once</source>
        <translation>Parte delle unità e proprietario degli elementi, tutti insieme</translation>
    </message>
    <message>
        <source>{count} things selected: {units} unit(s), {features} feature(s). Changes apply to all.</source>
        <translation>{count} oggetti selezionati: unità {units}, elementi {features}. Le modifiche valgono per tutti.</translation>
    </message>
</context>
<context>
    <name>NewMapDialog</name>
    <message>
        <source>New map</source>
        <translation>Nuova mappa</translation>
    </message>
    <message>
        <source>Untitled mission</source>
        <translation>Missione senza titolo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Hex (pointy-top, odd rows shifted)</source>
        <translation>Esagoni (a punta in alto, righe dispari spostate)</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadrati</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Griglia</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Larghezza</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Altezza</translation>
    </message>
    <message>
        <source>Base terrain</source>
        <translation>Terreno di base</translation>
    </message>
    <message>
        <source>Generate a starting map</source>
        <translation>Genera una mappa di partenza</translation>
    </message>
    <message>
        <source>Rivers, hills, forests, villages, roads and victory points drawn from a seed; the same seed gives the same map</source>
        <translation>Fiumi, colline, boschi, villaggi, strade e punti vittoria tratti da un seme; lo stesso seme dà la stessa mappa</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Boschi</translation>
    </message>
    <message>
        <source>Hills</source>
        <translation>Colline</translation>
    </message>
    <message>
        <source>Swamps</source>
        <translation>Paludi</translation>
    </message>
    <message>
        <source>A river with bridges</source>
        <translation>Un fiume con ponti</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Punti vittoria</translation>
    </message>
    <message>
        <source>Give the mission a name.</source>
        <translation>Dai un nome alla missione.</translation>
    </message>
</context>
<context>
    <name>NumbersTab</name>
    <message>
        <source>Override</source>
        <translation>Sostituisci</translation>
    </message>
    <message>
        <source>Back to the game&apos;s value</source>
        <translation>Torna al valore del gioco</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Override {key}</source>
        <translation>Sostituisci {key}</translation>
    </message>
    <message>
        <source>Edit {id}: {key}</source>
        <translation>Modifica {id}: {key}</translation>
    </message>
    <message>
        <source>Remove {id} from the rules</source>
        <translation>Togli {id} dalle regole</translation>
    </message>
</context>
<context>
    <name>Objectives</name>
    <message>
        <source>Hold until a round</source>
        <translation>Resistere fino a un round</translation>
    </message>
    <message>
        <source>Escort units to an area</source>
        <translation>Scortare unità in una zona</translation>
    </message>
    <message>
        <source>Kill a unit</source>
        <translation>Eliminare un&apos;unità</translation>
    </message>
    <message>
        <source>{side} holds out until round {round}</source>
        <translation>{side} resiste fino al round {round}</translation>
    </message>
    <message>
        <source>{side} escorts {units} to {cells} by round {round}</source>
        <translation>{side} scorta {units} in {cells} entro il round {round}</translation>
    </message>
    <message>
        <source>{side} kills {unit}</source>
        <translation>{side} elimina {unit}</translation>
    </message>
</context>
<context>
    <name>ObjectivesEditor</name>
    <message>
        <source>Objectives</source>
        <translation>Obiettivi</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Parte</translation>
    </message>
    <message>
        <source>Hold until</source>
        <translation>Resistere fino a</translation>
    </message>
    <message>
        <source>Until round</source>
        <translation>Fino al round</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Pick cells on the map…</source>
        <translation>Scegli le caselle sulla mappa…</translation>
    </message>
    <message>
        <source>Click or drag cells: the area becomes them; Shift adds, Ctrl erases; Enter when done</source>
        <translation>Fai clic o trascina sulle caselle: la zona diventa quelle; Maiusc aggiunge, Ctrl cancella; Invio per finire</translation>
    </message>
    <message>
        <source>Escort by round</source>
        <translation>Scorta entro il round</translation>
    </message>
    <message>
        <source>By round</source>
        <translation>Entro il round</translation>
    </message>
    <message>
        <source>Unit to kill</source>
        <translation>Unità da eliminare</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Pick the unit on the map…</source>
        <translation>Scegli l&apos;unità sulla mappa…</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n casella</numerusform>
            <numerusform>%n caselle</numerusform>
        </translation>
    </message>
    <message>
        <source>the area &apos;{id}&apos;</source>
        <translation>la zona &apos;{id}&apos;</translation>
    </message>
    <message>
        <source>(none yet: pick cells on the map)</source>
        <translation>(nessuna per ora: scegli le caselle sulla mappa)</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>(scegli)</translation>
    </message>
    <message>
        <source>Add a side first</source>
        <translation>Aggiungi prima una parte</translation>
    </message>
    <message>
        <source>Place a unit first: an escort objective names units to escort</source>
        <translation>Piazza prima un&apos;unità: un obiettivo di scorta indica le unità da scortare</translation>
    </message>
    <message>
        <source>Place an enemy unit first: a kill objective names its target</source>
        <translation>Piazza prima un&apos;unità nemica: un obiettivo di eliminazione indica il suo bersaglio</translation>
    </message>
    <message>
        <source>Add objective</source>
        <translation>Aggiungi obiettivo</translation>
    </message>
    <message>
        <source>Remove objective</source>
        <translation>Rimuovi obiettivo</translation>
    </message>
    <message>
        <source>Objective side</source>
        <translation>Parte dell&apos;obiettivo</translation>
    </message>
    <message>
        <source>An escort needs at least one unit</source>
        <translation>Una scorta richiede almeno un&apos;unità</translation>
    </message>
    <message>
        <source>Escorted units</source>
        <translation>Unità scortate</translation>
    </message>
    <message>
        <source>Escort area</source>
        <translation>Zona della scorta</translation>
    </message>
    <message>
        <source>Escort area of {side}</source>
        <translation>Zona della scorta di {side}</translation>
    </message>
    <message>
        <source>No enemy unit of side &apos;{side}&apos; at {cell}</source>
        <translation>Nessuna unità nemica della parte &apos;{side}&apos; in {cell}</translation>
    </message>
    <message>
        <source>&apos;{unit}&apos; is side {side}&apos;s own unit; pick an enemy</source>
        <translation>&apos;{unit}&apos; è un&apos;unità della parte {side} stessa; scegli un nemico</translation>
    </message>
    <message>
        <source>Target: {unit} ({type}); Enter when done</source>
        <translation>Bersaglio: {unit} ({type}); Invio per finire</translation>
    </message>
    <message>
        <source>Click the enemy unit to kill</source>
        <translation>Fai clic sull&apos;unità nemica da eliminare</translation>
    </message>
</context>
<context>
    <name>OverlayLegend</name>
    <message>
        <source>Take this overlay off the map</source>
        <translation>Togli questa sovrapposizione dalla mappa</translation>
    </message>
    <message>
        <source>Overlay on: {name}</source>
        <translation>Sovrapposizione attiva: {name}</translation>
    </message>
</context>
<context>
    <name>OverrideSpin</name>
    <message>
        <source>default</source>
        <translation>predefinito</translation>
    </message>
    <message>
        <source>default ({value})</source>
        <translation>predefinito ({value})</translation>
    </message>
</context>
<context>
    <name>PackTab</name>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove {id} from the rules</source>
        <translation>Togli {id} dalle regole</translation>
    </message>
    <message>
        <source>Edit {id}: {key}</source>
        <translation>Modifica {id}: {key}</translation>
    </message>
</context>
<context>
    <name>PaletteDock</name>
    <message>
        <source>Palette</source>
        <translation>Tavolozza</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Brush radius in cells: 0 paints one cell, 1 adds its neighbours, ...</source>
        <translation>Raggio del pennello in caselle: 0 dipinge una casella, 1 aggiunge le vicine, ...</translation>
    </message>
    <message>
        <source>Brush radius</source>
        <translation>Raggio del pennello</translation>
    </message>
    <message>
        <source>What the eraser paints back</source>
        <translation>Ciò che la gomma ridipinge</translation>
    </message>
    <message>
        <source>Eraser paints</source>
        <translation>La gomma dipinge</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>left right</source>
        <translation>sinistra destra</translation>
    </message>
    <message>
        <source>top bottom</source>
        <translation>alto basso</translation>
    </message>
    <message>
        <source>turn 180°</source>
        <translation>rotazione di 180°</translation>
    </message>
    <message>
        <source>Symmetry: painting and placing also make the mirrored counterpart; units and features go to the opposite side</source>
        <translation>Simmetria: dipingere e piazzare creano anche la controparte speculare; unità ed elementi vanno alla parte opposta</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Specchio</translation>
    </message>
    <message>
        <source>Units and features</source>
        <translation>Unità ed elementi</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Parte</translation>
    </message>
    <message>
        <source>Unit type</source>
        <translation>Tipo di unità</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>ponte</translation>
    </message>
    <message>
        <source>mine</source>
        <translation>mina</translation>
    </message>
    <message>
        <source>victory point</source>
        <translation>punto vittoria</translation>
    </message>
    <message>
        <source>building</source>
        <translation>edificio</translation>
    </message>
    <message>
        <source>work</source>
        <translation>opera</translation>
    </message>
    <message>
        <source>wreck</source>
        <translation>relitto</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Finito</translation>
    </message>
    <message>
        <source>Buildings and works are placed finished; unchecked, under construction</source>
        <translation>Edifici e opere vengono piazzati finiti; se non spuntato, in costruzione</translation>
    </message>
    <message>
        <source>[mission]</source>
        <translation>[missione]</translation>
    </message>
    <message>
        <source>This mission&apos;s own type, from its rule pack</source>
        <translation>Un tipo proprio di questa missione, dal suo pacchetto di regole</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Pezzi</translation>
    </message>
    <message>
        <source>Choose a piece, then place it with the Place unit tool in the chosen side&apos;s deployment zone</source>
        <translation>Scegli un pezzo, poi piazzalo con lo strumento Piazza unità nella zona di schieramento della parte scelta</translation>
    </message>
    <message>
        <source>{ruleset} pieces</source>
        <translation>Pezzi di {ruleset}</translation>
    </message>
    <message>
        <source>{piece}: {count} left</source>
        <translation>{piece}: ne restano {count}</translation>
    </message>
    <message>
        <source>Random {side}:</source>
        <translation>Casuale {side}:</translation>
    </message>
    <message>
        <source>Fill the rest</source>
        <translation>Completa</translation>
    </message>
    <message>
        <source>Deal the pieces of {side} not yet placed onto the free squares of its zone; the pieces placed by hand stay (one undo step)</source>
        <translation>Distribuisci i pezzi di {side} non ancora piazzati sulle caselle libere della sua zona; i pezzi piazzati a mano restano (un solo passo di annullamento)</translation>
    </message>
    <message>
        <source>Replace all</source>
        <translation>Sostituisci tutti</translation>
    </message>
    <message>
        <source>Replace all the pieces of {side} with a random legal deployment of its zone (one undo step)</source>
        <translation>Sostituisci tutti i pezzi di {side} con uno schieramento casuale e valido nella sua zona (un solo passo di annullamento)</translation>
    </message>
    <message>
        <source>{terrain}: AP {costs}; cover {cover}</source>
        <translation>{terrain}: PA {costs}; copertura {cover}</translation>
    </message>
</context>
<context>
    <name>PasteTool</name>
    <message>
        <source>Paste: clipboard {turn}</source>
        <translation>Incolla: appunti {turn}</translation>
    </message>
</context>
<context>
    <name>PictureImportDialog</name>
    <message>
        <source>Import a picture as terrain</source>
        <translation>Importa un&apos;immagine come terreno</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Esagoni</translation>
    </message>
    <message>
        <source>Squares</source>
        <translation>Quadrati</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Griglia</translation>
    </message>
    <message>
        <source>Columns (the rows follow the picture&apos;s shape)</source>
        <translation>Colonne (le righe seguono la forma dell&apos;immagine)</translation>
    </message>
    <message>
        <source>Palette file</source>
        <translation>File della tavolozza</translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>File YAML (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>the terrain colours</source>
        <translation>i colori dei terreni</translation>
    </message>
    <message>
        <source>Palette file (YAML: &quot;#rrggbb&quot;: terrain character)</source>
        <translation>File della tavolozza (YAML: &quot;#rrggbb&quot;: carattere del terreno)</translation>
    </message>
    <message>
        <source>(no preview)</source>
        <translation>(nessuna anteprima)</translation>
    </message>
</context>
<context>
    <name>PieceSetup</name>
    <message>
        <source>random deployment needs a ruleset whose sides set up pieces in zones</source>
        <translation>lo schieramento casuale richiede un regolamento in cui le parti dispongono i pezzi in zone</translation>
    </message>
    <message>
        <source>Random deployment for {side}</source>
        <translation>Schieramento casuale per {side}</translation>
    </message>
    <message>
        <source>{side} has every piece placed already; use Replace all to deal them anew</source>
        <translation>{side} ha già piazzato ogni pezzo; usa Sostituisci tutti per distribuirli di nuovo</translation>
    </message>
    <message>
        <source>the zone of {side} has {free} free square(s) for {left} piece(s) left; clear some squares or use Replace all</source>
        <translation>la zona di {side} ha {free} caselle libere per {left} pezzi rimasti; libera alcune caselle o usa Sostituisci tutti</translation>
    </message>
    <message>
        <source>Fill the deployment of {side}</source>
        <translation>Completa lo schieramento di {side}</translation>
    </message>
</context>
<context>
    <name>PlaceLabelTool</name>
    <message>
        <source>Place name at {cell}</source>
        <translation>Nome del luogo in {cell}</translation>
    </message>
</context>
<context>
    <name>PlayLauncher</name>
    <message>
        <source>Cannot play yet</source>
        <translation>Non si può ancora giocare</translation>
    </message>
    <message>
        <source>The scenario has problems the engine cannot play around; fix these first (see the Problems list):</source>
        <translation>Lo scenario ha problemi che il motore non può aggirare; correggi prima questi (vedi l&apos;elenco dei problemi):</translation>
    </message>
    <message>
        <source>Balance fix: {edit}</source>
        <translation>Correzione dell&apos;equilibrio: {edit}</translation>
    </message>
    <message>
        <source>Balance check</source>
        <translation>Verifica dell&apos;equilibrio</translation>
    </message>
</context>
<context>
    <name>PlayLog</name>
    <message>
        <source>{side} orders {unit}: {order}</source>
        <translation>{side} ordina a {unit}: {order}</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Click one of your units.</source>
        <translation>Fai clic su una delle tue unità.</translation>
    </message>
    <message>
        <source>End turn (Tab)</source>
        <translation>Fine turno (Tab)</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Eventi</translation>
    </message>
    <message>
        <source>Orders (click to give)</source>
        <translation>Ordini (fai clic per darli)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Selected unit</source>
        <translation>Unità selezionata</translation>
    </message>
    <message>
        <source>ai</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>human</source>
        <translation>umano</translation>
    </message>
</context>
<context>
    <name>PlayStatus</name>
    <message>
        <source>, unit {unit} acting at initiative {initiative}</source>
        <translation>, agisce l&apos;unità {unit} con iniziativa {initiative}</translation>
    </message>
    <message>
        <source>, {phase} phase</source>
        <translation>, fase {phase}</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} — {side} to play ({mode}); seed {seed}</source>
        <translation>Round {round} di {rounds}: tocca a {side} ({mode}); seme {seed}</translation>
    </message>
    <message>
        <source>{status} — {clock}</source>
        <translation>{status} — {clock}</translation>
    </message>
    <message>
        <source>your move</source>
        <translation>tocca a te</translation>
    </message>
</context>
<context>
    <name>PlayToolbar</name>
    <message>
        <source>AI difficulty:</source>
        <translation>Difficoltà dell&apos;IA:</translation>
    </message>
    <message>
        <source>AI speed:</source>
        <translation>Velocità dell&apos;IA:</translation>
    </message>
    <message>
        <source>Back to editing</source>
        <translation>Torna alla modifica</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Fixed ({ms} ms)</source>
        <translation>Fissa ({ms} ms)</translation>
    </message>
    <message>
        <source>How fast the AI&apos;s moves and shots are shown</source>
        <translation>Quanto velocemente vengono mostrati i movimenti e i tiri dell&apos;IA</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Restart with a new seed</source>
        <translation>Ricomincia con un nuovo seme</translation>
    </message>
    <message>
        <source>Reveal all</source>
        <translation>Rivela tutto</translation>
    </message>
    <message>
        <source>Save replay…</source>
        <translation>Salva la registrazione…</translation>
    </message>
    <message>
        <source>Show the AI&apos;s next action (N)</source>
        <translation>Mostra la prossima azione dell&apos;IA (N)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Step through AI</source>
        <translation>IA passo per passo</translation>
    </message>
    <message>
        <source>The AI plays its next action only when you press Step (N)</source>
        <translation>L&apos;IA gioca la sua prossima azione solo quando premi Passo (N)</translation>
    </message>
</context>
<context>
    <name>PlayView</name>
    <message>
        <source>, carrying {cargo}</source>
        <translation>, trasporta {cargo}</translation>
    </message>
    <message>
        <source>Cannot fire: {why}</source>
        <translation>Impossibile sparare: {why}</translation>
    </message>
    <message>
        <source>Cannot move here: {why}</source>
        <translation>Impossibile muovere qui: {why}</translation>
    </message>
    <message>
        <source>Click to move here</source>
        <translation>Fai clic per muovere qui</translation>
    </message>
    <message>
        <source>Hand the screen to {name}. The board stays hidden until {name} is ready.</source>
        <translation>Passa lo schermo a {name}. La mappa resta nascosta finché {name} non è pronto.</translation>
    </message>
    <message>
        <source>I am {name}: show my board</source>
        <translation>Sono {name}: mostra la mia mappa</translation>
    </message>
    <message>
        <source>Order: {order} (you may still change it). </source>
        <translation>Ordine: {order} (puoi ancora cambiarlo). </translation>
    </message>
    <message>
        <source>Order: {order}. </source>
        <translation>Ordine: {order}. </translation>
    </message>
    <message>
        <source>Target: click to fire</source>
        <translation>Bersaglio: fai clic per sparare</translation>
    </message>
    <message>
        <source>{unit} ({type}) at {cell}: HP {hp}/{max_hp}, AP {ap}/{max_ap}, ammo {ammo}, fuel {fuel}, shots left {shots}</source>
        <translation>{unit} ({type}) in {cell}: PV {hp}/{max_hp}, PA {ap}/{max_ap}, munizioni {ammo}, carburante {fuel}, tiri rimasti {shots}</translation>
    </message>
</context>
<context>
    <name>PlaytestWindow</name>
    <message>
        <source>Click one of your units.</source>
        <translation>Fai clic su una delle tue unità.</translation>
    </message>
    <message>
        <source>Play-test: {name}</source>
        <translation>Prova di gioco: {name}</translation>
    </message>
    <message>
        <source>New game, seed {seed}</source>
        <translation>Nuova partita, seme {seed}</translation>
    </message>
    <message>
        <source>The {phase} phase of {side} has just begun: that input was meant for the AI&apos;s turn and is ignored</source>
        <translation>La fase {phase} di {side} è appena cominciata: quel comando era per il turno dell&apos;IA e viene ignorato</translation>
    </message>
    <message>
        <source>The turn of {side} has just begun: that input was meant for the AI&apos;s turn and is ignored</source>
        <translation>Il turno di {side} è appena cominciato: quel comando era per il turno dell&apos;IA e viene ignorato</translation>
    </message>
    <message>
        <source>{side} wins</source>
        <translation>vince {side}</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>Game over after round {round}. {outcome}: {reason}</source>
        <translation>Partita finita dopo il round {round}. {outcome}: {reason}</translation>
    </message>
    <message>
        <source>The board is hidden until the next player confirms the hand-over</source>
        <translation>La mappa resta nascosta finché il prossimo giocatore non conferma il passaggio</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Non è il tuo turno</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>Click one of the units of {side} first</source>
        <translation>Fai prima clic su una delle unità di {side}</translation>
    </message>
    <message>
        <source>Save replay</source>
        <translation>Salva la registrazione</translation>
    </message>
    <message>
        <source>Replays (*.json)</source>
        <translation>Registrazioni (*.json)</translation>
    </message>
    <message>
        <source>Replay saved to {path}</source>
        <translation>Registrazione salvata in {path}</translation>
    </message>
    <message>
        <source>Could not save the replay: {error}</source>
        <translation>Impossibile salvare la registrazione: {error}</translation>
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
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>Widgets, text and icons grow together (Qt&apos;s scale factor)</source>
        <translation>Finestre, testo e icone crescono insieme (il fattore di scala di Qt)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Interface scale</source>
        <translation>Scala dell&apos;interfaccia</translation>
    </message>
    <message>
        <source>The new language applies the next time the editor starts.</source>
        <translation>La nuova lingua si applica al prossimo avvio dell&apos;editor.</translation>
    </message>
    <message>
        <source>The new interface scale applies the next time the editor starts.</source>
        <translation>La nuova scala dell&apos;interfaccia vale dal prossimo avvio dell&apos;editor.</translation>
    </message>
    <message>
        <source>The new language and interface scale apply the next time the editor starts.</source>
        <translation>La nuova lingua e la nuova scala dell&apos;interfaccia valgono dal prossimo avvio dell&apos;editor.</translation>
    </message>
</context>
<context>
    <name>ProbeRunner</name>
    <message>
        <source>The probe failed: {error}</source>
        <translation>La sonda non è riuscita: {error}</translation>
    </message>
</context>
<context>
    <name>ProbeTab</name>
    <message>
        <source>Can the mission be broken? For each side, the AI plays against every opponent style; a style that wins at least 70% (its interval above 60%) against a side the AI-against-AI run finds fair is an exploit.</source>
        <translation>Si può forzare la missione? Per ogni parte, l&apos;IA gioca contro ogni stile di avversario; uno stile che vince almeno il 70% (con l&apos;intervallo sopra il 60%) contro una parte che la prova IA contro IA trova equa è una falla.</translation>
    </message>
    <message>
        <source>Games a style and side</source>
        <translation>Partite per stile e parte</translation>
    </message>
    <message>
        <source>Probe</source>
        <translation>Sonda</translation>
    </message>
    <message>
        <source>AI plays</source>
        <translation>L&apos;IA gioca</translation>
    </message>
    <message>
        <source>style</source>
        <translation>stile</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partite</translation>
    </message>
    <message>
        <source>W/D/L</source>
        <translation>V/P/S</translation>
    </message>
    <message>
        <source>score (95% interval)</source>
        <translation>punteggio (intervallo al 95%)</translation>
    </message>
    <message>
        <source>exploit</source>
        <translation>falla</translation>
    </message>
    <message>
        <source>Double-click a style to replay a game it won.</source>
        <translation>Doppio clic su uno stile per rivedere una partita che ha vinto.</translation>
    </message>
    <message>
        <source>Cancelling: the games already started finish first…</source>
        <translation>Annullamento: prima finiscono le partite già iniziate…</translation>
    </message>
    <message>
        <source>Probing…</source>
        <translation>Sondaggio in corso…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>{done} of {total} games played</source>
        <translation>{done} di {total} partite giocate</translation>
    </message>
    <message numerus="yes">
        <source>%n exploit(s) found.</source>
        <translation>
            <numerusform>%n falla trovata.</numerusform>
            <numerusform>%n falle trovate.</numerusform>
        </translation>
    </message>
    <message>
        <source>No exploit found.</source>
        <translation>Nessuna falla trovata.</translation>
    </message>
    <message>
        <source> (cancelled: the games that finished)</source>
        <translation> (annullata: le partite finite)</translation>
    </message>
</context>
<context>
    <name>ProblemsDock</name>
    <message>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>Problems ({errors}, {warnings})</source>
        <translation>Problemi ({errors}, {warnings})</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n errore</numerusform>
            <numerusform>%n errori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avviso</numerusform>
            <numerusform>%n avvisi</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems (none)</source>
        <translation>Problemi (nessuno)</translation>
    </message>
    <message>
        <source>line {line}, cell [{col}, {row}]</source>
        <translation>riga {line}, casella [{col}, {row}]</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>riga {line}</translation>
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
        <source>{unit} rides in {carrier}; unload it before changing its side</source>
        <translation>{unit} viaggia su {carrier}; scaricala prima di cambiarne la parte</translation>
    </message>
</context>
<context>
    <name>RecordForm</name>
    <message>
        <source>Round</source>
        <translation>Round</translation>
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
        <translation>Round</translation>
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
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppo</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Piano</translation>
    </message>
    <message>
        <source>Route</source>
        <translation>Percorso</translation>
    </message>
    <message>
        <source>Until round</source>
        <translation>Fino al round</translation>
    </message>
    <message>
        <source>Until event</source>
        <translation>Fino all&apos;evento</translation>
    </message>
    <message>
        <source>Aggression</source>
        <translation>Aggressività</translation>
    </message>
    <message>
        <source>Sets up in</source>
        <translation>Si schiera in</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variabile</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Quantità</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Confronto</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <source>Objective #</source>
        <translation>Obiettivo n.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Genere</translation>
    </message>
    <message>
        <source>By round</source>
        <translation>Entro il round</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Messaggio</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Casella</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Ponte</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Stagione</translation>
    </message>
    <message>
        <source>Rain</source>
        <translation>Pioggia</translation>
    </message>
    <message>
        <source>From round</source>
        <translation>Dal round</translation>
    </message>
    <message>
        <source>a name, e.g. bridges_blown</source>
        <translation>un nome, p. es. ponti_saltati</translation>
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
        <source>Pick cell</source>
        <translation>Scegli casella</translation>
    </message>
    <message>
        <source>every side</source>
        <translation>ogni parte</translation>
    </message>
    <message>
        <source>any side</source>
        <translation>qualsiasi parte</translation>
    </message>
    <message>
        <source>(start of round)</source>
        <translation>(inizio del round)</translation>
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
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n casella</numerusform>
            <numerusform>%n caselle</numerusform>
        </translation>
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
        <source>Click the route&apos;s cells in order; a click on one removes it</source>
        <translation>Fai clic sulle caselle del percorso in ordine; un clic su una la rimuove</translation>
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
        <source>Click a cell</source>
        <translation>Fai clic su una casella</translation>
    </message>
    <message>
        <source>Click a unit</source>
        <translation>Fai clic su un&apos;unità</translation>
    </message>
</context>
<context>
    <name>ReferenceImageController</name>
    <message>
        <source>The reference image {path} cannot be read</source>
        <translation>Impossibile leggere l&apos;immagine di riferimento {path}</translation>
    </message>
    <message>
        <source>Reference image</source>
        <translation>Immagine di riferimento</translation>
    </message>
    <message>
        <source>{path} cannot be read as a picture</source>
        <translation>{path} non si può leggere come immagine</translation>
    </message>
</context>
<context>
    <name>ReferenceImageDialog</name>
    <message>
        <source>Reference image</source>
        <translation>Immagine di riferimento</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.bmp)</source>
        <translation>Immagini (*.png *.jpg *.jpeg *.bmp)</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Immagine</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacità</translation>
    </message>
    <message>
        <source>Left (map pixels)</source>
        <translation>Sinistra (pixel della mappa)</translation>
    </message>
    <message>
        <source>Top (map pixels)</source>
        <translation>Alto (pixel della mappa)</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Scala</translation>
    </message>
    <message>
        <source>Remove the picture</source>
        <translation>Rimuovi l&apos;immagine</translation>
    </message>
</context>
<context>
    <name>Removal</name>
    <message>
        <source>Remove {what}?</source>
        <translation>Rimuovere {what}?</translation>
    </message>
    <message>
        <source>{what} is used by {uses}.

Yes removes those uses too, in the same undo step; No removes only {what} (the uses are then listed as problems).</source>
        <translation>{what} è usata da {uses}.

Sì rimuove anche quegli usi, nello stesso passo di annullamento; No rimuove solo {what} (gli usi sono poi elencati come problemi).</translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <source>the {kind} encoder failed</source>
        <translation>il codificatore {kind} non è riuscito</translation>
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
        <translation>round </translation>
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
        <translation>Round {round}, tocca a {side}. Azione {number} di {total}: {last}</translation>
    </message>
    <message>
        <source>End: {reason}</source>
        <translation>Fine: {reason}</translation>
    </message>
    <message>
        <source>{unit}: {action}</source>
        <translation>{unit}: {action}</translation>
    </message>
</context>
<context>
    <name>ResizeMapDialog</name>
    <message>
        <source>Resize map</source>
        <translation>Ridimensiona la mappa</translation>
    </message>
    <message>
        <source>Current size</source>
        <translation>Dimensioni attuali</translation>
    </message>
    <message>
        <source>New width</source>
        <translation>Nuova larghezza</translation>
    </message>
    <message>
        <source>New height</source>
        <translation>Nuova altezza</translation>
    </message>
    <message>
        <source>New cells</source>
        <translation>Nuove caselle</translation>
    </message>
    <message>
        <source>Keep the map&apos;s content pinned to this edge or corner</source>
        <translation>Tieni il contenuto della mappa ancorato a questo lato o angolo</translation>
    </message>
    <message>
        <source>Anchor</source>
        <translation>Ancoraggio</translation>
    </message>
    <message>
        <source>Content moves by {columns} columns, {rows} rows.</source>
        <translation>Il contenuto si sposta di {columns} colonne e {rows} righe.</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) ({names})</source>
        <translation>
            <numerusform>%n unità ({names})</numerusform>
            <numerusform>%n unità ({names})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n feature(s)</source>
        <translation>
            <numerusform>%n elemento</numerusform>
            <numerusform>%n elementi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n escort area cell(s)</source>
        <translation>
            <numerusform>%n casella della zona di scorta</numerusform>
            <numerusform>%n caselle della zona di scorta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n objective(s)</source>
        <translation>
            <numerusform>%n obiettivo</numerusform>
            <numerusform>%n obiettivi</numerusform>
        </translation>
    </message>
    <message>
        <source>Falls off the map: {lost}.</source>
        <translation>Cade fuori dalla mappa: {lost}.</translation>
    </message>
    <message>
        <source>Hex map: rows shift by an even number so every hex keeps its neighbours.</source>
        <translation>Mappa esagonale: le righe si spostano di un numero pari, così ogni esagono mantiene i suoi vicini.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of this mission</source>
        <translation>Regole di questa missione</translation>
    </message>
    <message>
        <source>Unit types</source>
        <translation>Tipi di unità</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Numeri</translation>
    </message>
    <message>
        <source>Problems of the rules</source>
        <translation>Problemi delle regole</translation>
    </message>
    <message>
        <source>Save the rules as a pack file…</source>
        <translation>Salva le regole come file pacchetto…</translation>
    </message>
    <message>
        <source>Write this mission&apos;s rules to a pack file that other missions can name under rules:</source>
        <translation>Scrive le regole di questa missione in un file pacchetto che altre missioni possono nominare sotto rules:</translation>
    </message>
    <message>
        <source>This mission&apos;s rules are in the files {files}; edit them there.</source>
        <translation>Le regole di questa missione sono nei file {files}; modificale lì.</translation>
    </message>
    <message>
        <source>This mission uses the game&apos;s types only. Add a unit type or a terrain to give it types of its own.</source>
        <translation>Questa missione usa solo i tipi del gioco. Aggiungi un tipo di unità o un terreno per darle tipi suoi.</translation>
    </message>
    <message>
        <source>This mission&apos;s own types and numbers, saved in its file under rules:</source>
        <translation>I tipi e i numeri propri di questa missione, salvati nel suo file sotto rules:</translation>
    </message>
    <message>
        <source>Save the rules as a pack file</source>
        <translation>Salva le regole come file pacchetto</translation>
    </message>
    <message>
        <source>Rule packs (*.yaml)</source>
        <translation>Pacchetti di regole (*.yaml)</translation>
    </message>
    <message>
        <source>Cannot write {file}: {why}</source>
        <translation>Impossibile scrivere {file}: {why}</translation>
    </message>
    <message>
        <source>Rules saved to {file}</source>
        <translation>Regole salvate in {file}</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Edifici</translation>
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
        <source>season</source>
        <translation>stagione</translation>
    </message>
    <message>
        <source>start hour</source>
        <translation>ora d&apos;inizio</translation>
    </message>
    <message>
        <source>hours per round</source>
        <translation>ore per round</translation>
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
        <translation>Imposta il sistema di turno</translation>
    </message>
    <message>
        <source>Turn system</source>
        <translation>Sistema di turno</translation>
    </message>
    <message>
        <source>Ruleset options</source>
        <translation>Opzioni del regolamento</translation>
    </message>
    <message>
        <source>Set ruleset option</source>
        <translation>Imposta un&apos;opzione del regolamento</translation>
    </message>
    <message>
        <source>activation: the side that has the initiative in round 1 (otherwise both roll)</source>
        <translation>activation: la parte che ha l&apos;iniziativa nel round 1 (altrimenti tirano entrambe)</translation>
    </message>
    <message>
        <source>First initiative</source>
        <translation>Prima iniziativa</translation>
    </message>
    <message>
        <source>Set rounds</source>
        <translation>Imposta i round</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Round</translation>
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
        <translation>Ore per round</translation>
    </message>
    <message>
        <source>rolled for</source>
        <translation>tirata a sorte</translation>
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
        <source>{count} unit(s) off the new board or of types {ruleset} has not were removed; Undo brings them back</source>
        <translation>{count} unità fuori dalla nuova mappa o di tipi che {ruleset} non ha sono state rimosse; Annulla le riporta</translation>
    </message>
    <message>
        <source>Set first initiative</source>
        <translation>Imposta la prima iniziativa</translation>
    </message>
    <message>
        <source>Set {setting}</source>
        <translation>Imposta {setting}</translation>
    </message>
    <message>
        <source>Side colour</source>
        <translation>Colore della parte</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Filter by action, key or menu</source>
        <translation>Filtra per azione, tasto o menu</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Scorciatoia</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
</context>
<context>
    <name>SideKnowledge</name>
    <message>
        <source>an unseen unit</source>
        <translation>un&apos;unità non vista</translation>
    </message>
    <message>
        <source>a piece</source>
        <translation>un pezzo</translation>
    </message>
</context>
<context>
    <name>SidesEditor</name>
    <message>
        <source>&apos;neutral&apos; is reserved for things no side owns</source>
        <translation>&apos;neutral&apos; è riservato a ciò che non appartiene a nessuna parte</translation>
    </message>
    <message>
        <source>&apos;{id}&apos; is not a valid id: use letters, digits, _ and -, starting with a letter</source>
        <translation>&apos;{id}&apos; non è un id valido: usa lettere, cifre, _ e -, iniziando con una lettera</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(predefinito)</translation>
    </message>
    <message>
        <source>A scenario needs at least one side; add another before removing this one</source>
        <translation>Uno scenario ha bisogno di almeno una parte; aggiungine un&apos;altra prima di rimuovere questa</translation>
    </message>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>Add side</source>
        <translation>Aggiungi parte</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Holding</source>
        <translation>Tenuta</translation>
    </message>
    <message>
        <source>Colour of side {side}</source>
        <translation>Colore della parte {side}</translation>
    </message>
    <message>
        <source>Commander of side {side}</source>
        <translation>Comandante della parte {side}</translation>
    </message>
    <message>
        <source>Commander rating</source>
        <translation>Valore del comandante</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>Controllo</translation>
    </message>
    <message>
        <source>Controller of side {side}</source>
        <translation>Controllo della parte {side}</translation>
    </message>
    <message>
        <source>First side</source>
        <translation>Parte che inizia</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Ultimo round</translation>
    </message>
    <message>
        <source>Letters, digits, _ and -, starting with a letter; renaming updates every unit, feature and objective of the side</source>
        <translation>Lettere, cifre, _ e -, iniziando con una lettera; rinominare aggiorna ogni unità, elemento e obiettivo della parte</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Proprietario</translation>
    </message>
    <message>
        <source>Remove side</source>
        <translation>Rimuovi parte</translation>
    </message>
    <message>
        <source>Remove side {side}</source>
        <translation>Rimuovi la parte {side}</translation>
    </message>
    <message>
        <source>Rename side {old} to {new}</source>
        <translation>Rinomina la parte {old} in {new}</translation>
    </message>
    <message>
        <source>Rename side {side}</source>
        <translation>Rinomina la parte {side}</translation>
    </message>
    <message>
        <source>Side &apos;{side}&apos; still owns {units} unit(s) and {features} feature(s). Remove the side anyway? They keep its id, and the Problems list will show each one to fix.</source>
        <translation>La parte &apos;{side}&apos; possiede ancora unità ({units}) ed elementi ({features}). Rimuovere comunque la parte? Mantengono il suo id e l&apos;elenco dei problemi mostrerà ognuno da correggere.</translation>
    </message>
    <message>
        <source>Side id</source>
        <translation>Id della parte</translation>
    </message>
    <message>
        <source>Side {n}</source>
        <translation>Parte {n}</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Parti</translation>
    </message>
    <message>
        <source>Turn options</source>
        <translation>Opzioni dei turni</translation>
    </message>
    <message>
        <source>Unit side</source>
        <translation>Parte dell&apos;unità</translation>
    </message>
    <message>
        <source>activation: the commander&apos;s rating, taken off the side&apos;s initiative roll (the lowest roll wins)</source>
        <translation>activation: il valore del comandante, sottratto al tiro d&apos;iniziativa della parte (vince il tiro più basso)</translation>
    </message>
    <message>
        <source>human</source>
        <translation>umano</translation>
    </message>
    <message>
        <source>there is already a side &apos;{id}&apos;</source>
        <translation>esiste già una parte &apos;{id}&apos;</translation>
    </message>
</context>
<context>
    <name>StampBrushTool</name>
    <message>
        <source>Stamp brush: stamps {turn}</source>
        <translation>Pennello timbri: timbri {turn}</translation>
    </message>
</context>
<context>
    <name>StampsDock</name>
    <message>
        <source>Stamps</source>
        <translation>Timbri</translation>
    </message>
    <message>
        <source>Double-click a stamp to place it; Ctrl+click chooses several for the random brush</source>
        <translation>Doppio clic su un timbro per piazzarlo; Ctrl+clic ne sceglie diversi per il pennello casuale</translation>
    </message>
    <message>
        <source>Save selection…</source>
        <translation>Salva la selezione…</translation>
    </message>
    <message>
        <source>Keep the selected cells, with their units and features, as a named stamp</source>
        <translation>Conserva le caselle selezionate, con le loro unità ed elementi, come timbro con un nome</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Piazza</translation>
    </message>
    <message>
        <source>Random brush</source>
        <translation>Pennello casuale</translation>
    </message>
    <message>
        <source>Each click places one of the chosen stamps, picked at random</source>
        <translation>Ogni clic piazza uno dei timbri scelti, estratto a caso</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>{name}: {width}x{height}, {grid}</source>
        <translation>{name}: {width}x{height}, {grid}</translation>
    </message>
    <message>
        <source>Save stamp</source>
        <translation>Salva il timbro</translation>
    </message>
    <message>
        <source>Stamp name:</source>
        <translation>Nome del timbro:</translation>
    </message>
    <message>
        <source>The stamp could not be saved: {error}</source>
        <translation>Non è stato possibile salvare il timbro: {error}</translation>
    </message>
    <message>
        <source>Stamp “{name}” saved</source>
        <translation>Timbro «{name}» salvato</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>esagonale</translation>
    </message>
    <message>
        <source>square</source>
        <translation>quadrata</translation>
    </message>
    <message>
        <source>{names}: cut from a {grid} map, this map is {kind}</source>
        <translation>{names}: ricavato da una mappa {grid}, questa mappa è {kind}</translation>
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
    <name>StatusBarParts</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n errore</numerusform>
            <numerusform>%n errori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avviso</numerusform>
            <numerusform>%n avvisi</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Nessun problema</translation>
    </message>
    <message>
        <source>Show the Problems list</source>
        <translation>Mostra l&apos;elenco dei problemi</translation>
    </message>
</context>
<context>
    <name>SweepRunner</name>
    <message>
        <source>The sweep failed: {error}</source>
        <translation>Le variazioni non sono riuscite: {error}</translation>
    </message>
</context>
<context>
    <name>SweepTab</name>
    <message>
        <source>What if? One change a line, for example rounds=10..14, hold_points=2..3, event:ID=4..6, add:SIDE:TYPE@[X,Y] or remove:SIDE:TYPE. Every variant plays the same seeds.</source>
        <translation>E se? Una modifica per riga, per esempio rounds=10..14, hold_points=2..3, event:ID=4..6, add:SIDE:TYPE@[X,Y] o remove:SIDE:TYPE. Ogni variante gioca gli stessi semi.</translation>
    </message>
    <message>
        <source>Games a variant</source>
        <translation>Partite per variante</translation>
    </message>
    <message>
        <source>Games at most for a suggestion</source>
        <translation>Partite al massimo per un suggerimento</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation>Prova le variazioni</translation>
    </message>
    <message>
        <source>Suggest a fix</source>
        <translation>Suggerisci una correzione</translation>
    </message>
    <message>
        <source>Apply suggestion</source>
        <translation>Applica il suggerimento</translation>
    </message>
    <message>
        <source>Write at least one change to try, e.g. rounds=10..14.</source>
        <translation>Scrivi almeno una modifica da provare, per esempio rounds=10..14.</translation>
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
        <source>{count} variant(s), {games} games each on the same seeds.</source>
        <translation>{count} variante/i, {games} partite ciascuna sugli stessi semi.</translation>
    </message>
    <message>
        <source>{variant}: refused by the validator, not played: {reason}</source>
        <translation>{variant}: rifiutata dal validatore, non giocata: {reason}</translation>
    </message>
    <message>
        <source>No small edit did better than the mission as it is ({gap} from the fair shares); {spent} games spent.</source>
        <translation>Nessuna piccola modifica ha fatto meglio della missione così com&apos;è (a {gap} dalle quote eque); {spent} partite giocate.</translation>
    </message>
    <message>
        <source>Suggested: {edit}. Its sides come within {gap} of their fair shares (the mission as it is: {base}), over {games} games, each rate still +-{sure}; {spent} games spent.</source>
        <translation>Suggerimento: {edit}. Le sue parti arrivano entro {gap} dalle quote eque (la missione così com&apos;è: {base}), su {games} partite, ogni percentuale ancora +-{sure}; {spent} partite giocate.</translation>
    </message>
    <message>
        <source>Win rate by variant (95% interval)</source>
        <translation>Vittorie per variante (intervallo al 95%)</translation>
    </message>
    <message>
        <source>Applied: {edit} (Ctrl+Z undoes it).</source>
        <translation>Applicata: {edit} (Ctrl+Z la annulla).</translation>
    </message>
</context>
<context>
    <name>TerrainTab</name>
    <message>
        <source>char</source>
        <translation>car.</translation>
    </message>
    <message>
        <source>new terrain&apos;s id, e.g. marsh_road</source>
        <translation>id del nuovo terreno, es. marsh_road</translation>
    </message>
    <message>
        <source>Add terrain</source>
        <translation>Aggiungi terreno</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>invalicabile</translation>
    </message>
    <message>
        <source>Blocks the line of fire</source>
        <translation>Blocca la linea di tiro</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Colour code</source>
        <translation>Codice del colore</translation>
    </message>
    <message>
        <source>AP to enter, {move_class}</source>
        <translation>PA per entrare, {move_class}</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Copertura</translation>
    </message>
    <message>
        <source>Not in the catalog yet: see the problems below</source>
        <translation>Non ancora nel catalogo: vedi i problemi qui sotto</translation>
    </message>
    <message>
        <source>Add terrain {id}</source>
        <translation>Aggiungi il terreno {id}</translation>
    </message>
</context>
<context>
    <name>TextLanguageChooser</name>
    <message>
        <source>The language the mission&apos;s texts are edited in: name, description, briefing, messages and place names</source>
        <translation>La lingua in cui si scrivono i testi della missione: nome, descrizione, briefing, messaggi e nomi dei luoghi</translation>
    </message>
    <message>
        <source>Language of the mission&apos;s texts</source>
        <translation>Lingua dei testi della missione</translation>
    </message>
</context>
<context>
    <name>TiledImportDialog</name>
    <message>
        <source>Import a Tiled map</source>
        <translation>Importa una mappa di Tiled</translation>
    </message>
    <message>
        <source>Some tiles of this map do not say which terrain they are. A terrain map file names it by tileset and tile id or by tile class; without one, each tile takes the terrain nearest to its colour.</source>
        <translation>Alcune tessere di questa mappa non dicono di quale terreno sono. Un file di corrispondenza dei terreni lo indica per tileset e id della tessera o per classe della tessera; senza, ogni tessera prende il terreno più vicino al suo colore.</translation>
    </message>
    <message>
        <source>Terrain map file</source>
        <translation>File di corrispondenza dei terreni</translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>File YAML (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>none: by the tiles&apos; colours</source>
        <translation>nessuno: dai colori delle tessere</translation>
    </message>
</context>
<context>
    <name>ToolManager</name>
    <message>
        <source>Bigger brush</source>
        <translation>Pennello più grande</translation>
    </message>
    <message>
        <source>Smaller brush</source>
        <translation>Pennello più piccolo</translation>
    </message>
    <message>
        <source>Brush radius {radius}</source>
        <translation>Raggio del pennello {radius}</translation>
    </message>
    <message>
        <source>{prompt} — Enter when done, Esc to cancel</source>
        <translation>{prompt} — Invio per finire, Esc per annullare</translation>
    </message>
    <message>
        <source>Picking on the map ended: the form that asked for it was closed</source>
        <translation>Selezione sulla mappa terminata: il modulo che l&apos;aveva chiesta è stato chiuso</translation>
    </message>
    <message>
        <source>{prompt} — Shift adds, Ctrl erases; Enter when done</source>
        <translation>{prompt} — Maiusc aggiunge, Ctrl cancella; Invio per finire</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>Paint {cells} {terrain}</source>
        <translation>Dipingi {cells} {terrain}</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pennello</translation>
    </message>
    <message>
        <source>Brush: drag to paint the chosen terrain; [ and ] change the size</source>
        <translation>Pennello: trascina per dipingere il terreno scelto; [ e ] cambiano la dimensione</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gomma</translation>
    </message>
    <message>
        <source>Eraser: drag to paint the base terrain back</source>
        <translation>Gomma: trascina per ridipingere il terreno di base</translation>
    </message>
    <message>
        <source>Erase {cells} to {terrain}</source>
        <translation>Cancella {cells} in {terrain}</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Riempimento</translation>
    </message>
    <message>
        <source>Fill: click to fill the connected area of one terrain</source>
        <translation>Riempimento: fai clic per riempire la zona contigua di un terreno</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linea</translation>
    </message>
    <message>
        <source>Line: drag from one cell to another to lay a straight line (roads)</source>
        <translation>Linea: trascina da una casella a un&apos;altra per tracciare una linea retta (strade)</translation>
    </message>
    <message>
        <source>Picker</source>
        <translation>Contagocce</translation>
    </message>
    <message>
        <source>Picker: click a cell to pick its terrain</source>
        <translation>Contagocce: fai clic su una casella per prenderne il terreno</translation>
    </message>
    <message>
        <source>Place unit</source>
        <translation>Piazza unità</translation>
    </message>
    <message>
        <source>Units: click to place the chosen unit type for the chosen side</source>
        <translation>Unità: fai clic per piazzare il tipo di unità scelto per la parte scelta</translation>
    </message>
    <message>
        <source>Place feature</source>
        <translation>Piazza elemento</translation>
    </message>
    <message>
        <source>Features: click to place a bridge, mine, victory point, building, work or wreck</source>
        <translation>Elementi: fai clic per piazzare un ponte, una mina, un punto vittoria, un edificio, un&apos;opera o un relitto</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Selezione</translation>
    </message>
    <message>
        <source>Select: click, Shift+click or drag a box; drag a selected thing to move it</source>
        <translation>Selezione: fai clic, Maiusc+clic o trascina un riquadro; trascina un oggetto selezionato per spostarlo</translation>
    </message>
    <message>
        <source>Pick on map</source>
        <translation>Scegli sulla mappa</translation>
    </message>
    <message>
        <source>Click cells on the map; press Enter when done, Esc to cancel</source>
        <translation>Fai clic sulle caselle della mappa; premi Invio per finire, Esc per annullare</translation>
    </message>
    <message>
        <source>Paint cells</source>
        <translation>Dipingi caselle</translation>
    </message>
    <message>
        <source>Click or drag cells; Shift adds, Ctrl erases; Enter when done</source>
        <translation>Fai clic o trascina sulle caselle; Maiusc aggiunge, Ctrl cancella; Invio per finire</translation>
    </message>
    <message>
        <source>Place label</source>
        <translation>Piazza nome</translation>
    </message>
    <message>
        <source>Labels: click a cell to add a place name, or click a name to edit it</source>
        <translation>Nomi: fai clic su una casella per aggiungere il nome di un luogo, o su un nome per modificarlo</translation>
    </message>
    <message>
        <source>Name (empty removes it):</source>
        <translation>Nome (vuoto lo rimuove):</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Incolla</translation>
    </message>
    <message>
        <source>Paste: click where the top-left corner goes; X/Y flip, Z/Shift+Z rotate; Esc to stop</source>
        <translation>Incolla: fai clic dove va l&apos;angolo in alto a sinistra; X/Y ribaltano, Z/Maiusc+Z ruotano; Esc per finire</translation>
    </message>
    <message>
        <source>Stamp brush</source>
        <translation>Pennello timbri</translation>
    </message>
    <message>
        <source>Stamp brush: every click places one of the chosen stamps at random; X/Y flip, Z/Shift+Z rotate; Esc to stop</source>
        <translation>Pennello timbri: ogni clic piazza a caso uno dei timbri scelti; X/Y ribaltano, Z/Maiusc+Z ruotano; Esc per finire</translation>
    </message>
    <message>
        <source>Magic wand</source>
        <translation>Bacchetta magica</translation>
    </message>
    <message>
        <source>Magic wand: click selects the connected cells of one terrain; Shift adds</source>
        <translation>Bacchetta magica: un clic seleziona le celle collegate di un terreno; Maiusc aggiunge</translation>
    </message>
    <message>
        <source>Select same terrain</source>
        <translation>Seleziona stesso terreno</translation>
    </message>
    <message>
        <source>Select same terrain: click selects every cell of one terrain; Shift adds</source>
        <translation>Seleziona stesso terreno: un clic seleziona ogni cella di un terreno; Maiusc aggiunge</translation>
    </message>
</context>
<context>
    <name>TurnAnimator</name>
    <message>
        <source>destroyed</source>
        <translation>distrutta</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>mancato</translation>
    </message>
</context>
<context>
    <name>TurnWords</name>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Fuoco</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>Defensive Fire</source>
        <translation>Fuoco difensivo</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Avanzata</translation>
    </message>
    <message>
        <source>After Action</source>
        <translation>Dopo l&apos;azione</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Ordini</translation>
    </message>
    <message>
        <source>Tactics</source>
        <translation>Tattica</translation>
    </message>
    <message>
        <source>Round End</source>
        <translation>Fine del round</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Schieramento</translation>
    </message>
    <message>
        <source>Maneuver</source>
        <translation>Manovra</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Tenuta</translation>
    </message>
    <message>
        <source>Special</source>
        <translation>Speciale</translation>
    </message>
    <message>
        <source>No order yet</source>
        <translation>Ancora nessun ordine</translation>
    </message>
    <message>
        <source>Special: {kind}</source>
        <translation>Speciale: {kind}</translation>
    </message>
    <message>
        <source>the free activation</source>
        <translation>l&apos;attivazione gratuita</translation>
    </message>
    <message>
        <source>Activate ({how})</source>
        <translation>Attiva ({how})</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Attiva</translation>
    </message>
    <message>
        <source>at</source>
        <translation>in</translation>
    </message>
    <message>
        <source>{side} plays ({phase} phase)</source>
        <translation>gioca {side} (fase {phase})</translation>
    </message>
    <message>
        <source>{side} plays</source>
        <translation>gioca {side}</translation>
    </message>
    <message>
        <source>End deployment</source>
        <translation>Fine schieramento</translation>
    </message>
    <message>
        <source>End {phase} phase</source>
        <translation>Fine fase {phase}</translation>
    </message>
    <message>
        <source>End orders: the rest get {order}</source>
        <translation>Fine ordini: le altre ricevono {order}</translation>
    </message>
    <message>
        <source>End the turn of {unit}</source>
        <translation>Fine del turno di {unit}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa la mano</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>The round&apos;s first activation is free: no roll.</source>
        <translation>La prima attivazione del round è gratuita: nessun tiro.</translation>
    </message>
    <message>
        <source>Next activation: roll {mark} or less on a d{die} (pass mark {mark}); a failed roll hands over.</source>
        <translation>Prossima attivazione: tira {mark} o meno con un d{die} (soglia {mark}); un tiro fallito passa la mano.</translation>
    </message>
    <message>
        <source>needs {mark} or less on a d{die}</source>
        <translation>serve {mark} o meno con un d{die}</translation>
    </message>
    <message>
        <source>Commander modifier on the initiative roll (d{die}, lowest wins): {modifiers}.</source>
        <translation>Modificatore del comandante al tiro d&apos;iniziativa (d{die}, vince il più basso): {modifiers}.</translation>
    </message>
    <message>
        <source>{side} has the initiative (the scenario gives it round {round}).</source>
        <translation>L&apos;iniziativa è di {side} (la assegna lo scenario, round {round}).</translation>
    </message>
    <message>
        <source>{side} has the initiative (rolls after the commanders: {rolls}).</source>
        <translation>L&apos;iniziativa è di {side} (tiri dopo i comandanti: {rolls}).</translation>
    </message>
</context>
<context>
    <name>UnitPage</name>
    <message>
        <source>&apos;{id}&apos; is not a valid id: letters, digits, _ and -, starting with a letter</source>
        <translation>&apos;{id}&apos; non è un id valido: lettere, cifre, _ e -, iniziando con una lettera</translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation>Munizioni</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>Batteria</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Casella</translation>
    </message>
    <message>
        <source>Flying: {unit}</source>
        <translation>In volo: {unit}</translation>
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
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Make {unit} a {type}</source>
        <translation>Trasforma {unit} in {type}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Name {unit}</source>
        <translation>Nomina {unit}</translation>
    </message>
    <message>
        <source>Rename unit {old} to {new}</source>
        <translation>Rinomina l&apos;unità {old} in {new}</translation>
    </message>
    <message>
        <source>Set {value} of {unit}</source>
        <translation>Imposta {value} di {unit}</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Parte</translation>
    </message>
    <message>
        <source>Side {side} for {unit}</source>
        <translation>Parte {side} per {unit}</translation>
    </message>
    <message>
        <source>Starts in flight</source>
        <translation>Inizia in volo</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
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
        <source>aboard {carrier}</source>
        <translation>a bordo di {carrier}</translation>
    </message>
    <message>
        <source>not placed</source>
        <translation>non piazzata</translation>
    </message>
    <message>
        <source>optional, shown to players</source>
        <translation>facoltativo, visibile ai giocatori</translation>
    </message>
    <message>
        <source>there is already a unit &apos;{id}&apos;; unit ids must be unique</source>
        <translation>esiste già un&apos;unità &apos;{id}&apos;; gli id delle unità devono essere unici</translation>
    </message>
    <message>
        <source>{unit} cannot become a {type}: {problem}</source>
        <translation>{unit} non può diventare {type}: {problem}</translation>
    </message>
    <message>
        <source>{unit} cannot change sides: {problem}</source>
        <translation>{unit} non può cambiare parte: {problem}</translation>
    </message>
</context>
<context>
    <name>UnitTooltip</name>
    <message>
        <source>Side: {side}</source>
        <translation>Parte: {side}</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>PA</translation>
    </message>
    <message>
        <source>ammo</source>
        <translation>munizioni</translation>
    </message>
    <message>
        <source>fuel</source>
        <translation>carburante</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <source>Cargo: {cargo} ({count}/{capacity})</source>
        <translation>Carico: {cargo} ({count}/{capacity})</translation>
    </message>
    <message>
        <source>State: {state}</source>
        <translation>Stato: {state}</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>in volo</translation>
    </message>
    <message>
        <source>landed</source>
        <translation>atterrata</translation>
    </message>
    <message>
        <source>has moved</source>
        <translation>si è mossa</translation>
    </message>
    <message>
        <source>on alert</source>
        <translation>in allerta</translation>
    </message>
    <message>
        <source>camouflaged</source>
        <translation>mimetizzata</translation>
    </message>
    <message>
        <source>aboard {carrier}</source>
        <translation>a bordo di {carrier}</translation>
    </message>
    <message>
        <source>{count} shot(s) left</source>
        <translation>tiri rimasti: {count}</translation>
    </message>
</context>
<context>
    <name>UnitTypesTab</name>
    <message>
        <source>new type&apos;s id, e.g. heavy_mortar</source>
        <translation>id del nuovo tipo, es. heavy_mortar</translation>
    </message>
    <message>
        <source>Add unit type</source>
        <translation>Aggiungi tipo di unità</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Punti vita</translation>
    </message>
    <message>
        <source>Action points</source>
        <translation>Punti azione</translation>
    </message>
    <message>
        <source>Vision</source>
        <translation>Visuale</translation>
    </message>
    <message>
        <source>Weapon damage</source>
        <translation>Danno dell&apos;arma</translation>
    </message>
    <message>
        <source>Weapon minimum range</source>
        <translation>Gittata minima dell&apos;arma</translation>
    </message>
    <message>
        <source>Weapon maximum range</source>
        <translation>Gittata massima dell&apos;arma</translation>
    </message>
    <message>
        <source>Symbol</source>
        <translation>Simbolo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Map symbol</source>
        <translation>Simbolo sulla mappa</translation>
    </message>
    <message>
        <source>Move class</source>
        <translation>Classe di movimento</translation>
    </message>
    <message>
        <source>Not in the catalog yet: see the problems below</source>
        <translation>Non ancora nel catalogo: vedi i problemi qui sotto</translation>
    </message>
    <message>
        <source>Add unit type {id}</source>
        <translation>Aggiungi il tipo di unità {id}</translation>
    </message>
</context>
<context>
    <name>UserGuideDialog</name>
    <message>
        <source>User guide</source>
        <translation>Guida per l&apos;utente</translation>
    </message>
</context>
<context>
    <name>Uses</name>
    <message>
        <source>event &apos;{event}&apos;</source>
        <translation>l&apos;evento &apos;{event}&apos;</translation>
    </message>
    <message>
        <source>the deployment zone of &apos;{side}&apos;</source>
        <translation>la zona di schieramento di &apos;{side}&apos;</translation>
    </message>
    <message>
        <source>objective #{number} ({kind})</source>
        <translation>l&apos;obiettivo n. {number} ({kind})</translation>
    </message>
</context>
<context>
    <name>ValidationRunner</name>
    <message>
        <source>the validator failed: {error}</source>
        <translation>la validazione non è riuscita: {error}</translation>
    </message>
</context>
<context>
    <name>VariablesTab</name>
    <message>
        <source>Numbers the mission remembers: events set them, add to them and test them. No side sees them, but for a score.</source>
        <translation>Numeri che la missione ricorda: gli eventi li impostano, vi aggiungono e li confrontano. Nessuna parte li vede, tranne un punteggio.</translation>
    </message>
    <message>
        <source>Add variable</source>
        <translation>Aggiungi variabile</translation>
    </message>
    <message>
        <source>Remove variable</source>
        <translation>Togli variabile</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>Valore iniziale</translation>
    </message>
    <message>
        <source>Add variable {name}</source>
        <translation>Aggiungi la variabile {name}</translation>
    </message>
    <message>
        <source>Remove variable {name}</source>
        <translation>Togli la variabile {name}</translation>
    </message>
    <message>
        <source>Variable {name} starts at {value}</source>
        <translation>La variabile {name} parte da {value}</translation>
    </message>
    <message>
        <source>A variable needs a name of its own</source>
        <translation>Una variabile ha bisogno di un nome suo</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not a valid variable name: letters, digits, _ and -, starting with a letter</source>
        <translation>&apos;{name}&apos; non è un nome di variabile valido: lettere, cifre, _ e -, iniziando con una lettera</translation>
    </message>
    <message>
        <source>There is already a variable called {name}</source>
        <translation>Esiste già una variabile di nome {name}</translation>
    </message>
    <message>
        <source>Rename variable {old} to {new}</source>
        <translation>Rinomina la variabile {old} in {new}</translation>
    </message>
</context>
<context>
    <name>VictoryBox</name>
    <message>
        <source>(the map has no victory points)</source>
        <translation>(la mappa non ha punti vittoria)</translation>
    </message>
    <message>
        <source>After the last round</source>
        <translation>Dopo l&apos;ultimo round</translation>
    </message>
    <message>
        <source>Destroying all enemy units wins</source>
        <translation>Distruggere tutte le unità nemiche dà la vittoria</translation>
    </message>
    <message>
        <source>Holding</source>
        <translation>Tenuta</translation>
    </message>
    <message>
        <source>any side</source>
        <translation>qualsiasi parte</translation>
    </message>
    <message>
        <source>each side its own</source>
        <translation>ogni parte il suo</translation>
    </message>
    <message>
        <source>Per side: only the sides given a number win by holding (hold_points: {red: 3})</source>
        <translation>Per parte: vincono tenendo solo le parti con un numero (hold_points: {red: 3})</translation>
    </message>
    <message>
        <source>Set victory: {setting}</source>
        <translation>Imposta la vittoria: {setting}</translation>
    </message>
    <message>
        <source>never</source>
        <translation>mai</translation>
    </message>
    <message>
        <source>{side} wins holding</source>
        <translation>{side} vince tenendo</translation>
    </message>
    <message>
        <source>No side wins by holding victory points.</source>
        <translation>Nessuna parte vince tenendo punti vittoria.</translation>
    </message>
    <message numerus="yes">
        <source>Any side wins holding %n victory point(s).</source>
        <translation>
            <numerusform>Qualsiasi parte vince tenendo %n punto vittoria.</numerusform>
            <numerusform>Qualsiasi parte vince tenendo %n punti vittoria.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins holding %n</source>
        <translation>
            <numerusform>%1 vince tenendo %n punto</numerusform>
            <numerusform>%1 vince tenendo %n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>The other sides never win by holding.</source>
        <translation>Le altre parti non vincono mai tenendo punti.</translation>
    </message>
    <message>
        <source>Unchecked: holding victory points never wins (hold_points: 0)</source>
        <translation>Non selezionato: tenere punti vittoria non dà mai la vittoria (hold_points: 0)</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Vittoria</translation>
    </message>
    <message>
        <source>destroy all</source>
        <translation>distruggere tutto</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>pareggio</translation>
    </message>
    <message>
        <source>hold points</source>
        <translation>punti da tenere</translation>
    </message>
    <message>
        <source>objectives</source>
        <translation>obiettivi</translation>
    </message>
    <message numerus="yes">
        <source>of the map&apos;s %n victory point(s)</source>
        <translation>
            <numerusform>dell&apos;unico punto vittoria della mappa (%n)</numerusform>
            <numerusform>dei %n punti vittoria della mappa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of the map&apos;s %n victory point(s) (the rules&apos; default)</source>
        <translation>
            <numerusform>dell&apos;unico punto vittoria della mappa (%n; il valore predefinito delle regole)</numerusform>
            <numerusform>dei %n punti vittoria della mappa (il valore predefinito delle regole)</numerusform>
        </translation>
    </message>
    <message>
        <source>on last round</source>
        <translation>all&apos;ultimo round</translation>
    </message>
    <message>
        <source>{side} wins</source>
        <translation>vince {side}</translation>
    </message>
</context>
<context>
    <name>WandTool</name>
    <message>
        <source>{count} cells chosen</source>
        <translation>{count} caselle scelte</translation>
    </message>
</context>
</TS>
