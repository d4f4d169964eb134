<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>ChartWords</name>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronda</numerusform>
            <numerusform>%n rondas</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Todavía no hay partidas terminadas.</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>The chart&apos;s x axis: the rounds played.</extracomment>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Gráfico de puntos</translation>
    </message>
    <message numerus="yes">
        <source>Totals after %n round(s): {values}</source>
        <extracomment>{values}: each player&apos;s total, &quot;Ann: 40, Bo: 12&quot;.</extracomment>
        <translation>
            <numerusform>Totales tras %n ronda: {values}</numerusform>
            <numerusform>Totales tras %n rondas: {values}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {value}</source>
        <extracomment>A player&apos;s last value: &quot;Ann: 40&quot;.</extracomment>
        <translation>{name}: {value}</translation>
    </message>
    <message>
        <source>{name}: {value} ({count})</source>
        <extracomment>A player&apos;s last value, and how many values their line has: &quot;Ann: 85% (3 games)&quot;.</extracomment>
        <translation>{name}: {value} ({count})</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message numerus="yes">
        <source>%n best</source>
        <extracomment>How many decisions the coach marked best.</extracomment>
        <translation>
            <numerusform>%n mejor</numerusform>
            <numerusform>%n mejores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n error grave</numerusform>
            <numerusform>%n errores graves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n good</source>
        <translation>
            <numerusform>%n buena</numerusform>
            <numerusform>%n buenas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy</source>
        <translation>
            <numerusform>%n imprecisión</numerusform>
            <numerusform>%n imprecisiones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message>
        <source>Analyse again</source>
        <translation>Analizar de nuevo</translation>
    </message>
    <message>
        <source>Analyse my play</source>
        <translation>Analizar mi juego</translation>
    </message>
    <message>
        <source>Analysing… %p%</source>
        <extracomment>The progress bar&apos;s text; %p is the percentage done (Qt fills it in).</extracomment>
        <translation>Analizando… %p %</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Análisis cancelado.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message numerus="yes">
        <source>Expected points against the table after each of %n turn(s), from {low} to {high} (higher is better); blunders in round {round}</source>
        <extracomment>{round}: the round the blunders were made in.</extracomment>
        <translation>
            <numerusform>Puntos esperados frente a la mesa tras %n turno, de {low} a {high} (más alto es mejor); errores graves en la ronda {round}</numerusform>
            <numerusform>Puntos esperados frente a la mesa tras cada uno de %n turnos, de {low} a {high} (más alto es mejor); errores graves en la ronda {round}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expected points against the table after each of %n turn(s), from {low} to {high} (higher is better); blunders in rounds {rounds}</source>
        <extracomment>{rounds}: the rounds the blunders were made in, &quot;2, 5, 7&quot;.</extracomment>
        <translation>
            <numerusform>Puntos esperados frente a la mesa tras %n turno, de {low} a {high} (más alto es mejor); errores graves en las rondas {rounds}</numerusform>
            <numerusform>Puntos esperados frente a la mesa tras cada uno de %n turnos, de {low} a {high} (más alto es mejor); errores graves en las rondas {rounds}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expected points against the table after each of %n turn(s), from {low} to {high} (higher is better); no blunder</source>
        <translation>
            <numerusform>Puntos esperados frente a la mesa tras %n turno, de {low} a {high} (más alto es mejor); ningún error grave</numerusform>
            <numerusform>Puntos esperados frente a la mesa tras cada uno de %n turnos, de {low} a {high} (más alto es mejor); ningún error grave</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected points against the table after each of your turns (higher is better)</source>
        <translation>Puntos esperados frente a la mesa tras cada uno de tus turnos (más alto es mejor)</translation>
    </message>
    <message>
        <source>Expected points against the table after each of your turns (up: better); a dot&apos;s colour is the turn&apos;s worst mark</source>
        <translation>Puntos esperados frente a la mesa tras cada uno de tus turnos (arriba: mejor); el color de un punto es la peor nota del turno</translation>
    </message>
    <message>
        <source>Expected points chart</source>
        <translation>Gráfico de puntos esperados</translation>
    </message>
    <message>
        <source>Judge each of your decisions from what you could see then</source>
        <translation>Juzgar cada una de tus decisiones según lo que podías ver entonces</translation>
    </message>
    <message>
        <source>No analysis yet</source>
        <translation>Todavía no hay análisis</translation>
    </message>
    <message>
        <source>No human played this game: nothing to analyse.</source>
        <translation>Ningún humano jugó esta partida: nada que analizar.</translation>
    </message>
    <message>
        <source>Not analysed: {problem}</source>
        <translation>No analizada: {problem}</translation>
    </message>
    <message>
        <source>Player to analyse</source>
        <translation>Jugador que analizar</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>The analysis stopped: {problem}</source>
        <translation>El análisis se detuvo: {problem}</translation>
    </message>
    <message>
        <source>best</source>
        <translation>mejor</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>error grave</translation>
    </message>
    <message>
        <source>good</source>
        <translation>buena</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisión</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <source>round {number}</source>
        <extracomment>The chart&apos;s first round under its axis, &quot;round 1&quot; (later ones: the number).</extracomment>
        <translation>ronda {number}</translation>
    </message>
    <message>
        <source>{name}: accuracy {accuracy}, mean loss {loss} points a decision ({counts})</source>
        <extracomment>{counts}: how many decisions got each mark, &quot;12 best, 3 good, 1 blunder&quot;.</extracomment>
        <translation>{name}: precisión {accuracy}, pérdida media {loss} puntos por decisión ({counts})</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value} %</translation>
    </message>
</context>
<context>
    <name>ContractGrid</name>
    <message>
        <source>All at once</source>
        <translation>Todo de una vez</translation>
    </message>
    <message>
        <source>Buys</source>
        <translation>Compras</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Cartas repartidas</translation>
    </message>
    <message>
        <source>Laid down and gone out in one turn, like Hillbilly&apos;s round 10</source>
        <translation>Bajar y cerrar en un solo turno, como en la ronda 10 de Hillbilly</translation>
    </message>
    <message>
        <source>Reads as</source>
        <translation>Se lee</translation>
    </message>
    <message>
        <source>Runs (cards each)</source>
        <translation>Escaleras (cartas cada una)</translation>
    </message>
    <message>
        <source>Runs: the least cards of each run</source>
        <translation>Escaleras: el mínimo de cartas de cada escalera</translation>
    </message>
    <message>
        <source>Sets (cards each)</source>
        <translation>Tríos (cartas cada uno)</translation>
    </message>
    <message>
        <source>Sets: the least cards of each set</source>
        <translation>Tríos: el mínimo de cartas de cada trío</translation>
    </message>
    <message>
        <source>The least cards of each run, with commas: 3, 4 asks for a run of three and a run of four. Leave it empty for no runs.</source>
        <translation>El mínimo de cartas de cada escalera, separado por comas: 3, 4 pide una escalera de tres y una escalera de cuatro. Déjalo vacío para ninguna escalera.</translation>
    </message>
    <message>
        <source>The least cards of each set, with commas: 3, 4 asks for a set of three and a set of four. Leave it empty for no sets.</source>
        <translation>El mínimo de cartas de cada trío, separado por comas: 3, 4 pide un trío de tres y un trío de cuatro. Déjalo vacío para ningún trío.</translation>
    </message>
    <message>
        <source>a round asks for at most {most} runs, not {count}</source>
        <translation>una ronda pide como mucho {most} escaleras, no {count}</translation>
    </message>
    <message>
        <source>a round asks for at most {most} sets, not {count}</source>
        <translation>una ronda pide como mucho {most} tríos, no {count}</translation>
    </message>
    <message>
        <source>at once</source>
        <extracomment>A round&apos;s check box: laid down and gone out in one turn.</extracomment>
        <translation>de una vez</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>An empty Sets or Runs box: no melds of that kind.</extracomment>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>the runs are the least cards of each run as numbers with commas, like &quot;3, 4&quot;, not &quot;{bad}&quot;</source>
        <extracomment>Follows &quot;Round 3: &quot;; {bad} is what the player typed.</extracomment>
        <translation>las escaleras se escriben como el mínimo de cartas de cada escalera, números separados por comas como «3, 4», no «{bad}»</translation>
    </message>
    <message>
        <source>the sets are the least cards of each set as numbers with commas, like &quot;3, 4&quot;, not &quot;{bad}&quot;</source>
        <extracomment>Follows &quot;Round 3: &quot;; {bad} is what the player typed.</extracomment>
        <translation>los tríos se escriben como el mínimo de cartas de cada trío, números separados por comas como «3, 4», no «{bad}»</translation>
    </message>
</context>
<context>
    <name>Contracts</name>
    <message numerus="yes">
        <source>%n round(s) of the Contracts tab</source>
        <translation>
            <numerusform>%n ronda de la pestaña Contratos</numerusform>
            <numerusform>%n rondas de la pestaña Contratos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) you saved</source>
        <translation>
            <numerusform>%n ronda que guardaste</numerusform>
            <numerusform>%n rondas que guardaste</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add round</source>
        <extracomment>The Contracts tab&apos;s buttons: each letter differs from the other tabs&apos; and buttons&apos;.</extracomment>
        <translation>&amp;Añadir ronda</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Save as</source>
        <translation>&amp;Guardar como</translation>
    </message>
    <message numerus="yes">
        <source>All %n rounds can be played, with this game&apos;s house rules ({changed} changed).</source>
        <extracomment>{changed}: how many house rules differ from the standard ones.</extracomment>
        <translation>
            <numerusform>%n ronda se puede jugar, con las reglas de la casa de esta partida ({changed} cambiadas).</numerusform>
            <numerusform>Las %n rondas se pueden jugar, con las reglas de la casa de esta partida ({changed} cambiadas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n rounds can be played.</source>
        <translation>
            <numerusform>%n ronda se puede jugar.</numerusform>
            <numerusform>Las %n rondas se pueden jugar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the round to remove first.</source>
        <translation>Elige primero la ronda que quieres quitar.</translation>
    </message>
    <message>
        <source>Contract Rummy</source>
        <translation>Rummy de contratos</translation>
    </message>
    <message>
        <source>Contract Rummy (Bicycle)</source>
        <translation>Rummy de contratos (Bicycle)</translation>
    </message>
    <message>
        <source>Contract game</source>
        <translation>Juego de contratos</translation>
    </message>
    <message>
        <source>Contract lists (*.json)</source>
        <translation>Listas de contratos (*.json)</translation>
    </message>
    <message>
        <source>Contract lists (*.json);;All files (*)</source>
        <translation>Listas de contratos (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <source>Export contracts</source>
        <translation>Exportar contratos</translation>
    </message>
    <message>
        <source>Exported to {file}: share it with the other table.</source>
        <translation>Exportado a {file}: compártelo con la otra mesa.</translation>
    </message>
    <message>
        <source>Hillbilly Rummy</source>
        <translation>Hillbilly Rummy</translation>
    </message>
    <message>
        <source>Import contracts</source>
        <translation>Importar contratos</translation>
    </message>
    <message>
        <source>Keep these rounds under this name, to load in a later game</source>
        <translation>Guardar estas rondas con este nombre, para cargarlas en otra partida</translation>
    </message>
    <message>
        <source>Liverpool Rummy</source>
        <translation>Rummy Liverpool</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>&amp;Subir</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>&amp;Bajar</translation>
    </message>
    <message>
        <source>Name of these rounds</source>
        <translation>Nombre de estas rondas</translation>
    </message>
    <message>
        <source>Re&amp;move round</source>
        <translation>&amp;Quitar ronda</translation>
    </message>
    <message>
        <source>Round {round}: {problem}</source>
        <extracomment>{problem}: why the round cannot be played, a sentence that starts in lower case.</extracomment>
        <translation>Ronda {round}: {problem}</translation>
    </message>
    <message>
        <source>Saved as {name}: choose it in the Contract game list in a later game.</source>
        <translation>Guardado como {name}: elígelo en la lista Juego de contratos en una partida posterior.</translation>
    </message>
    <message>
        <source>Saved as {name}: choose it in the Contract game list in a later game. Only the rounds are kept, not the house rules ({changed} changed): set those on the House rules tab.</source>
        <translation>Guardado como {name}: elígelo en la lista Juego de contratos en una partida posterior. Solo se guardan las rondas, no las reglas de la casa ({changed} cambiadas): ajústalas en la pestaña Reglas de la casa.</translation>
    </message>
    <message>
        <source>The round can be played, with this game&apos;s house rules ({changed} changed).</source>
        <translation>La ronda se puede jugar, con las reglas de la casa de esta partida ({changed} cambiadas).</translation>
    </message>
    <message>
        <source>The round can be played.</source>
        <translation>La ronda se puede jugar.</translation>
    </message>
    <message>
        <source>These rounds cannot be saved yet: {problem}</source>
        <translation>Estas rondas aún no se pueden guardar: {problem}</translation>
    </message>
    <message>
        <source>These rounds cannot be shared yet: {problem}</source>
        <translation>Estas rondas aún no se pueden compartir: {problem}</translation>
    </message>
    <message>
        <source>Type a name for these rounds first, then Save as.</source>
        <translation>Escribe primero un nombre para estas rondas y luego Guardar como.</translation>
    </message>
    <message>
        <source>Your own rounds (Contracts tab)</source>
        <translation>Tus propias rondas (pestaña Contratos)</translation>
    </message>
    <message>
        <source>a name for these rounds</source>
        <translation>un nombre para estas rondas</translation>
    </message>
    <message>
        <source>{name} (yours)</source>
        <extracomment>A list of rounds the player saved under a name of their own.</extracomment>
        <translation>{name} (tuyas)</translation>
    </message>
    <message>
        <source>{name} is a game the app knows: give your rounds a new name.</source>
        <translation>{name} es un juego que la aplicación conoce: da un nombre nuevo a tus rondas.</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Cerrar la mesa</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t Save</source>
        <translation>&amp;No guardar</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Salir de la mesa</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>&apos;{file}&apos; is open, but Open Recent cannot list it: its name is not UTF-8 text.</source>
        <translation>«{file}» está abierto, pero Abrir reciente no puede mostrarlo: su nombre no es texto UTF-8.</translation>
    </message>
    <message>
        <source>A network table&apos;s game is kept by its host: not saved here</source>
        <translation>La partida de una mesa en red la guarda su anfitrión: no se guarda aquí</translation>
    </message>
    <message>
        <source>A new game is dealt</source>
        <translation>Se reparte una partida nueva</translation>
    </message>
    <message>
        <source>Close your table</source>
        <translation>Cerrar tu mesa</translation>
    </message>
    <message>
        <source>Continue your last game?</source>
        <translation>¿Continuar tu última partida?</translation>
    </message>
    <message>
        <source>If you don&apos;t save, the moves of this game are lost.</source>
        <translation>Si no guardas, se pierden las jugadas de esta partida.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Salir de la mesa</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The title of a box saying why a game could not be opened.</extracomment>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Resume the interrupted game?</source>
        <translation>¿Reanudar la partida interrumpida?</translation>
    </message>
    <message>
        <source>Resumed where the game stopped</source>
        <translation>Reanudada donde se detuvo la partida</translation>
    </message>
    <message>
        <source>Rummy Desktop games (*.rummy)</source>
        <extracomment>The file dialogs&apos; filter: the name of the game&apos;s save files, then their pattern.</extracomment>
        <translation>Partidas de Rummy Desktop (*.rummy)</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The title of a box saying why a game could not be saved.</extracomment>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Guardado en {file}</translation>
    </message>
    <message>
        <source>The game ends for everyone at it, and it is not kept to host again.</source>
        <translation>La partida termina para todos los que juegan en ella y no se guarda para volver a abrirla.</translation>
    </message>
    <message>
        <source>The others play on: after a while a computer takes your seat.</source>
        <translation>Los demás siguen jugando: al cabo de un rato el ordenador ocupa tu asiento.</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Partida sin guardar</translation>
    </message>
    <message>
        <source>{game}, deal {seed}</source>
        <extracomment>The window&apos;s title for a game not saved yet: &quot;Hillbilly Rummy, deal 1234&quot;.</extracomment>
        <translation>{game}, reparto {seed}</translation>
    </message>
</context>
<context>
    <name>GuideWords</name>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guía</translation>
    </message>
    <message>
        <source>Guide closed: Help ▸ Guided first round opens it again</source>
        <extracomment>The menu path as the Help menu says it.</extracomment>
        <translation>Guía cerrada: Ayuda ▸ Primera ronda guiada la vuelve a abrir</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Saltar la guía</translation>
    </message>
    <message>
        <source>Step {number}: {step}</source>
        <translation>Paso {number}: {step}</translation>
    </message>
    <message>
        <source>Watch the other player&apos;s move…</source>
        <translation>Mira la jugada del otro jugador…</translation>
    </message>
    <message>
        <source>Welcome: choose how to start</source>
        <translation>Bienvenido: elige cómo empezar</translation>
    </message>
    <message>
        <source>Well done: you have gone out! Play on to the end of the round; Help ▸ Guided first round starts the guide again.</source>
        <translation>¡Bien hecho: has cerrado! Sigue jugando hasta el final de la ronda; Ayuda ▸ Primera ronda guiada vuelve a empezar la guía.</translation>
    </message>
    <message>
        <source>Well done: you have laid down your contract! Play on to the end of the round; Help ▸ Guided first round starts the guide again.</source>
        <translation>¡Bien hecho: has bajado tu contrato! Sigue jugando hasta el final de la ronda; Ayuda ▸ Primera ronda guiada vuelve a empezar la guía.</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>About {app}</source>
        <translation>Acerca de {app}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Playing without a mouse or without sight</source>
        <translation>Jugar sin ratón o sin vista</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>A discard the next player passes by may be bought by the others (with a penalty card).</source>
        <translation>Un descarte que el siguiente jugador deja pasar lo pueden comprar los demás (con una carta de castigo).</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank; a run is cards of one suit in order.</source>
        <translation>Un trío son tres o más cartas del mismo valor; una escalera, cartas de un palo en orden.</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank; a run is three or more of a suit in order.</source>
        <translation>Un trío son tres o más cartas del mismo valor; una escalera, tres o más de un palo en orden.</translation>
    </message>
    <message>
        <source>A wild card stands in for any card in a meld, as many as you like.</source>
        <translation>Un comodín sustituye a cualquier carta de una combinación, tantos como quieras.</translation>
    </message>
    <message>
        <source>After someone goes out, each other player has one last turn.</source>
        <translation>Cuando alguien cierra, cada uno de los demás jugadores tiene un último turno.</translation>
    </message>
    <message>
        <source>Cards outside melds count: an ace 1, 2 to 10 their number, faces 10, a wild 15.</source>
        <translation>Las cartas fuera de combinaciones cuentan: un as 1, del 2 al 10 su número, las figuras 10, un comodín 15.</translation>
    </message>
    <message>
        <source>Each round has a contract, shown at the top: the melds you must lay down together.</source>
        <translation>Cada ronda tiene un contrato, arriba: las combinaciones que debes bajar juntas.</translation>
    </message>
    <message>
        <source>End your turn by discarding one card onto the discard pile.</source>
        <translation>Termina tu turno descartando una carta en la pila de descartes.</translation>
    </message>
    <message>
        <source>Hillbilly Rummy is played over ten rounds; the lowest total wins.</source>
        <translation>Hillbilly Rummy se juega en diez rondas; gana el total más bajo.</translation>
    </message>
    <message>
        <source>In each round one rank is wild: 3s in round one, 4s in round two … kings last.</source>
        <translation>En cada ronda un valor es comodín: los 3 en la primera, los 4 en la segunda … los reyes en la última.</translation>
    </message>
    <message>
        <source>In hand a joker costs 50, an ace 15, a 10 to king 10, a 2 to 9 five points.</source>
        <translation>En la mano un comodín cuesta 50, un as 15, del 10 al rey 10, del 2 al 9 cinco puntos.</translation>
    </message>
    <message>
        <source>Jokers are wild: at most one wild card stands in for a missing card in each meld.</source>
        <translation>Los comodines sustituyen cartas: como mucho un comodín ocupa el lugar de una carta que falta en cada combinación.</translation>
    </message>
    <message>
        <source>On your turn, draw a card: from the stock, or the top card of the discard pile.</source>
        <translation>En tu turno, roba una carta: del mazo, o la carta de arriba de la pila de descartes.</translation>
    </message>
    <message>
        <source>On your turn, draw from the stock or take the top card of the discard pile.</source>
        <translation>En tu turno, roba del mazo o toma la carta de arriba de la pila de descartes.</translation>
    </message>
    <message>
        <source>Once you hold the contract, lay it all down; then lay cards off on any meld.</source>
        <translation>En cuanto tengas el contrato, bájalo entero; después coloca cartas en cualquier combinación.</translation>
    </message>
    <message>
        <source>The lowest total after the last round wins.</source>
        <translation>Gana el total más bajo tras la última ronda.</translation>
    </message>
    <message>
        <source>The round ends when someone plays their last card: the others score their cards.</source>
        <translation>La ronda termina cuando alguien juega su última carta: los demás cuentan sus cartas.</translation>
    </message>
    <message>
        <source>Then discard one card: your hand always goes back to the round&apos;s size.</source>
        <translation>Luego descarta una carta: tu mano siempre vuelve al tamaño de la ronda.</translation>
    </message>
    <message>
        <source>Three Thirteen is played over eleven rounds, from 3 cards up to 13.</source>
        <translation>Three Thirteen se juega en once rondas, de 3 cartas hasta 13.</translation>
    </message>
    <message>
        <source>When every card but the one you discard fits in melds, you may go out.</source>
        <translation>Cuando todas tus cartas menos la que descartas forman combinaciones, puedes cerrar.</translation>
    </message>
</context>
<context>
    <name>Leaving</name>
    <message>
        <source>Close your network table to host a table?</source>
        <translation>¿Cerrar tu mesa en red para abrir una mesa?</translation>
    </message>
    <message>
        <source>Close your network table to join a table?</source>
        <translation>¿Cerrar tu mesa en red para unirte a una mesa?</translation>
    </message>
    <message>
        <source>Close your network table to open another game?</source>
        <translation>¿Cerrar tu mesa en red para abrir otra partida?</translation>
    </message>
    <message>
        <source>Close your network table to quit?</source>
        <translation>¿Cerrar tu mesa en red para salir?</translation>
    </message>
    <message>
        <source>Close your network table to start a new game?</source>
        <translation>¿Cerrar tu mesa en red para empezar una partida nueva?</translation>
    </message>
    <message>
        <source>Close your network table to start the guided round?</source>
        <translation>¿Cerrar tu mesa en red para empezar la ronda guiada?</translation>
    </message>
    <message>
        <source>Close your network table?</source>
        <translation>¿Cerrar tu mesa en red?</translation>
    </message>
    <message>
        <source>Leave the network table to host a table?</source>
        <translation>¿Salir de la mesa en red para abrir una mesa?</translation>
    </message>
    <message>
        <source>Leave the network table to join a table?</source>
        <translation>¿Salir de la mesa en red para unirte a una mesa?</translation>
    </message>
    <message>
        <source>Leave the network table to open another game?</source>
        <translation>¿Salir de la mesa en red para abrir otra partida?</translation>
    </message>
    <message>
        <source>Leave the network table to quit?</source>
        <translation>¿Salir de la mesa en red para salir?</translation>
    </message>
    <message>
        <source>Leave the network table to start a new game?</source>
        <translation>¿Salir de la mesa en red para empezar una partida nueva?</translation>
    </message>
    <message>
        <source>Leave the network table to start the guided round?</source>
        <translation>¿Salir de la mesa en red para empezar la ronda guiada?</translation>
    </message>
    <message>
        <source>Leave the network table?</source>
        <translation>¿Salir de la mesa en red?</translation>
    </message>
    <message>
        <source>Save “{title}” before you host a table?</source>
        <translation>¿Guardar «{title}» antes de abrir una mesa?</translation>
    </message>
    <message>
        <source>Save “{title}” before you join a table?</source>
        <translation>¿Guardar «{title}» antes de unirte a una mesa?</translation>
    </message>
    <message>
        <source>Save “{title}” before you open another game?</source>
        <translation>¿Guardar «{title}» antes de abrir otra partida?</translation>
    </message>
    <message>
        <source>Save “{title}” before you quit?</source>
        <translation>¿Guardar «{title}» antes de salir?</translation>
    </message>
    <message>
        <source>Save “{title}” before you start a new game?</source>
        <translation>¿Guardar «{title}» antes de empezar una partida nueva?</translation>
    </message>
    <message>
        <source>Save “{title}” before you start the guided round?</source>
        <translation>¿Guardar «{title}» antes de empezar la ronda guiada?</translation>
    </message>
    <message>
        <source>Save “{title}” first?</source>
        <translation>¿Guardar «{title}» primero?</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;About {app}</source>
        <translation>Acerca &amp;de {app}</translation>
    </message>
    <message>
        <source>&amp;Arrange into melds</source>
        <extracomment>Order the hand so that its possible melds sit together.</extracomment>
        <translation>&amp;Agrupar en combinaciones</translation>
    </message>
    <message>
        <source>&amp;Buy the discard</source>
        <extracomment>Out of turn: take the card just discarded (and penalty cards, by the house rules).</extracomment>
        <translation>Co&amp;mprar el descarte</translation>
    </message>
    <message>
        <source>&amp;Card size</source>
        <translation>&amp;Tamaño de las cartas</translation>
    </message>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>&amp;Robar del mazo</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Go out</source>
        <extracomment>Get rid of one&apos;s last cards and end the round.</extracomment>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Guided first round…</source>
        <translation>Primera ronda &amp;guiada…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <extracomment>Network play: open a table on this computer that others join.</extracomment>
        <translation>&amp;Crear una mesa…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo jugar</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;Lay down</source>
        <translation>&amp;Bajarse</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Pass on the buy</source>
        <extracomment>Decline to buy the card just discarded.</extracomment>
        <translation>&amp;Pasar sin comprar</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Read the situation aloud</source>
        <translation>&amp;Leer la situación en voz alta</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>&amp;Take the discard</source>
        <extracomment>Take the top card of the discard pile.</extracomment>
        <translation>&amp;Tomar el descarte</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Animation s&amp;peed</source>
        <translation>Velocidad de a&amp;nimación</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Vaciar la lista</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Descartar la carta elegida</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Más grande</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>Cartas más grandes</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>El más grande</translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation>Aún no hay partidas guardadas</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Playing without a mouse or without &amp;sight</source>
        <translation>Jugar sin ratón o sin &amp;vista</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Re&amp;hacer</translation>
    </message>
    <message>
        <source>Re&amp;view game</source>
        <extracomment>Replay the game move by move with every hand shown.</extracomment>
        <translation>Re&amp;visar la partida</translation>
    </message>
    <message>
        <source>Review a saved &amp;game…</source>
        <translation>Rev&amp;isar una partida guardada…</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar c&amp;omo…</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>Short sounds for draws, discards, laying down, buys, going out and a round&apos;s end</source>
        <translation>Sonidos breves al robar, descartar, bajarse, comprar, cerrar y al final de una ronda</translation>
    </message>
    <message>
        <source>Smaller</source>
        <translation>Más pequeño</translation>
    </message>
    <message>
        <source>Smaller cards</source>
        <translation>Cartas más pequeñas</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Ordenar por &amp;valor</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Ordenar por &amp;palo</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Salir de la mesa</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Abrir la mesa</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Empezar la partida</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>En la mesa:</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Chat line</source>
        <translation>Línea de chat</translation>
    </message>
    <message>
        <source>Choose a table code to tell those who join</source>
        <translation>Elige un código de mesa para quienes se unan</translation>
    </message>
    <message>
        <source>Computers play the seats nobody has taken yet</source>
        <translation>El ordenador juega los asientos que nadie ha ocupado aún</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>Looking for tables… (or type the host&apos;s address below)</source>
        <translation>Buscando mesas… (o escribe abajo la dirección del anfitrión)</translation>
    </message>
    <message>
        <source>Make at least one more seat a person&apos;s: somebody who joins</source>
        <translation>Haz que al menos otro asiento sea de una persona: alguien que se una</translation>
    </message>
    <message>
        <source>Pick a table above, or type the host&apos;s address</source>
        <translation>Elige una mesa arriba o escribe la dirección del anfitrión</translation>
    </message>
    <message>
        <source>Port</source>
        <extracomment>The network port the table listens on.</extracomment>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Di algo a la mesa</translation>
    </message>
    <message>
        <source>Table &amp;code:</source>
        <translation>Código de la &amp;mesa:</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Código de la mesa</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Mesas en esta red</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Mesas en esta red:</translation>
    </message>
    <message>
        <source>The first person&apos;s seat is yours. Each other person&apos;s seat waits for somebody who joins with the code; computers play their seats here.</source>
        <translation>El primer asiento de persona es el tuyo. Cada otro asiento de persona espera a alguien que se una con el código; el ordenador juega sus asientos aquí.</translation>
    </message>
    <message>
        <source>The first seat is yours: make it a person&apos;s seat</source>
        <translation>El primer asiento es el tuyo: hazlo de una persona</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La mesa</translation>
    </message>
    <message>
        <source>The table&apos;s lobby</source>
        <translation>Sala de la mesa</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table</source>
        <translation>Escribe tu nombre: los demás lo ven en la mesa</translation>
    </message>
    <message>
        <source>Waiting for the host…</source>
        <translation>Esperando al anfitrión…</translation>
    </message>
    <message>
        <source>Waiting for the others…</source>
        <translation>Esperando a los demás…</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {game}, %n seat(s) free ({address}:{port})</source>
        <extracomment>A table found on the network: its host&apos;s name, its game, its free seats.</extracomment>
        <translation>
            <numerusform>{name}: {game}, %n asiento libre ({address}:{port})</numerusform>
            <numerusform>{name}: {game}, %n asientos libres ({address}:{port})</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}. (free: a computer plays it if nobody joins)</source>
        <translation>{seat}. (libre: lo juega el ordenador si nadie se une)</translation>
    </message>
    <message>
        <source>{seat}. {name}</source>
        <translation>{seat}. {name}</translation>
    </message>
    <message>
        <source>{seat}. {name} (computer)</source>
        <translation>{seat}. {name} (ordenador)</translation>
    </message>
    <message>
        <source>{seat}. {name} (not connected)</source>
        <translation>{seat}. {name} (sin conexión)</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>&amp;Contracts</source>
        <translation>&amp;Contratos</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <extracomment>The button that starts the game: deal the cards.</extracomment>
        <translation>Re&amp;partir</translation>
    </message>
    <message>
        <source>&amp;Game and players</source>
        <translation>&amp;Juego y jugadores</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Ordenador: {level}</translation>
    </message>
    <message>
        <source>Con&amp;tract game:</source>
        <extracomment>Its letter must differ from the Game tab&apos;s (Alt+G in English).</extracomment>
        <translation>Juego de con&amp;tratos:</translation>
    </message>
    <message numerus="yes">
        <source>Contract rummy: %n round(s) of contracts, jokers wild, buying</source>
        <translation>
            <numerusform>Rummy de contratos: %n ronda de contratos, comodines, compras</numerusform>
            <numerusform>Rummy de contratos: %n rondas de contratos, comodines, compras</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Número de reparto</translation>
    </message>
    <message>
        <source>Deal number (empty: random)</source>
        <translation>Número de reparto (vacío: al azar)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>House &amp;rules</source>
        <translation>&amp;Reglas de la casa</translation>
    </message>
    <message numerus="yes">
        <source>House &amp;rules (%n changed)</source>
        <translation>
            <numerusform>&amp;Reglas de la casa (%n cambiada)</numerusform>
            <numerusform>&amp;Reglas de la casa (%n cambiadas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Leave empty for a new deal. The same number, game, players and house rules deal the same cards, so a game can be replayed or shared.</source>
        <translation>Déjalo vacío para un reparto nuevo. El mismo número, juego, jugadores y reglas de la casa reparten las mismas cartas, así que una partida se puede repetir o compartir.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Number of &amp;players:</source>
        <translation>Número de j&amp;ugadores:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Point at a rule, or move to it with Tab, to read what it does.</source>
        <translation>Señala una regla, o ve a ella con Tab, para leer lo que hace.</translation>
    </message>
    <message>
        <source>R&amp;estore the defaults</source>
        <extracomment>Its letter must differ from the House rules tab&apos;s (Alt+R in English).</extracomment>
        <translation>Restaurar los &amp;valores predeterminados</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Asiento {seat}</translation>
    </message>
    <message>
        <source>Seat {seat}: name</source>
        <translation>Asiento {seat}: nombre</translation>
    </message>
    <message>
        <source>Seat {seat}: who plays</source>
        <translation>Asiento {seat}: quién juega</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>Shown in the empty Deal number box: the cards are dealt at random.</extracomment>
        <translation>al azar</translation>
    </message>
    <message>
        <source>{game}: {blurb}</source>
        <extracomment>A game to choose: its name, then what it is in a few words.</extracomment>
        <translation>{game}: {blurb}</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Velocidad de &amp;animación:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Ju&amp;gadores:</translation>
    </message>
    <message>
        <source>&amp;Sort my hand:</source>
        <translation>&amp;Ordenar mi mano:</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>Color del &amp;tapete:</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Como se repartió</translation>
    </message>
    <message>
        <source>As&amp;k before I blunder (coach mode; the game counts as assisted)</source>
        <translation>Avisarme antes de un &amp;error grave (modo entrenador; la partida cuenta como asistida)</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Por valor</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Por palo</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Dorso de las cartas:</translation>
    </message>
    <message>
        <source>Clear the Open Recent list</source>
        <translation>Vaciar la lista de partidas recientes</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Entrenador:</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <extracomment>Who plays a seat: the computer, at a level (&quot;easy&quot;, &quot;medium&quot;, &quot;hard&quot;).</extracomment>
        <translation>Ordenador: {level}</translation>
    </message>
    <message>
        <source>English</source>
        <translation>inglés</translation>
    </message>
    <message>
        <source>French</source>
        <translation>francés</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>German</source>
        <translation>alemán</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>Who plays a seat: a person at this screen.</extracomment>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Lang&amp;uage:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Restore the defaults</source>
        <translation>Restaurar los valores predeterminados</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Asiento {seat}</translation>
    </message>
    <message>
        <source>Seat {seat}: name</source>
        <translation>Asiento {seat}: nombre</translation>
    </message>
    <message>
        <source>Seat {seat}: who plays</source>
        <translation>Asiento {seat}: quién juega</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>español</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <extracomment>The first choice of Preferences ▸ Language: the system&apos;s, named in brackets.</extracomment>
        <translation>Idioma del sistema ({language})</translation>
    </message>
    <message>
        <source>The game and players a new game starts with.</source>
        <translation>El juego y los jugadores con que empieza una partida nueva.</translation>
    </message>
    <message>
        <source>The game speaks {language} from its next start.</source>
        <translation>El juego estará en {language} a partir del próximo inicio.</translation>
    </message>
    <message>
        <source>The house rules a new game of this kind starts with. Changed rules are bold.</source>
        <translation>Las reglas de la casa con que empieza una partida nueva de este juego. Las reglas cambiadas van en negrita.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>Your name &apos;{name}&apos; holds characters that do not print (controls, invisible or direction marks).</source>
        <translation>Tu nombre «{name}» contiene caracteres que no se ven (de control, invisibles o de dirección).</translation>
    </message>
    <message>
        <source>{game} rules</source>
        <extracomment>A tab: the house rules a new game of this kind starts with.</extracomment>
        <translation>Reglas de {game}</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>Coach</source>
        <extracomment>The title of coach mode&apos;s question: the move is a blunder, play it anyway?</extracomment>
        <translation>Entrenador</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>(gave up about {loss} points) · played &lt;b&gt;{played}&lt;/b&gt;, better &lt;b&gt;{best}&lt;/b&gt;</source>
        <extracomment>{played} and {best}: the move made and the better one, in card notation.</extracomment>
        <translation>(cedió unos {loss} puntos) · jugó &lt;b&gt;{played}&lt;/b&gt;, mejor &lt;b&gt;{best}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>At that moment {name} held: {cards} · discard {top} &lt;small&gt;(green: the better move&apos;s card; red: the card played)&lt;/small&gt;</source>
        <translation>En ese momento {name} tenía: {cards} · descarte {top} &lt;small&gt;(verde: la carta de la mejor jugada; rojo: la carta jugada)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Coach: {sign} {mark}</source>
        <extracomment>The coach&apos;s mark for a move: {sign} is ★, ✓, ?!, ? or ??; {mark} its name.</extracomment>
        <translation>Entrenador: {sign} {mark}</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Primero</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Revisión de la partida</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Último</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Jugada {move} de {moves}</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Next: {who} ({phase}) · stock {stock} · discard {top}</source>
        <extracomment>Who moves next and what they are to do; the stock&apos;s size; the discard pile&apos;s top.</extracomment>
        <translation>Siguiente: {who} ({phase}) · mazo {stock} · descarte {top}</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Review: {title}</source>
        <translation>Revisión: {title}</translation>
    </message>
    <message>
        <source>Round {round}: {move}</source>
        <translation>Ronda {round}: {move}</translation>
    </message>
    <message>
        <source>R{round}</source>
        <extracomment>A column of the scores by round: R1 is round 1&apos;s points.</extracomment>
        <translation>R{round}</translation>
    </message>
    <message>
        <source>Scores by round</source>
        <translation>Puntos por ronda</translation>
    </message>
    <message>
        <source>The position</source>
        <translation>La posición</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Por qué: {reason}</translation>
    </message>
    <message>
        <source>Your run: {cards}</source>
        <translation>Tu escalera: {cards}</translation>
    </message>
    <message>
        <source>Your set: {cards}</source>
        <translation>Tu trío: {cards}</translation>
    </message>
    <message>
        <source>buy offer</source>
        <translation>oferta de compra</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>fin de la partida</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>ninguna carta</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>the round is over</source>
        <translation>la ronda ha terminado</translation>
    </message>
    <message>
        <source>to draw</source>
        <translation>debe robar</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>debe jugar</translation>
    </message>
    <message>
        <source>{name}&apos;s run: {cards}</source>
        <translation>Escalera de {name}: {cards}</translation>
    </message>
    <message>
        <source>{name}&apos;s set: {cards}</source>
        <translation>Trío de {name}: {cards}</translation>
    </message>
</context>
<context>
    <name>RoundEnd</name>
    <message>
        <source>Cards left</source>
        <translation>Cartas restantes</translation>
    </message>
    <message>
        <source>Cards: {cards}</source>
        <extracomment>A player&apos;s cards at the round&apos;s end, for a screen reader: &quot;Cards: 7♥, 8♥, JK as 9♥&quot;.</extracomment>
        <translation>Cartas: {cards}</translation>
    </message>
    <message>
        <source>Deal round {round}</source>
        <translation>Repartir la ronda {round}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Nobody went out: every player is down and no card left can ever be laid off.</source>
        <translation>Nadie ha cerrado: todos los jugadores han bajado y ninguna carta restante se podrá colocar nunca.</translation>
    </message>
    <message numerus="yes">
        <source>Nobody went out: nobody laid down while the stock was refilled %n time(s).</source>
        <translation>
            <numerusform>Nadie ha cerrado: nadie bajó mientras el mazo se rellenaba %n vez.</numerusform>
            <numerusform>Nadie ha cerrado: nadie bajó mientras el mazo se rellenaba %n veces.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody went out: the stock ran out.</source>
        <translation>Nadie ha cerrado: se acabó el mazo.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Revisar la partida</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>The column of the points scored in this round.</extracomment>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Round {round} is over</source>
        <translation>Ha terminado la ronda {round}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Ronda {round} de {rounds}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Has cerrado.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>¡Ganas la partida!</translation>
    </message>
    <message>
        <source>all melded</source>
        <extracomment>A tag beside a player&apos;s name: every card of the hand is in a meld.</extracomment>
        <translation>todo combinado</translation>
    </message>
    <message>
        <source>no cards left</source>
        <translation>ninguna carta</translation>
    </message>
    <message>
        <source>went out</source>
        <extracomment>A tag beside the name of the player who went out.</extracomment>
        <translation>ha cerrado</translation>
    </message>
    <message>
        <source>{card} as {what}</source>
        <extracomment>A melded wild card and the card it stands for: &quot;JK as 7♥&quot;.</extracomment>
        <translation>{card} como {what}</translation>
    </message>
    <message>
        <source>{first} and {second} share the win!</source>
        <translation>¡{first} y {second} comparten la victoria!</translation>
    </message>
    <message>
        <source>{game}, round {round} of {rounds}: {contract}</source>
        <extracomment>{game}: a contract game&apos;s name; {contract}: the melds the round asked for.</extracomment>
        <translation>{game}, ronda {round} de {rounds}: {contract}</translation>
    </message>
    <message>
        <source>{names} and {last} share the win!</source>
        <extracomment>Three or more winners: &quot;Ann, Bo and Cy share the win!&quot;</extracomment>
        <translation>¡{names} y {last} comparten la victoria!</translation>
    </message>
    <message>
        <source>{name} went out.</source>
        <translation>{name} ha cerrado.</translation>
    </message>
    <message>
        <source>{name} wins the game!</source>
        <translation>¡{name} gana la partida!</translation>
    </message>
    <message>
        <source>{total}
lowest</source>
        <extracomment>A total, with &quot;lowest&quot; on the line under it: the lowest total so far.</extracomment>
        <translation>{total}
la más baja</translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>Beside the box of the number of decks for this many players (always 2 or more).</extracomment>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) of its own</source>
        <extracomment>A house rule&apos;s value: the game plays a list of rounds of its own.</extracomment>
        <translation>
            <numerusform>%n ronda propia</numerusform>
            <numerusform>%n rondas propias</numerusform>
        </translation>
    </message>
    <message>
        <source>1 per deck</source>
        <translation>1 por baraja</translation>
    </message>
    <message>
        <source>10 to K</source>
        <translation>10 a K</translation>
    </message>
    <message>
        <source>2 per deck</source>
        <translation>2 por baraja</translation>
    </message>
    <message>
        <source>2 to 9</source>
        <translation>2 a 9</translation>
    </message>
    <message>
        <source>2 to 9 at face value</source>
        <translation>2 a 9 por su número</translation>
    </message>
    <message>
        <source>2 to 9: their own number</source>
        <translation>2 a 9: su propio número</translation>
    </message>
    <message>
        <source>A 2 may count as a plain 2</source>
        <translation>Un 2 puede contar como un 2 normal</translation>
    </message>
    <message>
        <source>A 2 to 9 left in hand scores its own number instead of the 2-to-9 value above.</source>
        <translation>Un 2 a 9 que quede en la mano suma su propio número en lugar del valor de «2 a 9» de arriba.</translation>
    </message>
    <message>
        <source>A meld must hold at least one natural card.</source>
        <translation>Una combinación debe tener al menos una carta natural.</translation>
    </message>
    <message>
        <source>A run may hold an ace at one end only (A…K at most).</source>
        <translation>Una escalera solo puede tener un as en un extremo (A…K como máximo).</translation>
    </message>
    <message>
        <source>A two-player game uses a single 52-card deck.</source>
        <translation>Una partida de dos jugadores usa una sola baraja de 52 cartas.</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Ace high in the draw for dealer</source>
        <translation>As alto al sortear quién reparte</translation>
    </message>
    <message>
        <source>All 2s are wild as well as jokers; a 2 left in hand scores 20.</source>
        <translation>Todos los 2 son comodines, igual que los jokers; un 2 que quede en la mano suma 20.</translation>
    </message>
    <message>
        <source>All-at-once rounds: extra melds</source>
        <translation>Rondas de una vez: combinaciones extra</translation>
    </message>
    <message>
        <source>All-at-once rounds: no discard</source>
        <translation>Rondas de una vez: sin descarte</translation>
    </message>
    <message>
        <source>Buy back your own discard</source>
        <translation>Recomprar tu propio descarte</translation>
    </message>
    <message>
        <source>Buying</source>
        <translation>Compras</translation>
    </message>
    <message>
        <source>Buys per round</source>
        <translation>Compras por ronda</translation>
    </message>
    <message>
        <source>Card values</source>
        <translation>Valor de las cartas</translation>
    </message>
    <message>
        <source>Cards, stock and ties</source>
        <translation>Cartas, mazo y empates</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Contratos</translation>
    </message>
    <message>
        <source>Decks by players</source>
        <translation>Barajas según los jugadores</translation>
    </message>
    <message>
        <source>Default: {value}</source>
        <translation>Predeterminado: {value}</translation>
    </message>
    <message>
        <source>Deuces wild</source>
        <translation>Los 2 son comodines</translation>
    </message>
    <message>
        <source>Down players draw from the stock</source>
        <translation>Quien se ha bajado roba del mazo</translation>
    </message>
    <message>
        <source>Down-and-out bonus</source>
        <translation>Bonus por bajarse y cerrar de golpe</translation>
    </message>
    <message>
        <source>Each meld of the lay-down must be exactly the contract&apos;s length.</source>
        <translation>Cada combinación de la bajada debe tener exactamente la longitud del contrato.</translation>
    </message>
    <message>
        <source>Equal lowest totals</source>
        <translation>Empate en el total más bajo</translation>
    </message>
    <message>
        <source>Every card of a set must be of a different suit.</source>
        <translation>Cada carta de un trío debe ser de un palo distinto.</translation>
    </message>
    <message>
        <source>Exact contract lengths</source>
        <translation>Longitudes exactas del contrato</translation>
    </message>
    <message>
        <source>Exact number of decks</source>
        <translation>Número exacto de barajas</translation>
    </message>
    <message>
        <source>Extra cards a buyer takes from the stock (0 to 2).</source>
        <translation>Cartas extra que quien compra toma del mazo (0 a 2).</translation>
    </message>
    <message>
        <source>Extra melds with the contract</source>
        <translation>Combinaciones extra con el contrato</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Primero en repartir</translation>
    </message>
    <message>
        <source>Five Crowns scoring</source>
        <translation>Puntuación de Five Crowns</translation>
    </message>
    <message>
        <source>Give the natural card a wild stands for and take the wild.</source>
        <translation>Da la carta natural que representa un comodín y toma el comodín.</translation>
    </message>
    <message>
        <source>Go out with a discard</source>
        <translation>Cerrar con un descarte</translation>
    </message>
    <message>
        <source>Going out and scoring</source>
        <translation>Cierre y puntuación</translation>
    </message>
    <message>
        <source>How long a discard stays on offer.</source>
        <translation>Cuánto tiempo se puede comprar un descarte.</translation>
    </message>
    <message>
        <source>How many buys each player has in each round.</source>
        <translation>Cuántas compras tiene cada jugador en cada ronda.</translation>
    </message>
    <message>
        <source>How many decks are shuffled together for each number of players at the table.</source>
        <translation>Cuántas barajas se mezclan juntas según el número de jugadores en la mesa.</translation>
    </message>
    <message>
        <source>How many jokers each deck brings. Jokers are always wild.</source>
        <translation>Cuántos jokers trae cada baraja. Los jokers son siempre comodines.</translation>
    </message>
    <message>
        <source>How many wild cards one meld may hold.</source>
        <translation>Cuántos comodines puede tener una combinación.</translation>
    </message>
    <message>
        <source>How the first dealer is chosen.</source>
        <translation>Cómo se elige a quien reparte primero.</translation>
    </message>
    <message>
        <source>If you took the upcard you may not discard that same card in the same turn.</source>
        <translation>Si tomaste la carta del descarte, no puedes volver a descartarla en el mismo turno.</translation>
    </message>
    <message>
        <source>In a round played all at once (round 10) you go out by melding every card, with no discard.</source>
        <translation>En una ronda de una vez (ronda 10) se cierra bajando todas las cartas, sin descartar.</translation>
    </message>
    <message>
        <source>In a round played all at once (round 10) you may lay down melds beyond the contract when you go out.</source>
        <translation>En una ronda de una vez (ronda 10) puedes bajar más combinaciones que las del contrato al cerrar.</translation>
    </message>
    <message>
        <source>In rounds 1 to 9 you must end by discarding, not by laying off your last card.</source>
        <translation>En las rondas 1 a 9 debes terminar descartando, no añadiendo tu última carta a una combinación.</translation>
    </message>
    <message>
        <source>In the draw for dealer the ace is the highest card; off: the lowest.</source>
        <translation>Al sortear quién reparte, el as es la carta más alta; desactivado: la más baja.</translation>
    </message>
    <message>
        <source>J 11, Q 12, K 13, a wild of the round 20, a joker 50.</source>
        <translation>J 11, Q 12, K 13, el comodín de la ronda 20, un joker 50.</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Joker points</source>
        <translation>Puntos del joker</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Largest set</source>
        <translation>Tamaño máximo de un trío</translation>
    </message>
    <message>
        <source>Lay off the natural a wild stands for and the wild slides to either end of the run.</source>
        <translation>Añade la carta natural que representa un comodín y el comodín pasa a un extremo de la escalera.</translation>
    </message>
    <message>
        <source>Laying down and off</source>
        <translation>Bajarse y añadir</translation>
    </message>
    <message>
        <source>Limit the wild cards in one meld (no limit by default).</source>
        <translation>Limita los comodines de una combinación (sin límite por defecto).</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinaciones</translation>
    </message>
    <message>
        <source>Melds and scoring</source>
        <translation>Combinaciones y puntuación</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>New melds after going down</source>
        <translation>Combinaciones nuevas tras bajarse</translation>
    </message>
    <message>
        <source>No all-wild melds</source>
        <translation>Sin combinaciones solo de comodines</translation>
    </message>
    <message>
        <source>No going out on the first lap</source>
        <translation>No se cierra en la primera vuelta</translation>
    </message>
    <message>
        <source>No lay-offs on the lay-down turn</source>
        <translation>No añadir en el turno de bajarse</translation>
    </message>
    <message>
        <source>No throwing back the card you took</source>
        <translation>No devolver la carta tomada</translation>
    </message>
    <message>
        <source>Nobody may go out until everyone has had one turn.</source>
        <translation>Nadie puede cerrar hasta que todos hayan jugado un turno.</translation>
    </message>
    <message>
        <source>Once down you may still start new melds on later turns.</source>
        <translation>Una vez bajado, aún puedes empezar combinaciones nuevas en turnos posteriores.</translation>
    </message>
    <message>
        <source>Once down, you may lay off a card identical to a natural in the middle of a run.</source>
        <translation>Una vez bajado, puedes añadir una carta idéntica a una natural en medio de una escalera.</translation>
    </message>
    <message>
        <source>Once you are down you may not take the upcard.</source>
        <translation>Una vez bajado, no puedes tomar la carta del descarte.</translation>
    </message>
    <message>
        <source>One deck for two players</source>
        <translation>Una baraja para dos jugadores</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otras</translation>
    </message>
    <message>
        <source>Penalty cards per buy</source>
        <translation>Cartas de castigo por compra</translation>
    </message>
    <message>
        <source>Play with exactly this many decks whatever the number of players (too few to deal the last round is refused).</source>
        <translation>Jugar con exactamente estas barajas sea cual sea el número de jugadores (se rechaza si no bastan para repartir la última ronda).</translation>
    </message>
    <message>
        <source>Points taken off a player who lays down and goes out in one turn (0: off).</source>
        <translation>Puntos que se restan a quien se baja y cierra en un solo turno (0: desactivado).</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Ronda {round}</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Runs stop at 13 cards</source>
        <translation>Escaleras de 13 cartas como máximo</translation>
    </message>
    <message>
        <source>Sets of different ranks</source>
        <translation>Tríos de valores distintos</translation>
    </message>
    <message>
        <source>Sets of different suits</source>
        <translation>Tríos de palos distintos</translation>
    </message>
    <message>
        <source>Shanghai table (1 to 4 by length)</source>
        <translation>Tabla del Shanghai (1 a 4 según la longitud)</translation>
    </message>
    <message>
        <source>Swap from sets</source>
        <translation>Cambio en tríos</translation>
    </message>
    <message>
        <source>Swap from your own melds</source>
        <translation>Cambio en tus propias combinaciones</translation>
    </message>
    <message>
        <source>Swapping a wild off the table</source>
        <translation>Cambiar un comodín de la mesa</translation>
    </message>
    <message>
        <source>The most cards a set may hold (no limit by default).</source>
        <translation>El máximo de cartas que puede tener un trío (sin límite por defecto).</translation>
    </message>
    <message>
        <source>The name of this list of rounds.</source>
        <translation>El nombre de esta lista de rondas.</translation>
    </message>
    <message>
        <source>The player who threw a card away may buy it back.</source>
        <translation>Quien descartó una carta puede volver a comprarla.</translation>
    </message>
    <message>
        <source>The rounds of the game: cards dealt, the sets and runs each asks, buys, all at once.</source>
        <translation>Las rondas de la partida: cartas repartidas, tríos y escaleras que pide cada una, compras, de una vez.</translation>
    </message>
    <message>
        <source>Twins in the middle of a run</source>
        <translation>Gemelas en medio de una escalera</translation>
    </message>
    <message>
        <source>Two runs of one suit</source>
        <translation>Dos escaleras del mismo palo</translation>
    </message>
    <message>
        <source>Two runs of the same suit in one lay-down.</source>
        <translation>Dos escaleras del mismo palo en una misma bajada.</translation>
    </message>
    <message>
        <source>Two sets in one lay-down must be of different ranks.</source>
        <translation>Dos tríos de una misma bajada deben ser de valores distintos.</translation>
    </message>
    <message>
        <source>Wait for your next turn before adding cards to melds.</source>
        <translation>Espera a tu siguiente turno antes de añadir cartas a combinaciones.</translation>
    </message>
    <message>
        <source>What an unmelded joker scores (15, or 50 in Five Crowns).</source>
        <translation>Lo que suma un joker sin bajar (15, o 50 en Five Crowns).</translation>
    </message>
    <message>
        <source>What each kind of card left in hand scores at the end of a round.</source>
        <translation>Lo que suma cada tipo de carta que quede en la mano al final de una ronda.</translation>
    </message>
    <message>
        <source>What happens when someone must draw and the stock is empty.</source>
        <translation>Qué pasa cuando alguien debe robar y el mazo está vacío.</translation>
    </message>
    <message>
        <source>When several players want to buy the same card.</source>
        <translation>Cuando varios jugadores quieren comprar la misma carta.</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>Cuando se acaba el mazo</translation>
    </message>
    <message>
        <source>When you may buy</source>
        <translation>Cuándo se puede comprar</translation>
    </message>
    <message>
        <source>Who gets a wanted card</source>
        <translation>Quién se lleva una carta disputada</translation>
    </message>
    <message>
        <source>Who wins when several players share the lowest total at the end.</source>
        <translation>Quién gana cuando al final varios jugadores empatan con el total más bajo.</translation>
    </message>
    <message>
        <source>Wild card</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>Wild cards and dealing</source>
        <translation>Comodines y reparto</translation>
    </message>
    <message>
        <source>Wild cards per meld</source>
        <translation>Comodines por combinación</translation>
    </message>
    <message>
        <source>Wild swaps</source>
        <translation>Cambio de comodines</translation>
    </message>
    <message>
        <source>Wilds may be swapped out of sets, not only runs.</source>
        <translation>Los comodines se pueden cambiar también en tríos, no solo en escaleras.</translation>
    </message>
    <message>
        <source>Wilds per meld</source>
        <translation>Comodines por combinación</translation>
    </message>
    <message>
        <source>Wilds slide along runs</source>
        <translation>Los comodines se desplazan en las escaleras</translation>
    </message>
    <message>
        <source>With deuces wild, a 2 used as itself (a set of 2s, or its own place in a run) is a natural card, not the meld&apos;s wild.</source>
        <translation>Con los 2 como comodines, un 2 usado como sí mismo (un trío de doses o su propio lugar en una escalera) es una carta natural, no el comodín de la combinación.</translation>
    </message>
    <message>
        <source>You may lay down more melds than the contract asks, in the same move.</source>
        <translation>Puedes bajar más combinaciones de las que pide el contrato, en la misma jugada.</translation>
    </message>
    <message>
        <source>You may swap a wild out of your own melds too.</source>
        <translation>También puedes cambiar un comodín de tus propias combinaciones.</translation>
    </message>
    <message>
        <source>all of them win</source>
        <translation>ganan todos</translation>
    </message>
    <message>
        <source>any number</source>
        <translation>cualquier cantidad</translation>
    </message>
    <message>
        <source>anything goes</source>
        <translation>todo vale</translation>
    </message>
    <message>
        <source>at most one</source>
        <translation>como máximo uno</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automático</translation>
    </message>
    <message>
        <source>decks − 1</source>
        <translation>barajas − 1</translation>
    </message>
    <message>
        <source>default</source>
        <extracomment>Shown in an empty field of a house rule: the game&apos;s own value applies.</extracomment>
        <translation>predeterminado</translation>
    </message>
    <message>
        <source>high card; ties draw again</source>
        <translation>carta más alta; si hay empate, se vuelve a sacar</translation>
    </message>
    <message>
        <source>high card; ties: youngest</source>
        <translation>carta más alta; si hay empate, el más joven</translation>
    </message>
    <message>
        <source>keep the wild in hand</source>
        <translation>quedarse el comodín en la mano</translation>
    </message>
    <message>
        <source>lowest score in the last round</source>
        <translation>menor puntuación en la última ronda</translation>
    </message>
    <message>
        <source>may not join end to end</source>
        <translation>no pueden unirse extremo con extremo</translation>
    </message>
    <message>
        <source>most rounds gone out first</source>
        <translation>más rondas cerradas primero</translation>
    </message>
    <message>
        <source>nearest in turn order</source>
        <translation>el más cercano en el orden de juego</translation>
    </message>
    <message>
        <source>need two missing ranks between</source>
        <translation>necesitan dos valores libres entre ellas</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>no more than its naturals</source>
        <translation>no más que sus cartas naturales</translation>
    </message>
    <message>
        <source>no swaps</source>
        <translation>sin cambios</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivada</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>A yes-or-no house rule&apos;s value (&quot;Deuces wild: on&quot;).</extracomment>
        <translation>activada</translation>
    </message>
    <message>
        <source>only to lay down with it</source>
        <translation>solo para bajarse con él</translation>
    </message>
    <message>
        <source>play the wild the same turn</source>
        <translation>jugar el comodín en el mismo turno</translation>
    </message>
    <message>
        <source>players − 1</source>
        <translation>jugadores − 1</translation>
    </message>
    <message>
        <source>round {first}: {value}</source>
        <translation>ronda {first}: {value}</translation>
    </message>
    <message>
        <source>rounds {first}–{last}: {value}</source>
        <translation>rondas {first}–{last}: {value}</translation>
    </message>
    <message>
        <source>shuffle the discards into a new stock</source>
        <translation>barajar los descartes como nuevo mazo</translation>
    </message>
    <message>
        <source>the round ends, nobody out</source>
        <translation>la ronda termina sin que nadie cierre</translation>
    </message>
    <message>
        <source>turn the discards over, unshuffled</source>
        <translation>dar la vuelta a los descartes sin barajar</translation>
    </message>
    <message>
        <source>until the next discard</source>
        <translation>hasta el siguiente descarte</translation>
    </message>
    <message>
        <source>until the next player draws</source>
        <translation>hasta que robe el siguiente jugador</translation>
    </message>
    <message>
        <source>whoever asks first</source>
        <translation>quien lo pida primero</translation>
    </message>
    <message>
        <source>{choice} (default)</source>
        <extracomment>A choice of a house rule, marked as the game&apos;s own.</extracomment>
        <translation>{choice} (predeterminado)</translation>
    </message>
    <message>
        <source>{first} players: {value}</source>
        <translation>{first} jugadores: {value}</translation>
    </message>
    <message>
        <source>{first}–{last} players: {value}</source>
        <translation>{first}–{last} jugadores: {value}</translation>
    </message>
    <message>
        <source>{rule}: write a number or a table like {&quot;4&quot;: 3}</source>
        <translation>{rule}: escribe un número o una tabla como {&quot;4&quot;: 3}</translation>
    </message>
    <message>
        <source>{rule}: {explanation} Default: {value}.</source>
        <extracomment>The line under the house rules: a rule&apos;s name, what it does, and its default value.</extracomment>
        <translation>{rule}: {explanation} Predeterminado: {value}.</translation>
    </message>
    <message>
        <source>{rule}: {value}</source>
        <translation>{rule}: {value}</translation>
    </message>
    <message>
        <source>{value} for any number of players</source>
        <translation>{value} para cualquier número de jugadores</translation>
    </message>
    <message>
        <source>{value} in every round</source>
        <translation>{value} en cada ronda</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatorio</translation>
    </message>
    <message>
        <source>simple</source>
        <translation>simple</translation>
    </message>
</context>
<context>
    <name>SeeingCards</name>
    <message>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Baraja de &amp;cuatro colores (tréboles verdes, diamantes azules)</translation>
    </message>
    <message>
        <source>&amp;High-contrast table (black felt, white edges)</source>
        <translation>Mesa de a&amp;lto contraste (tapete negro, bordes blancos)</translation>
    </message>
    <message>
        <source>&amp;Large index (big rank and suit in the corners)</source>
        <translation>Índices &amp;grandes (valor y palo grandes en las esquinas)</translation>
    </message>
    <message>
        <source>Preview of the cards</source>
        <translation>Vista previa de las cartas</translation>
    </message>
    <message>
        <source>Seeing the cards</source>
        <translation>Ver bien las cartas</translation>
    </message>
</context>
<context>
    <name>SessionWords</name>
    <message>
        <source>Game over. Game ▸ Review game steps through every move.</source>
        <extracomment>Said to a screen reader at the game&apos;s end; the menu path as the menus say it.</extracomment>
        <translation>Fin de la partida. Partida ▸ Revisar la partida recorre cada jugada.</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>The title of a box saying why a saved game cannot be reviewed.</extracomment>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>Revisar una partida guardada</translation>
    </message>
    <message>
        <source>The analysis could not be kept: {problem}</source>
        <translation>No se pudo guardar el análisis: {problem}</translation>
    </message>
    <message>
        <source>The review opens once the game is over (all hands are face up)</source>
        <translation>La revisión se abre cuando termina la partida (todas las manos boca arriba)</translation>
    </message>
    <message>
        <source>The statistics were not updated: {problem}</source>
        <extracomment>{problem}: why the statistics file could not be written, a sentence.</extracomment>
        <translation>Las estadísticas no se actualizaron: {problem}</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
</context>
<context>
    <name>StatsWords</name>
    <message numerus="yes">
        <source>%n analysed game(s)</source>
        <translation>
            <numerusform>%n partida analizada</numerusform>
            <numerusform>%n partidas analizadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message numerus="yes">
        <source>Accuracy after %n analysed game(s): {values}</source>
        <translation>
            <numerusform>Precisión tras %n partida analizada: {values}</numerusform>
            <numerusform>Precisión tras %n partidas analizadas: {values}</numerusform>
        </translation>
    </message>
    <message>
        <source>Accuracy chart</source>
        <translation>Gráfico de precisión</translation>
    </message>
    <message>
        <source>Accuracy: the share of best or good decisions in the games the coach analysed (Review game ▸ Analyse my play); assisted: games played in coach mode.</source>
        <translation>Precisión: la parte de decisiones mejores o buenas en las partidas que analizó el entrenador (Revisar la partida ▸ Analizar mi juego); asistidas: partidas jugadas en modo entrenador.</translation>
    </message>
    <message>
        <source>Analysed</source>
        <translation>Analizadas</translation>
    </message>
    <message>
        <source>Analysed game</source>
        <translation>Partida analizada</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Asistidas</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <source>Buys</source>
        <translation>Compras</translation>
    </message>
    <message>
        <source>Co-won</source>
        <translation>Ganadas compartidas</translation>
    </message>
    <message>
        <source>Coach</source>
        <extracomment>The tab of the coach&apos;s charts (its analyses of the player&apos;s games).</extracomment>
        <translation>Entrenador</translation>
    </message>
    <message>
        <source>Contract games</source>
        <translation>Juegos de contratos</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>The chart&apos;s x axis: a player&apos;s games, oldest first.</extracomment>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Lower scores are better in both games.</source>
        <translation>En los dos juegos, las puntuaciones más bajas son mejores.</translation>
    </message>
    <message>
        <source>Mean loss</source>
        <translation>Pérdida media</translation>
    </message>
    <message numerus="yes">
        <source>Mean loss after %n analysed game(s): {values}</source>
        <translation>
            <numerusform>Pérdida media tras %n partida analizada: {values}</numerusform>
            <numerusform>Pérdida media tras %n partidas analizadas: {values}</numerusform>
        </translation>
    </message>
    <message>
        <source>Mean loss chart</source>
        <translation>Gráfico de pérdida media</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Puntuación media</translation>
    </message>
    <message>
        <source>No analysed game yet (Review game ▸ Analyse my play)</source>
        <translation>Todavía no hay partidas analizadas (Revisar la partida ▸ Analizar mi juego)</translation>
    </message>
    <message>
        <source>No analysed game yet (Review game ▸ Analyse my play).</source>
        <translation>Todavía no hay partidas analizadas (Revisar la partida ▸ Analizar mi juego).</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Todavía no hay partidas terminadas.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Gráfico de puntos</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message numerus="yes">
        <source>Totals after %n game(s): {values}</source>
        <extracomment>{values}: each player&apos;s final total, &quot;Ann: 40, Bo: 12&quot;.</extracomment>
        <translation>
            <numerusform>Totales tras %n partida: {values}</numerusform>
            <numerusform>Totales tras %n partidas: {values}</numerusform>
        </translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Tendencia</translation>
    </message>
    <message>
        <source>Went out first</source>
        <translation>Primero en cerrar</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Won assisted</source>
        <translation>Ganadas asistidas</translation>
    </message>
    <message numerus="yes">
        <source>{date}: accuracy {accuracy}, mean loss {loss} (%n decision(s))</source>
        <extracomment>An analysed game: its date, accuracy (a percentage), mean loss, decisions.</extracomment>
        <translation>
            <numerusform>{date}: precisión {accuracy}, pérdida media {loss} (%n decisión)</numerusform>
            <numerusform>{date}: precisión {accuracy}, pérdida media {loss} (%n decisiones)</numerusform>
        </translation>
    </message>
    <message>
        <source>{game}: accuracy of each analysed game (%)</source>
        <translation>{game}: precisión de cada partida analizada (%)</translation>
    </message>
    <message>
        <source>{game}: final totals of the last games</source>
        <translation>{game}: totales finales de las últimas partidas</translation>
    </message>
    <message>
        <source>{game}: mean loss a decision (points)</source>
        <translation>{game}: pérdida media por decisión (puntos)</translation>
    </message>
    <message>
        <source>{value} points</source>
        <extracomment>A mean loss in points, with decimals: &quot;0.5 points&quot;.</extracomment>
        <translation>{value} puntos</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value} %</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Shuffling the cards…</source>
        <extracomment>The status line while the first deal is made.</extracomment>
        <translation>Barajando las cartas…</translation>
    </message>
</context>
<context>
    <name>TableChoice</name>
    <message>
        <source>Your choice</source>
        <extracomment>The title of a question of the table&apos;s (&quot;Where does the JK go?&quot;).</extracomment>
        <translation>Tu elección</translation>
    </message>
</context>
<context>
    <name>TableLooks</name>
    <message>
        <source>Blue baize</source>
        <translation>Tapete azul</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Enrejado azul</translation>
    </message>
    <message>
        <source>Green baize</source>
        <translation>Tapete verde</translation>
    </message>
    <message>
        <source>Green lattice</source>
        <translation>Enrejado verde</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation>Enrejado rojo</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>El dorso propio de la baraja</translation>
    </message>
    <message>
        <source>Wine baize</source>
        <translation>Tapete granate</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>Just deal a game</source>
        <translation>Repartir una partida sin más</translation>
    </message>
    <message>
        <source>Skip</source>
        <extracomment>Closes the welcome screen without a game.</extracomment>
        <translation>Omitir</translation>
    </message>
    <message>
        <source>Start the guided round</source>
        <translation>Empezar la ronda guiada</translation>
    </message>
    <message>
        <source>The guided round deals a fixed hand against one computer player and shows each step.</source>
        <translation>La ronda guiada reparte una mano fija contra un jugador del ordenador y muestra cada paso.</translation>
    </message>
    <message>
        <source>Welcome to {app}</source>
        <translation>Bienvenido a {app}</translation>
    </message>
    <message>
        <source>Welcome! Which game would you like to learn?</source>
        <translation>¡Bienvenido! ¿Qué juego quieres aprender?</translation>
    </message>
    <message>
        <source>{number}. {line}</source>
        <extracomment>A numbered line of how to play: &quot;3. A set is three or more cards of one rank…&quot;</extracomment>
        <translation>{number}. {line}</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>10 rounds of 7 to 16 cards; the last laid down and gone out at once</source>
        <translation>10 rondas de 7 a 16 cartas; en la última se baja y se cierra de una vez</translation>
    </message>
    <message>
        <source>10 rounds of contracts, jokers wild, buying</source>
        <translation>10 rondas de contratos, comodines, compras</translation>
    </message>
    <message>
        <source>11 rounds of 3 to 13 cards, a new wild rank each round</source>
        <translation>11 rondas de 3 a 13 cartas, un nuevo valor comodín en cada ronda</translation>
    </message>
    <message>
        <source>7 deals of 10 then 12 cards; one joker to a double pack; cards at pip value</source>
        <translation>7 repartos de 10 y luego 12 cartas; un comodín por baraja doble; cartas por su valor</translation>
    </message>
    <message>
        <source>7 hands of 11 cards; the last is three runs, all out with no discard</source>
        <translation>7 manos de 11 cartas; la última son tres escaleras, todo bajado sin descartar</translation>
    </message>
    <message>
        <source>7 rounds of 10 then 12 cards; two decks, one joker fewer than players</source>
        <translation>7 rondas de 10 y luego 12 cartas; dos barajas, un comodín menos que jugadores</translation>
    </message>
    <message>
        <source>Hillbilly Rummy</source>
        <translation>Hillbilly Rummy</translation>
    </message>
    <message>
        <source>Three Thirteen</source>
        <translation>Three Thirteen</translation>
    </message>
</context>
</TS>
