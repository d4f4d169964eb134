<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>HelpAbout</name>
    <message>
        <source>Built with</source>
        <translation>Hecho con</translation>
    </message>
    <message>
        <source>Card art</source>
        <translation>Diseño de las cartas</translation>
    </message>
    <message>
        <source>Hillbilly Rummy and Three Thirteen for the desktop: play against computer players or with friends on one computer.</source>
        <translation>Hillbilly Rummy y Three Thirteen para el escritorio: juega contra jugadores del ordenador o con amigos en un mismo ordenador.</translation>
    </message>
    <message>
        <source>Python, PSF licence</source>
        <translation>Python, licencia PSF</translation>
    </message>
    <message>
        <source>Qt 6 and PySide6 (Qt for Python), GNU LGPL v3</source>
        <translation>Qt 6 y PySide6 (Qt for Python), GNU LGPL v3</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>The cards are &lt;b&gt;SVG-cards&lt;/b&gt; {art_version} by David Bellot and contributors, shipped unmodified under the GNU Lesser General Public License 2.1. The licence and the list of authors come with the game, in its resources folder; you may replace the card file with any modified version of it, as the licence allows.</source>
        <translation>Las cartas son &lt;b&gt;SVG-cards&lt;/b&gt; {art_version}, de David Bellot y colaboradores, incluidas sin modificar bajo la GNU Lesser General Public License 2.1. La licencia y la lista de autores acompañan al juego, en su carpeta de recursos; puedes sustituir el archivo de las cartas por cualquier versión modificada, como permite la licencia.</translation>
    </message>
    <message>
        <source>The games follow the rules families play at the table; where tables disagree, the choice is a house rule you can make in the New Game dialog. Help ▸ How to play has them all.</source>
        <translation>Los juegos siguen las reglas con que las familias juegan en la mesa; donde las mesas no coinciden, la elección es una regla de la casa que puedes fijar en el diálogo Nueva partida. Ayuda ▸ Cómo jugar las recoge todas.</translation>
    </message>
    <message>
        <source>confusable_homoglyphs, MIT licence, with Unicode&apos;s confusables data (Unicode licence)</source>
        <translation>confusable_homoglyphs, licencia MIT, con los datos de caracteres confundibles de Unicode (licencia Unicode)</translation>
    </message>
    <message>
        <source>platformdirs, MIT licence</source>
        <translation>platformdirs, licencia MIT</translation>
    </message>
    <message>
        <source>pydantic, MIT licence</source>
        <translation>pydantic, licencia MIT</translation>
    </message>
</context>
<context>
    <name>HelpAccess</name>
    <message>
        <source>**At one computer with several people**, each hears only what they may know: your own draw (&quot;You drew the Eight of clubs&quot;) is said to you alone, and nothing private is said behind the pass screen.</source>
        <translation>**En un solo ordenador con varias personas**, cada una oye solo lo que puede saber: tu propio robo («Has robado el ocho de tréboles») se te dice solo a ti, y no se dice nada privado tras la pantalla de relevo.</translation>
    </message>
    <message>
        <source>**F2 reads the whole situation**: the round and its contract or wild rank, your hand by the groups you arranged, the discard, the stock, each opponent&apos;s cards left, buys and melds, the scores and what to do now.</source>
        <translation>**F2 lee toda la situación**: la ronda y su contrato o su valor comodín, tu mano según los grupos que ordenaste, el descarte, el mazo, las cartas restantes, compras y combinaciones de cada rival, las puntuaciones y qué hacer ahora.</translation>
    </message>
    <message>
        <source>**Four-colour deck**: clubs green, diamonds blue, hearts red, spades black, as four-colour poker decks print them.</source>
        <translation>**Baraja de cuatro colores**: tréboles verdes, diamantes azules, corazones rojos, picas negras, como las imprimen las barajas de póquer de cuatro colores.</translation>
    </message>
    <message>
        <source>**High-contrast table**: black felt, white edges and words, the seat in turn and the focus in yellow.</source>
        <translation>**Mesa de alto contraste**: tapete negro, bordes y textos blancos, el asiento en turno y el foco en amarillo.</translation>
    </message>
    <message>
        <source>**Large index** (on unless you turn it off): a big rank and suit in the corners, the part of a card a fanned hand or a meld shows.</source>
        <translation>**Índices grandes** (activados salvo que los desactives): valor y palo grandes en las esquinas, la parte de la carta que se ve en una mano en abanico o en una combinación.</translation>
    </message>
    <message>
        <source>**The focused card or pile is named** as the arrows move: &quot;Seven of hearts, wild, in your hand, 4 of 9&quot;; &quot;Discard pile: Queen of clubs, thrown by Ada, can be bought&quot;; &quot;Ada&apos;s run: Five, Six, Seven of hearts&quot;; &quot;Stock: 31 cards&quot;. Its description says what the keys do there. While you carry cards it adds &quot;Holding the Seven of hearts&quot;, and on each place whether Space may put them down there, or why not.</source>
        <translation>**Se nombra la carta o el montón con el foco** a medida que se mueven las flechas: «Siete de corazones, comodín, en tu mano, 4 de 9»; «Descarte: reina de tréboles, tirada por Ada, se puede comprar»; «Escalera de Ada: cinco, seis, siete de corazones»; «Mazo: 31 cartas». Su descripción dice qué hacen allí las teclas. Mientras llevas cartas añade «Sostienes el siete de corazones» y, en cada lugar, si Espacio puede soltarlas allí o por qué no.</translation>
    </message>
    <message>
        <source>**The table can be browsed** with the screen reader&apos;s own review (Orca&apos;s flat review, NVDA&apos;s object navigation) without moving the game&apos;s focus: &quot;Your hand, 9 cards&quot; and each card in order (and whether it is selected), each meld you are making, the stock, the discard pile, each meld on the table and each player (&quot;Ada: 7 cards, not down, 40 points&quot;).</source>
        <translation>**La mesa se puede recorrer** con la exploración propia del lector de pantalla (la revisión plana de Orca, la navegación por objetos de NVDA) sin mover el foco del juego: «Tu mano, 9 cartas» y cada carta en orden (y si está seleccionada), cada combinación que estás formando, el mazo, el descarte, cada combinación de la mesa y cada jugador («Ada: 7 cartas, sin bajarse, 40 puntos»).</translation>
    </message>
    <message>
        <source>**What happens at the table is announced** as it happens, one line after the other at a pace one can follow: the others&apos; draws, discards, buys, lay-downs and lay-offs, who went out, the round&apos;s scores, and what to do now (&quot;Your turn: draw from the stock or take the King of hearts&quot;). Cards are said in words, never as symbols.</source>
        <translation>**Lo que pasa en la mesa se anuncia** en el momento, una línea tras otra a un ritmo que se puede seguir: los robos, descartes, compras, bajadas y cartas añadidas de los demás, quién cerró, las puntuaciones de la ronda y qué hacer ahora («Tu turno: roba del mazo o toma el rey de corazones»). Las cartas se dicen con palabras, nunca como símbolos.</translation>
    </message>
    <message>
        <source>**{move}**: {keys}</source>
        <translation>**{move}**: {keys}</translation>
    </message>
    <message>
        <source>Alt + underlined letter</source>
        <translation>Alt + letra subrayada</translation>
    </message>
    <message>
        <source>Alt+G, Alt+P, Alt+V, Alt+H</source>
        <extracomment>The menus&apos; own Alt keys, as the menu titles underline them in this language.</extracomment>
        <translation>Alt+P, Alt+J, Alt+V, Alt+U</translation>
    </message>
    <message>
        <source>B or P while a card is offered to you (the status line and the screen reader say so).</source>
        <translation>B o P mientras se te ofrece una carta (la línea de estado y el lector de pantalla lo dicen).</translation>
    </message>
    <message>
        <source>Back out one step: put down what you hold, then clear the selection, then send the melds you are building back to your hand.</source>
        <translation>Retroceder un paso: soltar lo que sostienes, luego vaciar la selección, luego devolver a tu mano las combinaciones que estás formando.</translation>
    </message>
    <message>
        <source>Both games can be played from start to finish with the keyboard alone, and by ear with a screen reader. Press **Tab** to reach the table from the buttons; the table is where the keys below work.</source>
        <translation>Los dos juegos se pueden jugar de principio a fin solo con el teclado, y de oído con un lector de pantalla. Pulsa **Tab** para llegar a la mesa desde los botones; es en la mesa donde funcionan las teclas de abajo.</translation>
    </message>
    <message>
        <source>Build melds (Hillbilly)</source>
        <translation>Formar combinaciones (Hillbilly)</translation>
    </message>
    <message>
        <source>Buy or pass</source>
        <translation>Comprar o pasar</translation>
    </message>
    <message>
        <source>Choose among radio buttons (the game in New Game) and in lists and boxes.</source>
        <translation>Elegir entre botones de opción (el juego en Nueva partida) y en listas y cuadros.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colores</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Mayús+S</translation>
    </message>
    <message>
        <source>Ctrl+Tab</source>
        <translation>Ctrl+Tab</translation>
    </message>
    <message>
        <source>D, or Enter on the stock.</source>
        <translation>D, o Intro sobre el mazo.</translation>
    </message>
    <message>
        <source>Dialogs</source>
        <translation>Diálogos</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>Each move</source>
        <translation>Cada jugada</translation>
    </message>
    <message>
        <source>Enter / Esc</source>
        <translation>Intro / Esc</translation>
    </message>
    <message>
        <source>Enter on each card of a meld, Space, arrows up to the lay-down area, Space. Each group you put down there is a meld being built; a line under it says whether it is a set or a run yet (✔ or ✗, read out in words).</source>
        <translation>Intro sobre cada carta de una combinación, Espacio, flechas hacia arriba hasta la zona para bajar, Espacio. Cada grupo que sueltas allí es una combinación en preparación; una línea debajo dice si ya es un trío o una escalera (✔ o ✗, leído con palabras).</translation>
    </message>
    <message>
        <source>Every shortcut</source>
        <translation>Todos los atajos</translation>
    </message>
    <message>
        <source>G, with the card to throw focused or selected.</source>
        <translation>G, con la carta que vas a tirar con el foco o seleccionada.</translation>
    </message>
    <message>
        <source>Go out (Three Thirteen)</source>
        <translation>Cerrar (Three Thirteen)</translation>
    </message>
    <message>
        <source>Go straight to that control.</source>
        <translation>Ir directamente a ese control.</translation>
    </message>
    <message>
        <source>H: the hint is shown and read out.</source>
        <translation>H: la pista se muestra y se lee.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>In a game of several people at one computer the keys go to the &quot;I&apos;m …: show my cards&quot; button: Space or Enter shows your hand.</source>
        <translation>En una partida de varias personas en un solo ordenador, las teclas van al botón «Soy …: mostrar mis cartas»: Espacio o Intro muestra tu mano.</translation>
    </message>
    <message>
        <source>Key</source>
        <extracomment>A column heading of the page&apos;s tables of keys: the key pressed.</extracomment>
        <translation>Tecla</translation>
    </message>
    <message>
        <source>L, once the groups make the round&apos;s contract.</source>
        <translation>L, cuando los grupos forman el contrato de la ronda.</translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation>Bajarse</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Move the focus between your cards, the stock, the discard, the melds on the table and the lay-down area. A ring shows where it is; a screen reader says the card or pile.</source>
        <translation>Mover el foco entre tus cartas, el mazo, el descarte, las combinaciones de la mesa y la zona para bajar. Un marco muestra dónde está; un lector de pantalla dice la carta o el montón.</translation>
    </message>
    <message>
        <source>Nothing is told by colour alone: a place a card may go has a tick (✔), one it may not a cross (✖) and the reason in words, the hint&apos;s cards a dashed outline (and the hint in words), the seat in turn a ▶ before its name, a wild card a star in its corner, a meld being built a ✔ or ✗ line. The window follows the system&apos;s font size and scale factor.</source>
        <translation>Nada se dice solo con el color: un lugar al que puede ir una carta lleva una marca (✔), uno al que no, una cruz (✖) y el motivo con palabras; las cartas de la pista, un contorno discontinuo (y la pista con palabras); el asiento en turno, un ▶ delante de su nombre; un comodín, una estrella en su esquina; una combinación en preparación, una línea con ✔ o ✗. La ventana sigue el tamaño de letra y el factor de escala del sistema.</translation>
    </message>
    <message>
        <source>On the stock: draw. On the discard: take it. On a card of yours: select it (or unselect). While holding cards: put them down.</source>
        <translation>Sobre el mazo: robar. Sobre el descarte: tomarlo. Sobre una carta tuya: seleccionarla (o deseleccionarla). Mientras sostienes cartas: soltarlas.</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <source>Open the Game, Play, View or Help menu; arrows and Enter choose</source>
        <translation>Abrir el menú Partida, Jugar, Ver o Ayuda; las flechas e Intro eligen</translation>
    </message>
    <message>
        <source>Order your hand</source>
        <translation>Ordenar tu mano</translation>
    </message>
    <message>
        <source>Pass screen</source>
        <translation>Pantalla de relevo</translation>
    </message>
    <message>
        <source>Pick up the focused card (or all the selected cards, if it is one of them), or the top of the stock or discard; press Space again where they should go.</source>
        <translation>Tomar la carta con el foco (o todas las cartas seleccionadas, si es una de ellas), o la de arriba del mazo o del descarte; pulsa Espacio de nuevo donde deban ir.</translation>
    </message>
    <message>
        <source>Playing without a mouse or without sight</source>
        <translation>Jugar sin ratón o sin vista</translation>
    </message>
    <message>
        <source>Preferences ▸ General ▸ *Seeing the cards*:</source>
        <translation>Preferencias ▸ General ▸ *Ver bien las cartas*:</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>Review the game, move by move (once it is over)</source>
        <translation>Revisar la partida jugada a jugada (cuando haya terminado)</translation>
    </message>
    <message>
        <source>Rummy Desktop speaks through the screen reader you use (Orca on Linux, NVDA or Narrator on Windows, VoiceOver on macOS); it has no voice of its own.</source>
        <translation>Rummy Desktop habla a través del lector de pantalla que uses (Orca en Linux, NVDA o Narrador en Windows, VoiceOver en macOS); no tiene voz propia.</translation>
    </message>
    <message>
        <source>Save the game under a new name</source>
        <translation>Guardar la partida con otro nombre</translation>
    </message>
    <message>
        <source>Space on a card, arrows to where it goes, Space. Or R, S (sort) and A (arrange into melds).</source>
        <translation>Espacio sobre una carta, flechas hasta su sitio, Espacio. O R, S (ordenar) y A (agrupar en combinaciones).</translation>
    </message>
    <message>
        <source>Space on the card the wild stands for, arrows to that meld, Space; the game asks where the wild goes.</source>
        <translation>Espacio sobre la carta a la que sustituye el comodín, flechas hasta esa combinación, Espacio; el juego pregunta adónde va el comodín.</translation>
    </message>
    <message>
        <source>Space on the card, arrows to the meld on the table, Space. If it fits at both ends of a run the game asks which: arrows and Enter.</source>
        <translation>Espacio sobre la carta, flechas hasta la combinación de la mesa, Espacio. Si encaja en los dos extremos de una escalera, el juego pregunta en cuál: flechas e Intro.</translation>
    </message>
    <message>
        <source>Swap a wild</source>
        <translation>Cambiar un comodín</translation>
    </message>
    <message>
        <source>T, or Enter on the discard.</source>
        <translation>T, o Intro sobre el descarte.</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Tomar el descarte</translation>
    </message>
    <message>
        <source>The dialog&apos;s main button (Deal, OK, Deal round N) / Cancel or Close.</source>
        <translation>El botón principal del diálogo (Repartir, Aceptar, Repartir la ronda N) / Cancelar o Cerrar.</translation>
    </message>
    <message>
        <source>The next / the previous control.</source>
        <translation>El control siguiente / el anterior.</translation>
    </message>
    <message>
        <source>The next page of a dialog with pages (New Game&apos;s house rules, Preferences).</source>
        <translation>La página siguiente de un diálogo con páginas (las reglas de la casa de Nueva partida, Preferencias).</translation>
    </message>
    <message>
        <source>Tick a box, press the focused button.</source>
        <translation>Marcar una casilla, pulsar el botón con el foco.</translation>
    </message>
    <message>
        <source>What it does</source>
        <extracomment>A column heading of the page&apos;s tables of keys: what pressing the key does.</extracomment>
        <translation>Qué hace</translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation>Con un lector de pantalla</translation>
    </message>
    <message>
        <source>X discards the focused card, or Space on it, arrows to the discard pile, Space.</source>
        <translation>X descarta la carta con el foco; o Espacio sobre ella, flechas hasta el descarte, Espacio.</translation>
    </message>
    <message>
        <source>↑ ↓, Home and End step through the moves; Tab reaches the position&apos;s text.</source>
        <translation>↑ ↓, Inicio y Fin recorren las jugadas; Tab llega al texto de la posición.</translation>
    </message>
</context>
<context>
    <name>HelpKeys</name>
    <message>
        <source>Arrange your hand into melds</source>
        <translation>Agrupar la mano en combinaciones</translation>
    </message>
    <message>
        <source>Back out of a half-made move: the card you hold, then the selection, then the melds you are building</source>
        <translation>Deshacer una jugada a medias: primero la carta que sostienes, luego la selección, luego las combinaciones que estás formando</translation>
    </message>
    <message>
        <source>Buy / pass when a card is offered</source>
        <translation>Comprar / pasar cuando se ofrece una carta</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Ctrl+O / Ctrl+S</source>
        <translation>Ctrl+O / Ctrl+S</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Shift+Z</source>
        <translation>Ctrl+Z / Ctrl+Mayús+Z</translation>
    </message>
    <message>
        <source>Ctrl+click, Shift+click</source>
        <translation>Ctrl+clic, Mayús+clic</translation>
    </message>
    <message>
        <source>Ctrl+wheel, Ctrl++ / Ctrl+-</source>
        <translation>Ctrl+rueda, Ctrl++ / Ctrl+-</translation>
    </message>
    <message>
        <source>Discard the selected card (or the card the keyboard is on)</source>
        <translation>Descartar la carta seleccionada (o la carta en la que está el teclado)</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Doble clic</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <source>Draw or take from the pile you are on, or select the card; put down a held card</source>
        <translation>Robar o tomar del montón en el que estás, o seleccionar la carta; soltar una carta que sostienes</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <source>Go out (Three Thirteen)</source>
        <translation>Cerrar (Three Thirteen)</translation>
    </message>
    <message>
        <source>Go to the next player&apos;s seat: their cards left, melds and score (arrows lead back)</source>
        <translation>Ir al asiento del siguiente jugador: sus cartas restantes, combinaciones y puntos (las flechas te devuelven)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
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
        <source>Larger / smaller cards (View ▸ Card size)</source>
        <translation>Cartas más grandes / más pequeñas (Ver ▸ Tamaño de las cartas)</translation>
    </message>
    <message>
        <source>Lay down the staged melds</source>
        <translation>Bajar las combinaciones preparadas</translation>
    </message>
    <message>
        <source>Move between the table, the buttons and Table Talk</source>
        <translation>Moverse entre la mesa, los botones y la Charla de mesa</translation>
    </message>
    <message>
        <source>Move between your cards and the piles</source>
        <translation>Moverse entre tus cartas y los montones</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Open / save a game</source>
        <translation>Abrir / guardar una partida</translation>
    </message>
    <message>
        <source>Pick up the card you are on / put it down where you are: on the lay-down area a new group, on a group&apos;s card that group (a note by the ring says which). When the ring is hidden, the first Space or Enter shows it</source>
        <translation>Tomar la carta en la que estás / soltarla donde estás: en la zona para bajar, un grupo nuevo; sobre la carta de un grupo, ese grupo (una nota junto al marco dice cuál). Si el marco está oculto, el primer Espacio o Intro lo muestra</translation>
    </message>
    <message>
        <source>Preferences (the four-colour deck, the large index, the high-contrast table)</source>
        <translation>Preferencias (baraja de cuatro colores, índices grandes, mesa de alto contraste)</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Read the whole situation aloud (with a screen reader)</source>
        <translation>Leer en voz alta toda la situación (con un lector de pantalla)</translation>
    </message>
    <message>
        <source>Select several cards to drag together</source>
        <translation>Seleccionar varias cartas para arrastrarlas juntas</translation>
    </message>
    <message>
        <source>Sort your hand by rank / by suit</source>
        <translation>Ordenar la mano por valor / por palo</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Mayús+Tab</translation>
    </message>
    <message>
        <source>Take the top discard</source>
        <translation>Tomar la carta de arriba del descarte</translation>
    </message>
    <message>
        <source>The stock: draw. A card in your hand: discard it</source>
        <translation>El mazo: robar. Una carta de tu mano: descartarla</translation>
    </message>
    <message>
        <source>Undo your last move / redo it</source>
        <translation>Deshacer tu última jugada / rehacerla</translation>
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
    <name>HelpRules</name>
    <message>
        <source>**A meld may hold at most one wild card**, at all times, whether you are laying down or adding to a meld. So a set needs at least 2 natural cards (3 in the set of 4), a run of 4 needs at least 3, and a meld can never be all wild. 7♥ 7♠ JK is a set; 7♥ JK JK is not.</source>
        <translation>**Una combinación puede tener como máximo un comodín**, en todo momento, tanto al bajarte como al añadir a una combinación. Así, un trío necesita al menos 2 cartas naturales (3 en el póquer), una escalera de 4 al menos 3, y una combinación nunca puede ser toda de comodines. 7♥ 7♠ JK es un trío; 7♥ JK JK no.</translation>
    </message>
    <message>
        <source>**A round nobody lays down in.** In Hillbilly and the other contract games, once the stock has been refilled five times in a round in which nobody has laid down yet, the next time it runs out the round ends on the spot instead of another refill: nobody has gone out, and everyone scores the cards they hold, as above. A table&apos;s own contract can ask for more than a hand can ever gather (twelve cards in two sets of naturals, all at once, with only two decks): without this rule such a round would deal the same hopeless hands for ever. Ordinary play stays below it: in 400 games of the four contract games between the computer players (2 to 4 seats, 3,100 rounds), no round went past three refills with nobody down.</source>
        <translation>**Una ronda en la que nadie se baja.** En Hillbilly y los demás juegos de contratos, cuando el mazo se ha rehecho cinco veces en una ronda en la que nadie se ha bajado todavía, la siguiente vez que se acaba la ronda termina en el acto en lugar de rehacerlo otra vez: nadie ha cerrado, y cada uno suma las cartas que tiene en la mano, como arriba. El contrato propio de una mesa puede pedir más de lo que una mano llegue a reunir nunca (doce cartas en dos tríos de cartas naturales, todo de una vez, con solo dos barajas): sin esta regla, una ronda así repartiría para siempre las mismas manos sin esperanza. El juego normal queda por debajo: en 400 partidas de los cuatro juegos de contratos entre jugadores del ordenador (de 2 a 4 asientos, 3100 rondas), ninguna ronda pasó de tres mazos rehechos sin que nadie se bajara.</translation>
    </message>
    <message>
        <source>**Build your contract**: drag cards from your hand into the **lay-down area** under the piles. Each group you drop there is a meld being built; drop a card onto a group to add it to that group, or onto the hand to take it back. Under each group a line says whether it is a set or a run yet. Hold Ctrl and click several cards to drag them together.</source>
        <translation>**Forma tu contrato**: arrastra cartas de tu mano a la **zona para bajar** bajo los montones. Cada grupo que sueltas allí es una combinación en preparación; suelta una carta sobre un grupo para añadirla a ese grupo, o sobre la mano para recuperarla. Bajo cada grupo una línea dice si ya es un trío o una escalera. Mantén Ctrl y haz clic en varias cartas para arrastrarlas juntas.</translation>
    </message>
    <message>
        <source>**Buy**: when a thrown card may be bought, a box beside the table offers it to you alone: **Buy** (B) or **Pass** (P). In hot seat, the card is offered when the player in turn draws from the stock: the computer goes to each person who may buy it, then back to the player in turn to finish; the pass screen says so each time.</source>
        <translation>**Comprar**: cuando una carta tirada se puede comprar, un recuadro junto a la mesa te la ofrece solo a ti: **Comprar** (B) o **Pasar** (P). Si juegan varias personas en un mismo ordenador, la carta se ofrece cuando el jugador en turno roba del mazo: el ordenador pasa a cada persona que puede comprarla y luego vuelve al jugador en turno para que termine; la pantalla de relevo lo dice cada vez.</translation>
    </message>
    <message>
        <source>**Discard one card** onto the discard pile, unless you have just gone out by playing your last card on the table.</source>
        <translation>**Descarta una carta** en el descarte, salvo que acabes de cerrar jugando tu última carta en la mesa.</translation>
    </message>
    <message>
        <source>**Discard**: drag a card onto the discard pile, or double-click it, or select it and press X. Your turn ends.</source>
        <translation>**Descartar**: arrastra una carta al descarte, o haz doble clic en ella, o selecciónala y pulsa X. Tu turno termina.</translation>
    </message>
    <message>
        <source>**Draw one card**: take the upcard, or pass on it and draw the top card of the stock. When you pass on a fresh upcard, the other players get a chance to buy it before you draw from the stock (see [Buying](#buying)).</source>
        <translation>**Roba una carta**: toma la carta descubierta, o pasa y roba la carta de arriba del mazo. Cuando pasas de una carta recién tirada, los demás jugadores tienen ocasión de comprarla antes de que robes del mazo (ver [Comprar](#buying)).</translation>
    </message>
    <message>
        <source>**Draw**: drag the top card of the stock into your hand, or double-click the stock (key D). To take the top discard instead, drag it into your hand (key T).</source>
        <translation>**Robar**: arrastra la carta de arriba del mazo a tu mano, o haz doble clic en el mazo (tecla D). Para tomar en su lugar la carta de arriba del descarte, arrástrala a tu mano (tecla T).</translation>
    </message>
    <message>
        <source>**End of the game.** After the last round the player with the lowest total wins. If two or more players share the lowest total, they are all winners.</source>
        <translation>**Fin de la partida.** Tras la última ronda gana el jugador con el total más bajo. Si dos o más jugadores comparten el total más bajo, todos ganan.</translation>
    </message>
    <message>
        <source>**Go out**: in rounds 1 to 9 you are out when your last card is laid off or discarded; in round 10 you lay down every card but one and discard it, all in one move.</source>
        <translation>**Cerrar**: en las rondas 1 a 9 cierras cuando tu última carta se añade a una combinación o se descarta; en la ronda 10 bajas todas las cartas menos una y la descartas, todo en una sola jugada.</translation>
    </message>
    <message>
        <source>**Go out**: when every card but one fits into melds, **Go out** lights up. Click the card to throw away (or the game picks one) and press **Go out** (G).</source>
        <translation>**Cerrar**: cuando todas tus cartas menos una encajan en combinaciones, se ilumina **Cerrar**. Haz clic en la carta que vas a tirar (o el juego elige una) y pulsa **Cerrar** (G).</translation>
    </message>
    <message>
        <source>**Hint**: press **Hint** (H): it says what it would do and why, and lights the cards.</source>
        <translation>**Pista**: pulsa **Pista** (H): dice qué haría y por qué, e ilumina las cartas.</translation>
    </message>
    <message>
        <source>**Host a table** (Game ▸ Host a table…): choose the game, the house rules and the seats as in New Game. The first person&apos;s seat is yours; each other person&apos;s seat waits for somebody who joins; computers play theirs. Tell the others the **table code**. The lobby shows who has joined; press **Start the game** when you are ready (computers play the seats still free).</source>
        <translation>**Crear una mesa** (Partida ▸ Crear una mesa…): elige el juego, las reglas de la casa y los asientos como en Nueva partida. El asiento de la primera persona es el tuyo; el de cada otra persona espera a alguien que se una; los ordenadores juegan los suyos. Di a los demás el **código de la mesa**. La sala de espera muestra quién se ha unido; pulsa **Empezar la partida** cuando estés listo (los ordenadores juegan los asientos aún libres).</translation>
    </message>
    <message>
        <source>**If the app stops while you host** (a crash, a power cut), start it again: it asks whether to host your table again, on the same port with the same code. The others come back by themselves if their windows are still trying (for a minute); a computer plays for anyone who is not back. Quitting on purpose (Quit, New Game or Open while you host) asks first and closes the table for everyone: it is not kept.</source>
        <translation>**Si la aplicación se detiene mientras tienes una mesa** (un fallo, un corte de luz), vuelve a abrirla: te pregunta si quieres abrir de nuevo tu mesa, en el mismo puerto y con el mismo código. Los demás vuelven solos si sus ventanas siguen intentándolo (durante un minuto); un ordenador juega por quien no haya vuelto. Salir a propósito (Salir, Nueva partida o Abrir mientras tienes una mesa) pregunta primero y cierra la mesa para todos: no se conserva.</translation>
    </message>
    <message>
        <source>**If they pass on it, it is offered for sale**, to the other players in turn order, starting with the player after them and going round the table. The first player who wants it gets it. You can buy only if:
   - you are not the player who just discarded it (you can&apos;t buy back your own card);
   - you have not laid down yet this round;
   - you have buys left this round: 3 in rounds 1 to 9, 4 in round 10;
   - there are enough cards left for the penalty card and the next player&apos;s draw (see below).</source>
        <translation>**Si pasa, la carta se pone a la venta**, para los demás jugadores en orden de juego, empezando por el jugador que le sigue y dando la vuelta a la mesa. Se la queda el primer jugador que la quiera. Solo puedes comprar si:
   - no eres el jugador que acaba de descartarla (no puedes recomprar tu propia carta);
   - todavía no te has bajado en esta ronda;
   - te quedan compras en esta ronda: 3 en las rondas 1 a 9, 4 en la ronda 10;
   - quedan cartas suficientes para la carta de castigo y el robo del jugador siguiente (ver abajo).</translation>
    </message>
    <message>
        <source>**Join a table** (Game ▸ Join a table…): tables on your local network are listed; pick one, or type the host&apos;s address (such as 192.168.1.20:8765), then the code and your name.</source>
        <translation>**Unirse a una mesa** (Partida ▸ Unirse a una mesa…): se listan las mesas de tu red local; elige una, o escribe la dirección del anfitrión (por ejemplo 192.168.1.20:8765), luego el código y tu nombre.</translation>
    </message>
    <message>
        <source>**Lay down**: when the groups meet the round&apos;s contract, **Lay down** lights up: press it (L).</source>
        <translation>**Bajarse**: cuando los grupos cumplen el contrato de la ronda, se ilumina **Bajarse**: púlsalo (L).</translation>
    </message>
    <message>
        <source>**Lay off**: once you are down, drag a card onto any meld on the table; on a run, drop it on the end where it goes. The meld lights green when the card fits, red with the reason when not.</source>
        <translation>**Añadir**: una vez bajado, arrastra una carta a cualquier combinación de la mesa; en una escalera, suéltala en el extremo donde va. La combinación se ilumina en verde si la carta encaja, en rojo con el motivo si no.</translation>
    </message>
    <message>
        <source>**Round 10.** Nobody lays down in round 10 until they can go out in the same turn:</source>
        <translation>**Ronda 10.** En la ronda 10 nadie se baja hasta que puede cerrar en el mismo turno:</translation>
    </message>
    <message>
        <source>**Rounds 1 to 9.** Once you are down, you go out when your last card leaves your hand, either by discarding it or by laying it off onto a meld. The round ends at once; nobody else gets another turn. You score 0 for the round.</source>
        <translation>**Rondas 1 a 9.** Una vez bajado, cierras cuando tu última carta sale de tu mano, ya sea descartándola o añadiéndola a una combinación. La ronda termina en el acto; nadie más vuelve a jugar. Sumas 0 en la ronda.</translation>
    </message>
    <message>
        <source>**Runs**: three or more cards of one suit in order, up to 13 cards. The ace is **always low**: A 2 3 is a run, Q K A and K A 2 are not. A run never holds the same rank twice.</source>
        <translation>**Escaleras**: tres o más cartas de un mismo palo seguidas, hasta 13 cartas. El as es **siempre bajo**: A 2 3 es una escalera, Q K A y K A 2 no lo son. Una escalera nunca tiene dos veces el mismo valor.</translation>
    </message>
    <message>
        <source>**Seating and dealing.** Players sit round the table; &quot;left&quot; means the next player clockwise. The dealer deals one card at a time, clockwise, starting with the player on their left, until everyone has the round&apos;s number of cards. The rest of the pack is the stock; its top card is turned face up to start the discard pile. The player on the dealer&apos;s left plays first, and the deal passes one seat to the left after every round.</source>
        <translation>**Asientos y reparto.** Los jugadores se sientan alrededor de la mesa; «a la izquierda» quiere decir el siguiente jugador en el sentido de las agujas del reloj. El que reparte da las cartas de una en una, en el sentido de las agujas del reloj, empezando por el jugador de su izquierda, hasta que todos tienen el número de cartas de la ronda. El resto de la baraja es el mazo; su carta de arriba se pone boca arriba para empezar el descarte. Empieza el jugador a la izquierda del que reparte, y el reparto pasa un asiento a la izquierda después de cada ronda.</translation>
    </message>
    <message>
        <source>**Sets**: three or more cards of the same rank, any size; identical cards from different decks are fine (7♥ 7♥ 7♠).</source>
        <translation>**Tríos**: tres o más cartas del mismo valor, de cualquier tamaño; se admiten cartas idénticas de barajas distintas (7♥ 7♥ 7♠).</translation>
    </message>
    <message>
        <source>**Swap a wild**: drag the card a wild stands for onto that wild in a meld; the game asks where the wild will go.</source>
        <translation>**Cambiar un comodín**: arrastra la carta a la que sustituye un comodín sobre ese comodín en una combinación; el juego pregunta adónde irá el comodín.</translation>
    </message>
    <message>
        <source>**Taking the upcard.** You may take the top card of the discard pile instead of drawing from the stock, but never a card below it. If you took the upcard, you may not throw that same card away again in the same turn (an identical copy from another deck is fine).</source>
        <translation>**Tomar la carta descubierta.** Puedes tomar la carta de arriba del descarte en lugar de robar del mazo, pero nunca una carta que esté debajo. Si tomaste la carta descubierta, no puedes volver a tirar esa misma carta en el mismo turno (una copia idéntica de otra baraja sí).</translation>
    </message>
    <message>
        <source>**The buyer takes the card and one penalty card**, face down from the top of the stock. Both go into their hand. The buyer cannot play them now; they wait for their own turn.</source>
        <translation>**Quien compra toma la carta y una carta de castigo**, boca abajo de lo alto del mazo. Las dos van a su mano. No puede jugarlas ahora; esperan a su propio turno.</translation>
    </message>
    <message>
        <source>**The card is now dead**, whether someone bought it or nobody wanted it, and so is every card underneath it: nobody may take or buy them any more. Only the next discard can be taken or bought.</source>
        <translation>**La carta ya está muerta**, la haya comprado alguien o no la haya querido nadie, y también todas las que tiene debajo: nadie puede ya tomarlas ni comprarlas. Solo el siguiente descarte se puede tomar o comprar.</translation>
    </message>
    <message>
        <source>**The next player decides first.** They may take the card as their normal draw. That is not a buy: it costs nothing and does not count against their buys.</source>
        <translation>**Decide primero el jugador siguiente.** Puede tomar la carta como su robo normal. Eso no es una compra: no cuesta nada y no cuenta entre sus compras.</translation>
    </message>
    <message>
        <source>**The next player then draws from the stock** and carries on with their turn, whether the card was bought or not.</source>
        <translation>**Después el jugador siguiente roba del mazo** y sigue con su turno, se haya comprado la carta o no.</translation>
    </message>
    <message>
        <source>**Then, if you want and can**, in any order:
   - swap a wild card out of another player&apos;s meld ([Wild swaps](#wild-swaps));
   - lay down your contract, if you have not already done so this round;
   - once you are down, add cards to any melds on the table, yours or other players&apos;.</source>
        <translation>**Luego, si quieres y puedes**, en cualquier orden:
   - cambia un comodín de la combinación de otro jugador ([Cambiar un comodín](#wild-swaps));
   - bájate con tu contrato, si aún no lo has hecho en esta ronda;
   - una vez bajado, añade cartas a cualquier combinación de la mesa, tuya o de otros jugadores.</translation>
    </message>
    <message>
        <source>**Undo** (Ctrl+Z) takes back your last move, and the computers&apos; moves after it; **Redo** (Ctrl+Shift+Z) plays it again. Undo never goes back over a card the stock showed you (your draw from the stock, a penalty card with a bought card, a card another player drew and then showed, a reshuffled stock): the cards would come again in the same order, so undoing would be a peek. Nor does it go back past a round&apos;s scoring or, in hot seat, the hand-over. A game with an undo counts as played with help. At a network table there is no undo at all: every move there is final.</source>
        <translation>**Deshacer** (Ctrl+Z) retira tu última jugada, y las jugadas de los ordenadores que vinieron después; **Rehacer** (Ctrl+Mayús+Z) la vuelve a jugar. Deshacer nunca retrocede más allá de una carta que el mazo te haya mostrado (tu robo del mazo, una carta de castigo con una carta comprada, una carta que otro jugador robó y luego mostró, un mazo vuelto a barajar): las cartas volverían a salir en el mismo orden, así que deshacer sería hacer trampa. Tampoco retrocede más allá del recuento de una ronda ni, con varias personas en un ordenador, del relevo. Una partida con un deshacer cuenta como jugada con ayuda. En una mesa en red no hay deshacer: allí cada jugada es definitiva.</translation>
    </message>
    <message>
        <source>**When the stock runs out.** When someone must take a card and the stock is empty, all the cards of the discard pile except its top card are shuffled and become the new stock; the top card stays where it is. This can happen as often as needed. If the stock is empty and the discard pile has only one card (or none), the round ends on the spot: nobody has gone out, and everyone scores the cards they hold. The round ends the same way, instead of a new shuffle, when every player is down and no card left in the hands, the stock or the discards can be laid off or swapped onto any meld: such a round could never end, since only those plays change the table.</source>
        <translation>**Cuando se acaba el mazo.** Cuando alguien debe tomar una carta y el mazo está vacío, todas las cartas del descarte salvo la de arriba se barajan y forman el nuevo mazo; la carta de arriba se queda donde está. Esto puede pasar tantas veces como haga falta. Si el mazo está vacío y el descarte tiene una sola carta (o ninguna), la ronda termina en el acto: nadie ha cerrado, y cada uno suma las cartas que tiene en la mano. La ronda termina igual, en lugar de volver a barajar, cuando todos los jugadores se han bajado y ninguna carta que quede en las manos, el mazo o el descarte se puede añadir o cambiar en ninguna combinación: una ronda así no terminaría nunca, porque solo esas jugadas cambian la mesa.</translation>
    </message>
    <message>
        <source>**You must play the wild card in the same turn**, or the swap is not allowed:
  - if you have not laid down yet, you must lay down your contract this turn, using the wild in one of its melds (still only one wild per meld);
  - if you are already down, you must lay the wild off onto a meld that has no wild card in it.</source>
        <translation>**Debes jugar el comodín en el mismo turno**, o el cambio no está permitido:
  - si todavía no te has bajado, debes bajar tu contrato en este turno, usando el comodín en una de sus combinaciones (sigue habiendo solo un comodín por combinación);
  - si ya te has bajado, debes añadir el comodín a una combinación que no tenga ningún comodín.</translation>
    </message>
    <message>
        <source>**Your hand**: drag cards left and right to order them, or press **Sort by rank**, **Sort by suit** or **Arrange** (which puts a contract you hold first).</source>
        <translation>**Tu mano**: arrastra las cartas a izquierda y derecha para ordenarlas, o pulsa **Ordenar por valor**, **Ordenar por palo** o **Agrupar en combinaciones** (que pone primero un contrato que tengas).</translation>
    </message>
    <message>
        <source>**Your hand**: drag cards left and right to order them, or press **Sort by rank**, **Sort by suit** or **Arrange**, which groups your best melds first. A star marks the round&apos;s wild cards.</source>
        <translation>**Tu mano**: arrastra las cartas a izquierda y derecha para ordenarlas, o pulsa **Ordenar por valor**, **Ordenar por palo** o **Agrupar en combinaciones**, que agrupa primero tus mejores combinaciones. Una estrella marca los comodines de la ronda.</translation>
    </message>
    <message>
        <source>**{rule}**: {explain} *Default: {default}.*</source>
        <extracomment>One house rule on the How to play page: its name, what it does, its default value.</extracomment>
        <translation>**{rule}**: {explain} *Por defecto: {default}.*</translation>
    </message>
    <message>
        <source>A buy is allowed only if, after the card is taken, the stock (together with the discard pile that could be shuffled into it) still holds at least 2 cards: one for the penalty and one for the next player&apos;s draw. Otherwise nobody may buy and the next player just draws.</source>
        <translation>Una compra solo se permite si, después de tomar la carta, el mazo (junto con el descarte que se podría barajar en él) aún tiene al menos 2 cartas: una para el castigo y otra para el robo del jugador siguiente. Si no, nadie puede comprar y el jugador siguiente simplemente roba.</translation>
    </message>
    <message>
        <source>A contract rummy for 2 to 8 players over 10 rounds. In each round you must collect the round&apos;s **contract** (for example &quot;two sets of three&quot;), lay it down on the table, and then get rid of your remaining cards by adding them to melds on the table. The first player to get rid of every card ends the round and scores nothing; everyone else scores the cards left in their hand.</source>
        <translation>Un rummy de contratos para 2 a 8 jugadores en 10 rondas. En cada ronda debes reunir el **contrato** de la ronda (por ejemplo «dos tríos»), bajarlo a la mesa y después deshacerte de tus cartas restantes añadiéndolas a combinaciones de la mesa. El primer jugador que se deshace de todas sus cartas termina la ronda y no suma nada; todos los demás suman las cartas que les quedan en la mano.</translation>
    </message>
    <message>
        <source>A meld may hold any number of wild cards, side by side if you like, and a meld may even be all wild. In round 5 (7s wild), 4♣ 7♥ 7♦ is a meld.</source>
        <translation>Una combinación puede tener cualquier número de comodines, juntos si quieres, e incluso puede ser toda de comodines. En la ronda 5 (los 7 son comodín), 4♣ 7♥ 7♦ es una combinación.</translation>
    </message>
    <message>
        <source>A rummy for 2 to 8 players over 11 rounds. The hands grow from 3 cards to 13, and a different rank is wild every round. You build your melds **in your hand**; nothing goes on the table until someone goes out. Then everyone else has one last turn, and each player scores what they could not fit into melds.</source>
        <translation>Un rummy para 2 a 8 jugadores en 11 rondas. Las manos crecen de 3 a 13 cartas, y en cada ronda es comodín un valor distinto. Formas tus combinaciones **en tu mano**; nada va a la mesa hasta que alguien cierra. Entonces cada uno de los demás tiene un último turno, y cada jugador suma lo que no pudo colocar en combinaciones.</translation>
    </message>
    <message>
        <source>A run grows only at its two ends, and never past an ace: onto J♥ Q♥ K♥ A♥ you may add 10♥ but nothing above the ace.</source>
        <translation>Una escalera solo crece por sus dos extremos, y nunca más allá de un as: a J♥ Q♥ K♥ A♥ puedes añadir el 10♥, pero nada por encima del as.</translation>
    </message>
    <message>
        <source>A run may have an ace at both ends (A 2 3 … Q K A), so the longest run is 14 cards.</source>
        <translation>Una escalera puede tener un as en cada extremo (A 2 3 … Q K A), así que la escalera más larga tiene 14 cartas.</translation>
    </message>
    <message>
        <source>A run never holds the same rank twice.</source>
        <translation>Una escalera nunca tiene dos veces el mismo valor.</translation>
    </message>
    <message>
        <source>A set takes any natural card of its rank, without limit.</source>
        <translation>Un trío admite cualquier carta natural de su valor, sin límite.</translation>
    </message>
    <message>
        <source>A wild card can also simply be itself: in round 1, 3♠ 3♥ 3♦ is a set of threes.</source>
        <translation>Un comodín también puede ser simplemente él mismo: en la ronda 1, 3♠ 3♥ 3♦ es un trío de treses.</translation>
    </message>
    <message>
        <source>A wild card may be added to a meld that has no wild card in it (at either end of a run, you choose which). A meld that already holds a wild can only take another one after its wild has been swapped out.</source>
        <translation>Se puede añadir un comodín a una combinación que no tenga ninguno (en cualquiera de los dos extremos de una escalera, a tu elección). Una combinación que ya tiene un comodín solo puede recibir otro después de que le hayan cambiado el suyo.</translation>
    </message>
    <message>
        <source>A wild card only goes onto a meld that has no wild card in it.</source>
        <translation>Un comodín solo va a una combinación que no tenga ningún comodín.</translation>
    </message>
    <message>
        <source>A wild in a run does not have to match the run&apos;s suit, but a run can never reach below the ace or above the king.</source>
        <translation>Un comodín en una escalera no tiene que ser del palo de la escalera, pero una escalera nunca puede bajar del as ni subir más allá del rey.</translation>
    </message>
    <message>
        <source>A wild swap is not a buy: it costs no penalty card and does not count against your buys.</source>
        <translation>Cambiar un comodín no es una compra: no cuesta carta de castigo ni cuenta entre tus compras.</translation>
    </message>
    <message>
        <source>After drawing, if you can arrange **all but one** of your cards into melds, you may go out: discard that one card and show your melds.</source>
        <translation>Después de robar, si puedes colocar **todas tus cartas menos una** en combinaciones, puedes cerrar: descarta esa carta y enseña tus combinaciones.</translation>
    </message>
    <message>
        <source>After round 11 the lowest total wins.</source>
        <translation>Tras la ronda 11 gana el total más bajo.</translation>
    </message>
    <message>
        <source>At the start of a round, the upcard turned from the stock can be bought in the same way. The first player has first right to it, and everyone else, **the dealer included**, may buy it.</source>
        <translation>Al principio de una ronda, la carta descubierta del mazo se puede comprar de la misma forma. El primer jugador tiene el primer derecho sobre ella, y todos los demás, **incluido el que reparte**, pueden comprarla.</translation>
    </message>
    <message>
        <source>Buying</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>Buying lets you take a card thrown away by someone else, out of turn, at the price of an extra card from the stock. Only the card that has **just** been discarded can be bought.</source>
        <translation>Comprar te permite tomar una carta que ha tirado otro, fuera de tu turno, a cambio de una carta extra del mazo. Solo se puede comprar la carta que **acaba** de descartarse.</translation>
    </message>
    <message>
        <source>Buys</source>
        <extracomment>A column of the table of a contract game&apos;s rounds: how many buys a player has.</extracomment>
        <translation>Compras</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Cartas repartidas</translation>
    </message>
    <message>
        <source>Cards of one suit in unbroken order, at least as long as the contract asks: 5♥ 6♥ 7♥ 8♥.</source>
        <translation>Cartas de un mismo palo seguidas sin huecos, al menos tan largas como pide el contrato: 5♥ 6♥ 7♥ 8♥.</translation>
    </message>
    <message>
        <source>Choose them in Game ▸ New Game ▸ House rules.</source>
        <translation>Elígelas en Partida ▸ Nueva partida ▸ Reglas de la casa.</translation>
    </message>
    <message>
        <source>Contract</source>
        <extracomment>A column of the table of a contract game&apos;s rounds: the melds the round asks for.</extracomment>
        <translation>Contrato</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Quién reparte</translation>
    </message>
    <message>
        <source>Draw one card (the top of the stock, or the top card of the discard pile), then discard one card. Nobody puts melds on the table during the round, and you never add cards to other players&apos; melds.</source>
        <translation>Roba una carta (la de arriba del mazo, o la carta de arriba del descarte) y luego descarta una carta. Nadie baja combinaciones a la mesa durante la ronda, y nunca añades cartas a las combinaciones de otros jugadores.</translation>
    </message>
    <message>
        <source>Each card can belong to only one meld. 5♠ 6♠ 7♠ 6♥ 6♦ is either a set of sixes (5♠ and 7♠ left over) or a run of spades (6♥ and 6♦ left over), never both.</source>
        <translation>Cada carta solo puede pertenecer a una combinación. 5♠ 6♠ 7♠ 6♥ 6♦ es o bien un trío de seises (sobran 5♠ y 7♠) o bien una escalera de picas (sobran 6♥ y 6♦), nunca las dos cosas.</translation>
    </message>
    <message>
        <source>Each card you add is checked against the meld as it is *now*, so you can extend 6♥–9♥ with 5♥ and then with 10♥ in the same turn.</source>
        <translation>Cada carta que añades se comprueba con la combinación tal como está *ahora*, así que puedes alargar 6♥–9♥ con el 5♥ y luego con el 10♥ en el mismo turno.</translation>
    </message>
    <message>
        <source>Each deck keeps its 2 jokers. Jokers are the only wild cards unless you play with deuces wild.</source>
        <translation>Cada baraja conserva sus 2 jokers. Los jokers son los únicos comodines, salvo que juguéis con los doses como comodines.</translation>
    </message>
    <message>
        <source>Each meld may be longer than the minimum: in round 1 you may lay down a set of 3 and a set of 5.</source>
        <translation>Cada combinación puede ser más larga que el mínimo: en la ronda 1 puedes bajar un trío de 3 y otro de 5.</translation>
    </message>
    <message>
        <source>Each person plays on their own screen and sees only their own cards. Table Talk says who is at the table and who comes and goes; type a line under it and press Enter to chat.</source>
        <translation>Cada persona juega en su propia pantalla y solo ve sus propias cartas. La Charla de mesa dice quién está en la mesa y quién llega y se va; escribe una línea debajo y pulsa Intro para charlar.</translation>
    </message>
    <message>
        <source>Every card of the round&apos;s wild rank is wild: it can stand for any card of any suit.</source>
        <translation>Cada carta del valor comodín de la ronda es comodín: puede sustituir a cualquier carta de cualquier palo.</translation>
    </message>
    <message>
        <source>Every move can be made with the keyboard too: see Help ▸ Keyboard shortcuts.</source>
        <translation>Cada jugada se puede hacer también con el teclado: ver Ayuda ▸ Atajos de teclado.</translation>
    </message>
    <message>
        <source>Everyone draws one card from the shuffled pack. The highest rank deals, with the ace counting high (A beats K); suits don&apos;t matter. Whoever draws a joker puts it aside and draws again. If several players tie for the highest card, the youngest of them deals (when ages have been entered for the players); otherwise those players draw again until one is highest. After that the deal passes one seat to the left every round.</source>
        <translation>Cada uno roba una carta de la baraja mezclada. Reparte el valor más alto, y el as cuenta como alto (A gana a K); los palos no importan. Quien roba un joker lo aparta y vuelve a robar. Si varios jugadores empatan con la carta más alta, reparte el más joven de ellos (cuando se ha indicado la edad de los jugadores); si no, esos jugadores vuelven a robar hasta que uno quede más alto. Después el reparto pasa un asiento a la izquierda cada ronda.</translation>
    </message>
    <message>
        <source>Example: JK A♠ K♦ 10♣ 9♥ 2♠ left in hand scores 50 + 15 + 10 + 10 + 5 + 5 = 95 (110 with deuces wild, when the 2♠ counts 20). There are no bonuses and no negative points. After round 10 the lowest total wins.</source>
        <translation>Ejemplo: JK A♠ K♦ 10♣ 9♥ 2♠ en la mano suman 50 + 15 + 10 + 10 + 5 + 5 = 95 (110 con los doses como comodines, cuando el 2♠ vale 20). No hay bonificaciones ni puntos negativos. Tras la ronda 10 gana el total más bajo.</translation>
    </message>
    <message>
        <source>Example: in round 2 another player has 5♥ JK 7♥ 8♥ on the table, the joker standing for 6♥. You hold 6♥, 9♣ 9♦ and a run of four. You give the 6♥ for the joker and lay down 9♣ 9♦ JK with your run, all in one move.</source>
        <translation>Ejemplo: en la ronda 2 otro jugador tiene 5♥ JK 7♥ 8♥ en la mesa, con el joker en lugar del 6♥. Tú tienes el 6♥, 9♣ 9♦ y una escalera de cuatro. Das el 6♥ por el joker y bajas 9♣ 9♦ JK con tu escalera, todo en una sola jugada.</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Hillbilly Rummy</source>
        <translation>Hillbilly Rummy</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <source>House rules in this game:</source>
        <translation>Reglas de la casa en esta partida:</translation>
    </message>
    <message>
        <source>How to play {game}</source>
        <translation>Cómo jugar a {game}</translation>
    </message>
    <message>
        <source>If the contract asks for two runs and you make them in the same suit, they must not touch: 3♠–6♠ with 7♠–10♠ is refused, because together they are one long run. 3♠–6♠ with 8♠–J♠ is fine, and so are two runs of the same cards from different decks (3♠–6♠ twice).</source>
        <translation>Si el contrato pide dos escaleras y las haces del mismo palo, no deben tocarse: 3♠–6♠ con 7♠–10♠ se rechaza, porque juntas son una sola escalera larga. 3♠–6♠ con 8♠–J♠ vale, y también dos escaleras de las mismas cartas de barajas distintas (3♠–6♠ dos veces).</translation>
    </message>
    <message>
        <source>If the stock runs out and can&apos;t be refilled, the round ends at once and everyone, including players still waiting for their last turn, scores their leftover cards as below.</source>
        <translation>Si el mazo se acaba y no se puede rehacer, la ronda termina en el acto y todos, incluidos los jugadores que aún esperaban su último turno, suman sus cartas sobrantes como se indica abajo.</translation>
    </message>
    <message>
        <source>If your connection to the host drops, the status line says so at once and it is tried again for a minute; your moves wait until &quot;Connected again&quot;.</source>
        <translation>Si se corta tu conexión con el anfitrión, la línea de estado lo dice enseguida y se reintenta durante un minuto; tus jugadas esperan hasta «Conectado de nuevo».</translation>
    </message>
    <message numerus="yes">
        <source>It is played like {game} below, but over these %n round(s):</source>
        <translation>
            <numerusform>Se juega como {game} más abajo, pero en esta %n ronda:</numerusform>
            <numerusform>Se juega como {game} más abajo, pero en estas %n rondas:</numerusform>
        </translation>
    </message>
    <message>
        <source>Jokers are wild. A joker left in your hand at the end of a round costs 50 points.</source>
        <translation>Los jokers son comodines. Un joker que te quede en la mano al final de una ronda cuesta 50 puntos.</translation>
    </message>
    <message>
        <source>Laying down your contract</source>
        <translation>Bajar el contrato</translation>
    </message>
    <message>
        <source>Laying off (adding to melds)</source>
        <translation>Añadir cartas (a las combinaciones)</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinaciones</translation>
    </message>
    <message>
        <source>More about buying:</source>
        <translation>Más sobre las compras:</translation>
    </message>
    <message>
        <source>Once a player goes out, every other player, starting on their left and going round the table, gets **exactly one more turn**: draw (the first of them may take the card just discarded), rearrange, discard. Any of them who can then fit every card into melds has gone out too and scores 0. The round ends when the player on the right of the one who went out has discarded; the player who went out does not play again.</source>
        <translation>En cuanto un jugador cierra, cada uno de los demás, empezando por el de su izquierda y dando la vuelta a la mesa, tiene **exactamente un turno más**: robar (el primero de ellos puede tomar la carta recién descartada), reordenar, descartar. Quien pueda entonces colocar todas sus cartas en combinaciones también ha cerrado y suma 0. La ronda termina cuando el jugador a la derecha del que cerró ha descartado; el que cerró no vuelve a jugar.</translation>
    </message>
    <message>
        <source>Once you are down (&quot;gone down&quot;), you may **never start a new meld** that round. From then on you only add cards to melds already on the table.</source>
        <translation>Una vez que te has bajado, **ya no puedes empezar ninguna combinación nueva** en esa ronda. A partir de entonces solo añades cartas a combinaciones que ya están en la mesa.</translation>
    </message>
    <message>
        <source>Once you are down you can no longer buy, but you may still take the upcard as your normal draw on your own turn.</source>
        <translation>Una vez bajado ya no puedes comprar, pero sigues pudiendo tomar la carta descubierta como robo normal en tu propio turno.</translation>
    </message>
    <message>
        <source>Only a player who is already down may lay off.</source>
        <translation>Solo puede añadir cartas un jugador que ya se ha bajado.</translation>
    </message>
    <message>
        <source>Playing in the window</source>
        <translation>Jugar en la ventana</translation>
    </message>
    <message>
        <source>Playing over the network</source>
        <translation>Jugar en red</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>A column of the table of a contract game&apos;s rounds: the round&apos;s number.</extracomment>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Rules for both games</source>
        <translation>Reglas para los dos juegos</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Escaleras</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Tríos</translation>
    </message>
    <message>
        <source>Step by step, when a player discards a card:</source>
        <translation>Paso a paso, cuando un jugador descarta una carta:</translation>
    </message>
    <message>
        <source>The ace can be low (A 2 3 4) or high (J Q K A), but a run cannot go &quot;round the corner&quot;: Q K A 2 and K A 2 3 are not runs.</source>
        <translation>El as puede ser bajo (A 2 3 4) o alto (J Q K A), pero una escalera no puede «dar la vuelta»: Q K A 2 y K A 2 3 no son escaleras.</translation>
    </message>
    <message>
        <source>The best arrangement is about points, not about the number of cards left over. In round 3 (5s wild), A♣ A♦ K♥ 5♠ 5♥ scores **2**: K♥ 5♠ 5♥ make a set, leaving the two aces. Keeping the aces in a set with the fives would leave the K♥ for 10. Likewise A♠ 2♠ 3♠ A♥ A♦ scores 2, not 5 (the run A♠ 2♠ 3♠ beats the set of aces).</source>
        <translation>La mejor disposición depende de los puntos, no del número de cartas sobrantes. En la ronda 3 (los 5 son comodín), A♣ A♦ K♥ 5♠ 5♥ suma **2**: K♥ 5♠ 5♥ forman un trío y sobran los dos ases. Dejar los ases en un trío con los cincos dejaría el K♥ por 10. Del mismo modo, A♠ 2♠ 3♠ A♥ A♦ suma 2, no 5 (la escalera A♠ 2♠ 3♠ gana al trío de ases).</translation>
    </message>
    <message>
        <source>The card you discard can&apos;t be the one you just took from the discard pile.</source>
        <translation>La carta que descartas no puede ser la que acabas de tomar del descarte.</translation>
    </message>
    <message>
        <source>The eleven rounds</source>
        <translation>Las once rondas</translation>
    </message>
    <message>
        <source>The first dealer</source>
        <translation>Quién reparte primero</translation>
    </message>
    <message>
        <source>The first dealer is picked at random. The deal passes one seat to the left every round, and the player to the dealer&apos;s left starts.</source>
        <translation>El primero en repartir se elige al azar. El reparto pasa un asiento a la izquierda en cada ronda, y empieza el jugador a la izquierda del que reparte.</translation>
    </message>
    <message>
        <source>The last lap</source>
        <translation>La última vuelta</translation>
    </message>
    <message>
        <source>The player who went out scores 0. Every other player scores the cards left in their hand:</source>
        <translation>El jugador que cerró suma 0. Cada uno de los demás suma las cartas que le quedan en la mano:</translation>
    </message>
    <message>
        <source>The player who went out scores 0. Everyone else lays out their hand in the way that leaves the **fewest points** unmelded (the game finds it for you) and scores those leftover cards:</source>
        <translation>El jugador que cerró suma 0. Todos los demás extienden su mano de la forma que deja **menos puntos** fuera de combinaciones (el juego la encuentra por ti) y suman esas cartas sobrantes:</translation>
    </message>
    <message>
        <source>The rules page is missing from this installation.</source>
        <translation>Falta la página de reglas en esta instalación.</translation>
    </message>
    <message>
        <source>The set of 4 in round 6 needs at least 4 cards.</source>
        <translation>El póquer de la ronda 6 necesita al menos 4 cartas.</translation>
    </message>
    <message>
        <source>The ten rounds</source>
        <translation>Las diez rondas</translation>
    </message>
    <message>
        <source>The wild must be in **another player&apos;s** meld, not your own.</source>
        <translation>El comodín debe estar en la combinación de **otro jugador**, no en la tuya.</translation>
    </message>
    <message>
        <source>The wild rank always equals the number of cards dealt that round.</source>
        <translation>El valor comodín es siempre igual al número de cartas repartidas en esa ronda.</translation>
    </message>
    <message>
        <source>There are no swaps in round 10, because nobody has any melds on the table before someone goes out.</source>
        <translation>En la ronda 10 no hay cambios, porque nadie tiene combinaciones en la mesa antes de que alguien cierre.</translation>
    </message>
    <message>
        <source>There is no largest size.</source>
        <translation>No hay tamaño máximo.</translation>
    </message>
    <message>
        <source>There is no undo at a network table, and the game is kept by the host (Save is for games played here).</source>
        <translation>En una mesa en red no hay deshacer, y la partida la guarda el anfitrión (Guardar es para las partidas jugadas aquí).</translation>
    </message>
    <message>
        <source>This game plays the standard rules, with no house rules changed.</source>
        <translation>Esta partida sigue las reglas estándar, sin ninguna regla de la casa cambiada.</translation>
    </message>
    <message>
        <source>This game: {name}</source>
        <extracomment>A table&apos;s name for its own rounds, a file&apos;s name: never a link.</extracomment>
        <translation>Esta partida: {name}</translation>
    </message>
    <message>
        <source>Three Thirteen</source>
        <translation>Three Thirteen</translation>
    </message>
    <message>
        <source>Three or more cards of the same rank. Suits don&apos;t matter, and because several decks are in play the same card may appear twice: 7♥ 7♥ 7♠ is a good set.</source>
        <translation>Tres o más cartas del mismo valor. Los palos no importan, y como hay varias barajas en juego la misma carta puede salir dos veces: 7♥ 7♥ 7♠ es un trío válido.</translation>
    </message>
    <message>
        <source>Two decks shuffled together (104 cards) for 2 to 4 players, three decks (156 cards) for 5 to 8. No jokers.</source>
        <translation>Dos barajas mezcladas (104 cartas) para 2 a 4 jugadores, tres barajas (156 cartas) para 5 a 8. Sin jokers.</translation>
    </message>
    <message>
        <source>Two sets of the same rank are allowed, such as K♠ K♥ K♦ and K♣ K♠ JK.</source>
        <translation>Se permiten dos tríos del mismo valor, como K♠ K♥ K♦ y K♣ K♠ JK.</translation>
    </message>
    <message>
        <source>When another player has a wild card in one of their melds, you can take it by giving them the natural card it stands for.</source>
        <translation>Cuando otro jugador tiene un comodín en una de sus combinaciones, puedes quedártelo dándole la carta natural a la que sustituye.</translation>
    </message>
    <message>
        <source>When you put a wild card down you say what it stands for: in a run, the exact card (in 5♥ JK 7♥ 8♥ the joker is the 6♥); in a set, the rank. A wild at the end of a run is either the low end or the high end, and you choose which.</source>
        <translation>Cuando bajas un comodín dices a qué sustituye: en una escalera, la carta exacta (en 5♥ JK 7♥ 8♥ el joker es el 6♥); en un trío, el valor. Un comodín en el extremo de una escalera es o bien el extremo bajo o bien el alto, y tú eliges cuál.</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <source>Wild swaps</source>
        <translation>Cambiar un comodín</translation>
    </message>
    <message>
        <source>With only two players there is never anybody to sell to, so there is no buying.</source>
        <translation>Con solo dos jugadores nunca hay a quién vender, así que no hay compras.</translation>
    </message>
    <message>
        <source>You are always dealt one card more than the contract needs, so a lucky player can lay down on the very first turn. &quot;Set of 3&quot; means *at least* 3 cards, &quot;run of 4&quot; at least 4, and so on: a longer meld always counts.</source>
        <translation>Siempre recibes una carta más de las que necesita el contrato, así que un jugador con suerte puede bajarse en su primerísimo turno. «Trío» quiere decir *al menos* 3 cartas, «escalera de 4» al menos 4, y así sucesivamente: una combinación más larga siempre vale.</translation>
    </message>
    <message>
        <source>You can swap only on your own turn, after drawing and before discarding.</source>
        <translation>Solo puedes cambiar en tu propio turno, después de robar y antes de descartar.</translation>
    </message>
    <message>
        <source>You cannot play any card when it is not your turn; the only thing you can do out of turn is buy. You cannot lay down before you have drawn.</source>
        <translation>No puedes jugar ninguna carta cuando no es tu turno; lo único que puedes hacer fuera de turno es comprar. No puedes bajarte antes de haber robado.</translation>
    </message>
    <message>
        <source>You give the exact card the wild stands for: in a run, the same rank and suit (a joker standing for 6♥ can only be swapped for a 6♥); in a set, any card of that rank.</source>
        <translation>Das exactamente la carta a la que sustituye el comodín: en una escalera, el mismo valor y palo (un joker que sustituye al 6♥ solo se cambia por un 6♥); en un trío, cualquier carta de ese valor.</translation>
    </message>
    <message>
        <source>You lay down the whole contract at once: exactly the number and kinds of melds the round asks for, no fewer and no more. You cannot put down part of it now and the rest later.</source>
        <translation>Bajas el contrato entero de una vez: exactamente el número y tipo de combinaciones que pide la ronda, ni menos ni más. No puedes bajar una parte ahora y el resto después.</translation>
    </message>
    <message>
        <source>You may add to anybody&apos;s melds, as many cards as you like, in the turn you lay down and in later turns.</source>
        <translation>Puedes añadir a las combinaciones de cualquiera, tantas cartas como quieras, en el turno en que te bajas y en los siguientes.</translation>
    </message>
    <message>
        <source>You may go out on your very first turn.</source>
        <translation>Puedes cerrar ya en tu primerísimo turno.</translation>
    </message>
    <message>
        <source>You may lay down on your first turn, and you may add cards to melds in the same turn you lay down.</source>
        <translation>Puedes bajarte en tu primer turno, y puedes añadir cartas a combinaciones en el mismo turno en que te bajas.</translation>
    </message>
    <message>
        <source>You may make several swaps in one turn, each following these rules.</source>
        <translation>Puedes hacer varios cambios en un turno, cada uno según estas reglas.</translation>
    </message>
    <message>
        <source>You may never keep the swapped wild in your hand or discard it.</source>
        <translation>Nunca puedes quedarte en la mano el comodín cambiado ni descartarlo.</translation>
    </message>
    <message>
        <source>You must always discard to go out: if all your cards fit into melds, you still throw one away.</source>
        <translation>Para cerrar siempre hay que descartar: si todas tus cartas encajan en combinaciones, igualmente tiras una.</translation>
    </message>
    <message>
        <source>Your count of buys starts again at zero every round.</source>
        <translation>Tu cuenta de compras vuelve a cero en cada ronda.</translation>
    </message>
    <message>
        <source>Your natural card takes the wild&apos;s place, and that meld now has no wild card.</source>
        <translation>Tu carta natural ocupa el lugar del comodín, y esa combinación ya no tiene comodín.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>after drawing, you must place every card but one into exactly three runs of 5 or more cards (each with at most one wild card), and discard the one card left over;</source>
        <translation>después de robar, debes colocar todas tus cartas menos una en exactamente tres escaleras de 5 o más cartas (cada una con un comodín como máximo), y descartar la carta que sobra;</translation>
    </message>
    <message>
        <source>that discard may not be the card you just took from the discard pile.</source>
        <translation>ese descarte no puede ser la carta que acabas de tomar del descarte.</translation>
    </message>
    <message>
        <source>you hold 17 cards after drawing (2 more for every card you bought), so at least one run will be longer than 5;</source>
        <translation>después de robar tienes 17 cartas (2 más por cada carta comprada), así que al menos una escalera tendrá más de 5;</translation>
    </message>
    <message>
        <source>you must keep a card back to discard, even if every card you hold would fit into the runs;</source>
        <translation>debes guardar una carta para descartar, aunque todas tus cartas cupieran en las escaleras;</translation>
    </message>
    <message>
        <source>{contract} — laid down and gone out all at once</source>
        <extracomment>A round of a contract game played all at once: {contract} is its melds.</extracomment>
        <translation>{contract} — bajado y cerrado de una sola vez</translation>
    </message>
    <message>
        <source>| Card | Points |
|---|---|
| Ace | 1 |
| 2 to 10 | face value |
| J, Q, K | 10 |
| A card of the round&apos;s wild rank left unmelded | 15 (whatever its face: an unmelded 10 in round 8 scores 15) |
| Joker (when playing with jokers) | 15 |</source>
        <translation>| Carta | Puntos |
|---|---|
| As | 1 |
| 2 a 10 | su valor |
| J, Q, K | 10 |
| Una carta del valor comodín de la ronda que queda fuera de combinación | 15 (sea cual sea su valor: un 10 sobrante en la ronda 8 suma 15) |
| Joker (si se juega con jokers) | 15 |</translation>
    </message>
    <message>
        <source>| Card | Points |
|---|---|
| Joker | 50 |
| Any other wild card (a 2, when deuces are wild) | 20 |
| Ace | 15 |
| 10, J, Q, K | 10 |
| 2 to 9 | 5 |</source>
        <translation>| Carta | Puntos |
|---|---|
| Joker | 50 |
| Cualquier otro comodín (un 2, cuando los doses son comodines) | 20 |
| As | 15 |
| 10, J, Q, K | 10 |
| 2 a 9 | 5 |</translation>
    </message>
    <message>
        <source>| Players | Decks | Cards (with 2 jokers a deck) |
|---|---|---|
| 2–4 | 2 | 108 |
| 5–6 | 3 | 162 |
| 7–8 | 4 | 216 |</source>
        <translation>| Jugadores | Barajas | Cartas (con 2 jokers por baraja) |
|---|---|---|
| 2–4 | 2 | 108 |
| 5–6 | 3 | 162 |
| 7–8 | 4 | 216 |</translation>
    </message>
    <message>
        <source>| Round | Cards dealt | Contract | Cards needed | Buys allowed |
|---|---|---|---|---|
| 1 | 7 | 2 sets of 3 | 6 | 3 |
| 2 | 8 | 1 set of 3 + 1 run of 4 | 7 | 3 |
| 3 | 9 | 2 runs of 4 | 8 | 3 |
| 4 | 10 | 3 sets of 3 | 9 | 3 |
| 5 | 11 | 2 runs of 5 | 10 | 3 |
| 6 | 12 | 1 set of 4 + 1 run of 7 | 11 | 3 |
| 7 | 13 | 2 sets of 3 + 1 run of 6 | 12 | 3 |
| 8 | 14 | 1 set of 3 + 1 run of 10 | 13 | 3 |
| 9 | 15 | 3 sets of 3 + 1 run of 5 | 14 | 3 |
| 10 | 16 | 3 runs of 5, laid down **and** going out in the same turn, with a discard | 15 | 4 |</source>
        <translation>| Ronda | Cartas repartidas | Contrato | Cartas necesarias | Compras permitidas |
|---|---|---|---|---|
| 1 | 7 | 2 tríos | 6 | 3 |
| 2 | 8 | 1 trío + 1 escalera de 4 | 7 | 3 |
| 3 | 9 | 2 escaleras de 4 | 8 | 3 |
| 4 | 10 | 3 tríos | 9 | 3 |
| 5 | 11 | 2 escaleras de 5 | 10 | 3 |
| 6 | 12 | 1 póquer + 1 escalera de 7 | 11 | 3 |
| 7 | 13 | 2 tríos + 1 escalera de 6 | 12 | 3 |
| 8 | 14 | 1 trío + 1 escalera de 10 | 13 | 3 |
| 9 | 15 | 3 tríos + 1 escalera de 5 | 14 | 3 |
| 10 | 16 | 3 escaleras de 5, bajadas **y** cerrando en el mismo turno, con un descarte | 15 | 4 |</translation>
    </message>
    <message>
        <source>| Round | Cards dealt | Wild rank | | Round | Cards dealt | Wild rank |
|---|---|---|---|---|---|---|
| 1 | 3 | 3s | | 7 | 9 | 9s |
| 2 | 4 | 4s | | 8 | 10 | 10s |
| 3 | 5 | 5s | | 9 | 11 | Jacks |
| 4 | 6 | 6s | | 10 | 12 | Queens |
| 5 | 7 | 7s | | 11 | 13 | Kings |
| 6 | 8 | 8s | | | | |</source>
        <translation>| Ronda | Cartas repartidas | Valor comodín | | Ronda | Cartas repartidas | Valor comodín |
|---|---|---|---|---|---|---|
| 1 | 3 | los 3 | | 7 | 9 | los 9 |
| 2 | 4 | los 4 | | 8 | 10 | los 10 |
| 3 | 5 | los 5 | | 9 | 11 | las jotas |
| 4 | 6 | los 6 | | 10 | 12 | las reinas |
| 5 | 7 | los 7 | | 11 | 13 | los reyes |
| 6 | 8 | los 8 | | | | |</translation>
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
    <name>Wording</name>
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
