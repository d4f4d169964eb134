<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>CardNames</name>
    <message>
        <source>Ace of clubs</source>
        <translation>As de tréboles</translation>
    </message>
    <message>
        <source>Ace of diamonds</source>
        <translation>As de diamantes</translation>
    </message>
    <message>
        <source>Ace of hearts</source>
        <translation>As de corazones</translation>
    </message>
    <message>
        <source>Ace of spades</source>
        <translation>As de picas</translation>
    </message>
    <message>
        <source>Eight of clubs</source>
        <translation>Ocho de tréboles</translation>
    </message>
    <message>
        <source>Eight of diamonds</source>
        <translation>Ocho de diamantes</translation>
    </message>
    <message>
        <source>Eight of hearts</source>
        <translation>Ocho de corazones</translation>
    </message>
    <message>
        <source>Eight of spades</source>
        <translation>Ocho de picas</translation>
    </message>
    <message>
        <source>Five of clubs</source>
        <translation>Cinco de tréboles</translation>
    </message>
    <message>
        <source>Five of diamonds</source>
        <translation>Cinco de diamantes</translation>
    </message>
    <message>
        <source>Five of hearts</source>
        <translation>Cinco de corazones</translation>
    </message>
    <message>
        <source>Five of spades</source>
        <translation>Cinco de picas</translation>
    </message>
    <message>
        <source>Four of clubs</source>
        <translation>Cuatro de tréboles</translation>
    </message>
    <message>
        <source>Four of diamonds</source>
        <translation>Cuatro de diamantes</translation>
    </message>
    <message>
        <source>Four of hearts</source>
        <translation>Cuatro de corazones</translation>
    </message>
    <message>
        <source>Four of spades</source>
        <translation>Cuatro de picas</translation>
    </message>
    <message>
        <source>Jack of clubs</source>
        <translation>Jota de tréboles</translation>
    </message>
    <message>
        <source>Jack of diamonds</source>
        <translation>Jota de diamantes</translation>
    </message>
    <message>
        <source>Jack of hearts</source>
        <translation>Jota de corazones</translation>
    </message>
    <message>
        <source>Jack of spades</source>
        <translation>Jota de picas</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>King of clubs</source>
        <translation>Rey de tréboles</translation>
    </message>
    <message>
        <source>King of diamonds</source>
        <translation>Rey de diamantes</translation>
    </message>
    <message>
        <source>King of hearts</source>
        <translation>Rey de corazones</translation>
    </message>
    <message>
        <source>King of spades</source>
        <translation>Rey de picas</translation>
    </message>
    <message>
        <source>Nine of clubs</source>
        <translation>Nueve de tréboles</translation>
    </message>
    <message>
        <source>Nine of diamonds</source>
        <translation>Nueve de diamantes</translation>
    </message>
    <message>
        <source>Nine of hearts</source>
        <translation>Nueve de corazones</translation>
    </message>
    <message>
        <source>Nine of spades</source>
        <translation>Nueve de picas</translation>
    </message>
    <message>
        <source>Queen of clubs</source>
        <translation>Reina de tréboles</translation>
    </message>
    <message>
        <source>Queen of diamonds</source>
        <translation>Reina de diamantes</translation>
    </message>
    <message>
        <source>Queen of hearts</source>
        <translation>Reina de corazones</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <translation>Reina de picas</translation>
    </message>
    <message>
        <source>Seven of clubs</source>
        <translation>Siete de tréboles</translation>
    </message>
    <message>
        <source>Seven of diamonds</source>
        <translation>Siete de diamantes</translation>
    </message>
    <message>
        <source>Seven of hearts</source>
        <translation>Siete de corazones</translation>
    </message>
    <message>
        <source>Seven of spades</source>
        <translation>Siete de picas</translation>
    </message>
    <message>
        <source>Six of clubs</source>
        <translation>Seis de tréboles</translation>
    </message>
    <message>
        <source>Six of diamonds</source>
        <translation>Seis de diamantes</translation>
    </message>
    <message>
        <source>Six of hearts</source>
        <translation>Seis de corazones</translation>
    </message>
    <message>
        <source>Six of spades</source>
        <translation>Seis de picas</translation>
    </message>
    <message>
        <source>Ten of clubs</source>
        <translation>Diez de tréboles</translation>
    </message>
    <message>
        <source>Ten of diamonds</source>
        <translation>Diez de diamantes</translation>
    </message>
    <message>
        <source>Ten of hearts</source>
        <translation>Diez de corazones</translation>
    </message>
    <message>
        <source>Ten of spades</source>
        <translation>Diez de picas</translation>
    </message>
    <message>
        <source>Three of clubs</source>
        <translation>Tres de tréboles</translation>
    </message>
    <message>
        <source>Three of diamonds</source>
        <translation>Tres de diamantes</translation>
    </message>
    <message>
        <source>Three of hearts</source>
        <translation>Tres de corazones</translation>
    </message>
    <message>
        <source>Three of spades</source>
        <translation>Tres de picas</translation>
    </message>
    <message>
        <source>Two of clubs</source>
        <translation>Dos de tréboles</translation>
    </message>
    <message>
        <source>Two of diamonds</source>
        <translation>Dos de diamantes</translation>
    </message>
    <message>
        <source>Two of hearts</source>
        <translation>Dos de corazones</translation>
    </message>
    <message>
        <source>Two of spades</source>
        <translation>Dos de picas</translation>
    </message>
    <message>
        <source>{card}, wild</source>
        <extracomment>A card that is wild this round, as a screen reader says it: &quot;Seven of hearts, wild&quot;.</extracomment>
        <translation>{card}, comodín</translation>
    </message>
</context>
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
    <name>CoachMarks</name>
    <message>
        <source>best</source>
        <translation>mejor jugada</translation>
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
</context>
<context>
    <name>CoachPanelWords</name>
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
    <name>CoachWords</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <extracomment>How many cards a hand lacks for the contract.</extracomment>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>.</source>
        <comment>decimal sign</comment>
        <extracomment>The decimal sign in the coach&apos;s numbers such as 6.5: &quot;,&quot; where the language writes 6,5.</extracomment>
        <translation>,</translation>
    </message>
    <message>
        <source>Best move.</source>
        <translation>La mejor jugada.</translation>
    </message>
    <message>
        <source>Good: {better} was {points} better, within the noise of a close choice.</source>
        <extracomment>{better}: the better move (&quot;Discard the Q♣&quot;); {points}: &quot;about 0.5 points&quot;.</extracomment>
        <translation>Buena: {better} era {points} mejor, dentro del margen de una elección ajustada.</translation>
    </message>
    <message>
        <source>Hindsight: {name} bought it.</source>
        <extracomment>After a discard in the review: who bought it later.</extracomment>
        <translation>A posteriori: {name} la compró.</translation>
    </message>
    <message>
        <source>Hindsight: {name} took it and went out.</source>
        <translation>A posteriori: {name} la tomó y cerró.</translation>
    </message>
    <message>
        <source>Hindsight: {name} took it.</source>
        <extracomment>After a discard in the review: who took it next.</extracomment>
        <translation>A posteriori: {name} la tomó.</translation>
    </message>
    <message>
        <source>Keep the {kept}: it goes on the {meld} on the table, and {next}; throw the {thrown} instead</source>
        <extracomment>{meld}: a meld on the table (&quot;run 2♥ JK 4♥&quot;); {next}: what the next player could do.</extracomment>
        <translation>Guarda {kept}: va en la combinación {meld} de la mesa, y {next}; tira {thrown} en su lugar</translation>
    </message>
    <message>
        <source>Keep the {kept}: {reason}; throw the {thrown} instead</source>
        <extracomment>{reason}: why the card is worth keeping.</extracomment>
        <translation>Guarda {kept}: {reason}; tira {thrown} en su lugar</translation>
    </message>
    <message>
        <source>Keep the {kept}: {reason}; throw the {thrown} instead ({detail})</source>
        <extracomment>{reason}: why the card is worth keeping; {detail}: what the numbers say.</extracomment>
        <translation>Guarda {kept}: {reason}; tira {thrown} en su lugar ({detail})</translation>
    </message>
    <message>
        <source>a worker process of the analysis stopped (killed, or out of memory): nothing was judged wrongly, try again</source>
        <translation>un proceso del análisis se detuvo (terminado o sin memoria): no se ha juzgado nada mal, inténtalo de nuevo</translation>
    </message>
    <message>
        <source>about 1 point</source>
        <translation>aproximadamente 1 punto</translation>
    </message>
    <message>
        <source>about as good as to {move}</source>
        <extracomment>A hint&apos;s note: {move} is the next best move (&quot;discard the 7♥&quot;).</extracomment>
        <translation>más o menos igual de buena que: {move}</translation>
    </message>
    <message>
        <source>about {points} points</source>
        <extracomment>{points}: a number with one or two decimals (&quot;6.5&quot;, &quot;0.04&quot;).</extracomment>
        <translation>unos {points} puntos</translation>
    </message>
    <message>
        <source>buying gives up {points}</source>
        <translation>comprar cuesta {points}</translation>
    </message>
    <message>
        <source>discarding the {card} gives up {points}</source>
        <extracomment>{card}: the card discarded; {points}: &quot;about 6.5 points&quot;.</extracomment>
        <translation>descartar {card} cuesta {points}</translation>
    </message>
    <message>
        <source>drawing from the stock gives up {points}</source>
        <translation>robar del mazo cuesta {points}</translation>
    </message>
    <message>
        <source>every other card melds, so you could go out now and leave the others holding their cards</source>
        <translation>todas las demás cartas forman combinaciones, así que podrías cerrar ahora y dejar a los demás con sus cartas</translation>
    </message>
    <message>
        <source>getting down now lets you lay off and go out, and cuts what you hold if someone goes out</source>
        <translation>bajarte ahora te deja añadir cartas y cerrar, y reduce lo que tienes si alguien cierra</translation>
    </message>
    <message>
        <source>going out with the {card} gives up {points}</source>
        <translation>cerrar con {card} cuesta {points}</translation>
    </message>
    <message>
        <source>it counts {more} more now but keeps {working} cards working, against {other}</source>
        <extracomment>{more}: points more now; {working} and {other}: cards that meld or could.</extracomment>
        <translation>ahora cuenta {more} más pero mantiene {working} cartas útiles, frente a {other}</translation>
    </message>
    <message>
        <source>it is part of a meld you hold</source>
        <translation>forma parte de una combinación que tienes</translation>
    </message>
    <message>
        <source>it is part of your meld {meld}</source>
        <extracomment>Why to keep a card: {meld} is the meld&apos;s cards (&quot;7♥ 8♥ 9♥&quot;).</extracomment>
        <translation>forma parte de tu combinación {meld}</translation>
    </message>
    <message>
        <source>it is wild this round</source>
        <translation>es comodín en esta ronda</translation>
    </message>
    <message>
        <source>it works toward your contract</source>
        <translation>te acerca a tu contrato</translation>
    </message>
    <message>
        <source>it works with the rest of your hand</source>
        <translation>encaja con el resto de tu mano</translation>
    </message>
    <message>
        <source>laying down now gave away the cards you still needed</source>
        <translation>bajarte ahora delató las cartas que aún necesitabas</translation>
    </message>
    <message>
        <source>laying down then gives up {points}</source>
        <translation>bajarte entonces cuesta {points}</translation>
    </message>
    <message>
        <source>laying off the {card} gives up {points}</source>
        <translation>añadir {card} cuesta {points}</translation>
    </message>
    <message>
        <source>no card</source>
        <extracomment>A hand lacks nothing for the contract.</extracomment>
        <translation>ninguna carta</translation>
    </message>
    <message>
        <source>passing on the buy gives up {points}</source>
        <translation>no comprar cuesta {points}</translation>
    </message>
    <message>
        <source>run {cards}</source>
        <extracomment>A run on the table and its cards, after &quot;it goes on the&quot;.</extracomment>
        <translation>escalera {cards}</translation>
    </message>
    <message>
        <source>seat {seat} took more than {limit} decisions ({moves} moves), more than the coach judges in reasonable time ({limit} take about {minutes} minutes of one process; a long 8-player game has about 700)</source>
        <extracomment>{limit}: the most decisions the coach judges; {minutes}: how long those take.</extracomment>
        <translation>el asiento {seat} tomó más de {limit} decisiones ({moves} jugadas), más de las que el entrenador juzga en un tiempo razonable ({limit} llevan unos {minutes} minutos de un proceso; una partida larga de 8 jugadores tiene unas 700)</translation>
    </message>
    <message>
        <source>set {cards}</source>
        <extracomment>A set on the table and its cards, after &quot;it goes on the&quot;.</extracomment>
        <translation>trío {cards}</translation>
    </message>
    <message>
        <source>swapping the {card} gives up {points}</source>
        <translation>cambiar {card} cuesta {points}</translation>
    </message>
    <message>
        <source>taking the discard gives up {points}</source>
        <translation>tomar el descarte cuesta {points}</translation>
    </message>
    <message>
        <source>taking the {card} gives up {points}</source>
        <translation>tomar {card} cuesta {points}</translation>
    </message>
    <message>
        <source>that move gives up {points}</source>
        <translation>esa jugada cuesta {points}</translation>
    </message>
    <message>
        <source>the card brings your hand closer to the contract</source>
        <translation>la carta acerca tu mano al contrato</translation>
    </message>
    <message>
        <source>the card does not help enough to be worth the extra card a buy costs</source>
        <translation>la carta no ayuda lo bastante para compensar la carta extra que cuesta comprar</translation>
    </message>
    <message numerus="yes">
        <source>the next player, down with %n card(s) left, could take it and lay it off</source>
        <translation>
            <numerusform>el siguiente jugador, bajado y con %n carta, podría tomarla y añadirla</numerusform>
            <numerusform>el siguiente jugador, bajado y con %n cartas, podría tomarla y añadirla</numerusform>
        </translation>
    </message>
    <message>
        <source>the next player, down with 1 card left, could take it and go out</source>
        <translation>el siguiente jugador, bajado y con 1 carta, podría tomarla y cerrar</translation>
    </message>
    <message>
        <source>the only sensible move</source>
        <extracomment>A hint&apos;s note when no other move is worth weighing.</extracomment>
        <translation>la única jugada sensata</translation>
    </message>
    <message>
        <source>the {card} brings you closer to the contract ({after} short after a discard, {now} now)</source>
        <extracomment>{after} and {now}: the cards the hand lacks (&quot;2 cards&quot;, &quot;no card&quot;).</extracomment>
        <translation>{card} te acerca al contrato (faltarían {after} tras un descarte, {now} ahora)</translation>
    </message>
    <message>
        <source>the {card} brings your hand closer to the contract</source>
        <translation>{card} acerca tu mano al contrato</translation>
    </message>
    <message>
        <source>the {card} does even less for your hand</source>
        <translation>{card} aporta aún menos a tu mano</translation>
    </message>
    <message>
        <source>the {card} does little for your hand (it would still count {after})</source>
        <translation>{card} aporta poco a tu mano (seguiría contando {after})</translation>
    </message>
    <message>
        <source>the {card} does not bring you closer to the contract</source>
        <translation>{card} no te acerca al contrato</translation>
    </message>
    <message>
        <source>the {card} does not help enough to be worth the extra card a buy costs</source>
        <translation>{card} no ayuda lo bastante para compensar la carta extra que cuesta comprar</translation>
    </message>
    <message>
        <source>the {card} fits a meld on the table, so it sheds its points</source>
        <translation>{card} encaja en una combinación de la mesa, así te quitas sus puntos</translation>
    </message>
    <message>
        <source>the {card} fits your hand (it would count {after} after a discard, {now} now)</source>
        <extracomment>{after}: what the hand would count with the card and a discard; {now}: now.</extracomment>
        <translation>{card} encaja en tu mano (contaría {after} tras un descarte, {now} ahora)</translation>
    </message>
    <message>
        <source>the {card} keeps you {short} short of the contract, as now, and the search found it pays later (held points, what the others collect)</source>
        <extracomment>{short}: the cards the hand lacks (&quot;2 cards&quot;).</extracomment>
        <translation>con {card} te siguen faltando {short} para el contrato, como ahora, y la búsqueda vio que compensa después (puntos en mano, lo que reúnen los demás)</translation>
    </message>
    <message>
        <source>with the {card} your hand would count {after} after a discard, no worse than a stock card could leave it, and the search found it pays later</source>
        <translation>con {card} tu mano contaría {after} tras un descarte, no peor que con una carta del mazo, y la búsqueda vio que compensa después</translation>
    </message>
    <message>
        <source>you would lack {best} for the contract rather than {played}</source>
        <extracomment>{best} and {played}: the cards the hand would lack (&quot;1 card&quot;, &quot;no card&quot;).</extracomment>
        <translation>te faltarían {best} para el contrato en vez de {played}</translation>
    </message>
    <message>
        <source>your hand would count {best} rather than {played}</source>
        <extracomment>What the hand would count after each discard: {best} against {played}.</extracomment>
        <translation>tu mano contaría {best} en vez de {played}</translation>
    </message>
    <message>
        <source>{better} was better ({reason}); {cost}.</source>
        <extracomment>{reason}: the computer&apos;s short reason for the better move.</extracomment>
        <translation>{better} era mejor ({reason}); {cost}.</translation>
    </message>
    <message>
        <source>{better} was better; {cost}.</source>
        <translation>{better} era mejor; {cost}.</translation>
    </message>
    <message>
        <source>{better}: {why}; {cost}.</source>
        <extracomment>{better}: the better move; {why}: the reason; {cost}: what the move played gave up.</extracomment>
        <translation>{better}: {why}; {cost}.</translation>
    </message>
    <message>
        <source>{points} better than to {move}</source>
        <extracomment>A hint&apos;s note: {points} &quot;about 2 points&quot;; {move} the next best move.</extracomment>
        <translation>{points} mejor que: {move}</translation>
    </message>
    <message>
        <source>{why}; {cost}.</source>
        <extracomment>{why}: &quot;Keep the 7♥: …; throw the Q♣ instead&quot;; {cost}: &quot;discarding the 7♥ gives up …&quot;.</extracomment>
        <translation>{why}; {cost}.</translation>
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
    <name>ContractWords</name>
    <message>
        <source>10 rounds of 7 to 16 cards; the last laid down and gone out at once</source>
        <translation>10 rondas de 7 a 16 cartas; en la última se baja y se cierra de una vez</translation>
    </message>
    <message>
        <source>10 rounds of contracts, jokers wild, buying</source>
        <translation>10 rondas de contratos, comodines, compras</translation>
    </message>
    <message>
        <source>10s are wild</source>
        <translation>los dieces son comodines</translation>
    </message>
    <message>
        <source>11 rounds of 3 to 13 cards, a new wild rank each round</source>
        <translation>11 rondas de 3 a 13 cartas, un valor comodín nuevo en cada ronda</translation>
    </message>
    <message>
        <source>2s are wild</source>
        <translation>los doses son comodines</translation>
    </message>
    <message>
        <source>3s are wild</source>
        <translation>los treses son comodines</translation>
    </message>
    <message>
        <source>4s are wild</source>
        <translation>los cuatros son comodines</translation>
    </message>
    <message>
        <source>5s are wild</source>
        <translation>los cincos son comodines</translation>
    </message>
    <message>
        <source>6s are wild</source>
        <translation>los seises son comodines</translation>
    </message>
    <message>
        <source>7 deals of 10 then 12 cards; one joker to a double pack; cards at pip value</source>
        <translation>7 repartos de 10 y luego 12 cartas; un comodín por baraja doble; cartas por su valor</translation>
    </message>
    <message>
        <source>7 hands of 11 cards; the last is three runs, all out with no discard</source>
        <translation>7 manos de 11 cartas; la última son tres escaleras, todo bajado sin descarte</translation>
    </message>
    <message>
        <source>7 rounds of 10 then 12 cards; two decks, one joker fewer than players</source>
        <translation>7 rondas de 10 y luego 12 cartas; dos barajas, un comodín menos que jugadores</translation>
    </message>
    <message>
        <source>7s are wild</source>
        <translation>los sietes son comodines</translation>
    </message>
    <message>
        <source>8s are wild</source>
        <translation>los ochos son comodines</translation>
    </message>
    <message>
        <source>9s are wild</source>
        <translation>los nueves son comodines</translation>
    </message>
    <message numerus="yes">
        <source>Round {round_no}: {contract}, %n card(s)</source>
        <translation>
            <numerusform>Ronda {round_no}: {contract}, %n carta</numerusform>
            <numerusform>Ronda {round_no}: {contract}, %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round {round_no}: {contract}, %n card(s), laid down and gone out at once</source>
        <translation>
            <numerusform>Ronda {round_no}: {contract}, %n carta, bajada y cierre de una vez</numerusform>
            <numerusform>Ronda {round_no}: {contract}, %n cartas, bajada y cierre de una vez</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round_no}: {what}</source>
        <translation>Ronda {round_no}: {what}</translation>
    </message>
    <message>
        <source>a run of eight</source>
        <translation>una escalera de ocho</translation>
    </message>
    <message>
        <source>a run of five</source>
        <translation>una escalera de cinco</translation>
    </message>
    <message>
        <source>a run of four</source>
        <translation>una escalera de cuatro</translation>
    </message>
    <message>
        <source>a run of nine</source>
        <translation>una escalera de nueve</translation>
    </message>
    <message>
        <source>a run of seven</source>
        <translation>una escalera de siete</translation>
    </message>
    <message>
        <source>a run of six</source>
        <translation>una escalera de seis</translation>
    </message>
    <message>
        <source>a run of ten</source>
        <translation>una escalera de diez</translation>
    </message>
    <message>
        <source>a run of three</source>
        <translation>una escalera de tres</translation>
    </message>
    <message>
        <source>a run of {size}</source>
        <translation>una escalera de {size}</translation>
    </message>
    <message>
        <source>a set of eight</source>
        <translation>un grupo de ocho</translation>
    </message>
    <message>
        <source>a set of five</source>
        <translation>un grupo de cinco</translation>
    </message>
    <message>
        <source>a set of four</source>
        <translation>un grupo de cuatro</translation>
    </message>
    <message>
        <source>a set of nine</source>
        <translation>un grupo de nueve</translation>
    </message>
    <message>
        <source>a set of seven</source>
        <translation>un grupo de siete</translation>
    </message>
    <message>
        <source>a set of six</source>
        <translation>un grupo de seis</translation>
    </message>
    <message>
        <source>a set of ten</source>
        <translation>un grupo de diez</translation>
    </message>
    <message>
        <source>a set of three</source>
        <translation>un trío</translation>
    </message>
    <message>
        <source>a set of {size}</source>
        <translation>un grupo de {size}</translation>
    </message>
    <message>
        <source>aces are wild</source>
        <translation>los ases son comodines</translation>
    </message>
    <message>
        <source>cards of rank {rank} are wild</source>
        <translation>las cartas de valor {rank} son comodines</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>jacks are wild</source>
        <translation>las jotas son comodines</translation>
    </message>
    <message>
        <source>kings are wild</source>
        <translation>los reyes son comodines</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A round that asks for no melds at all.</extracomment>
        <translation>nada</translation>
    </message>
    <message>
        <source>queens are wild</source>
        <translation>las reinas son comodines</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>{count} runs of eight</source>
        <translation>{count} escaleras de ocho</translation>
    </message>
    <message>
        <source>{count} runs of five</source>
        <translation>{count} escaleras de cinco</translation>
    </message>
    <message>
        <source>{count} runs of four</source>
        <translation>{count} escaleras de cuatro</translation>
    </message>
    <message>
        <source>{count} runs of nine</source>
        <translation>{count} escaleras de nueve</translation>
    </message>
    <message>
        <source>{count} runs of seven</source>
        <translation>{count} escaleras de siete</translation>
    </message>
    <message>
        <source>{count} runs of six</source>
        <translation>{count} escaleras de seis</translation>
    </message>
    <message>
        <source>{count} runs of ten</source>
        <translation>{count} escaleras de diez</translation>
    </message>
    <message>
        <source>{count} runs of three</source>
        <translation>{count} escaleras de tres</translation>
    </message>
    <message>
        <source>{count} runs of {size}</source>
        <translation>{count} escaleras de {size}</translation>
    </message>
    <message>
        <source>{count} sets of eight</source>
        <translation>{count} grupos de ocho</translation>
    </message>
    <message>
        <source>{count} sets of five</source>
        <translation>{count} grupos de cinco</translation>
    </message>
    <message>
        <source>{count} sets of four</source>
        <translation>{count} grupos de cuatro</translation>
    </message>
    <message>
        <source>{count} sets of nine</source>
        <translation>{count} grupos de nueve</translation>
    </message>
    <message>
        <source>{count} sets of seven</source>
        <translation>{count} grupos de siete</translation>
    </message>
    <message>
        <source>{count} sets of six</source>
        <translation>{count} grupos de seis</translation>
    </message>
    <message>
        <source>{count} sets of ten</source>
        <translation>{count} grupos de diez</translation>
    </message>
    <message>
        <source>{count} sets of three</source>
        <translation>{count} tríos</translation>
    </message>
    <message>
        <source>{count} sets of {size}</source>
        <translation>{count} grupos de {size}</translation>
    </message>
    <message>
        <source>{game}, round {round_no} of {rounds}: {what}</source>
        <translation>{game}, ronda {round_no} de {rounds}: {what}</translation>
    </message>
    <message>
        <source>{game}, round {round_no} of {rounds}: {what}, all at once</source>
        <translation>{game}, ronda {round_no} de {rounds}: {what}, todo de una vez</translation>
    </message>
    <message>
        <source>{parts} and {last}</source>
        <extracomment>A contract&apos;s last part: &quot;a set of three and a run of four&quot;.</extracomment>
        <translation>{parts} y {last}</translation>
    </message>
    <message>
        <source>{parts}, {part}</source>
        <extracomment>A contract&apos;s parts listed, all but the last: &quot;a set of three, a set of four&quot;.</extracomment>
        <translation>{parts}, {part}</translation>
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
    <name>EventWords</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Game over: You won</source>
        <translation>Fin de la partida: has ganado</translation>
    </message>
    <message>
        <source>Game over: {winners} won</source>
        <translation>Fin de la partida: gana {winners}</translation>
    </message>
    <message>
        <source>Round {round_no} is over</source>
        <translation>La ronda {round_no} ha terminado</translation>
    </message>
    <message>
        <source>Round {round_no} is over: no card left can ever be laid off</source>
        <translation>La ronda {round_no} ha terminado: ninguna carta que queda podrá añadirse nunca</translation>
    </message>
    <message>
        <source>Round {round_no} is over: {why}</source>
        <translation>La ronda {round_no} ha terminado: {why}</translation>
    </message>
    <message numerus="yes">
        <source>The discards became a new stock of %n card(s)</source>
        <translation>
            <numerusform>Los descartes forman un nuevo mazo de %n carta</numerusform>
            <numerusform>Los descartes forman un nuevo mazo de %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>The {card} is up for buying</source>
        <translation>El {card} está a la venta</translation>
    </message>
    <message>
        <source>You bought the {card}</source>
        <translation>Compraste el {card}</translation>
    </message>
    <message numerus="yes">
        <source>You bought the {card} and %n penalty card(s)</source>
        <translation>
            <numerusform>Compraste el {card} y %n carta de castigo</numerusform>
            <numerusform>Compraste el {card} y %n cartas de castigo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You bought the {card} and %n penalty card(s), the {cards}</source>
        <extracomment>Said to the buyer alone, who sees the penalty cards: &quot;You bought the 7♥ and 2 penalty cards, the 4♣ and the 9♦&quot;.</extracomment>
        <translation>
            <numerusform>Compraste el {card} y %n carta de castigo, el {cards}</numerusform>
            <numerusform>Compraste el {card} y %n cartas de castigo, el {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>You bought the {card} and a penalty card, the {cards}</source>
        <extracomment>Said to the buyer alone, who sees the penalty card.</extracomment>
        <translation>Compraste el {card} y una carta de castigo, el {cards}</translation>
    </message>
    <message>
        <source>You discarded the {card}</source>
        <translation>Descartaste el {card}</translation>
    </message>
    <message>
        <source>You drew from the stock</source>
        <translation>Robaste del mazo</translation>
    </message>
    <message>
        <source>You drew the {card}</source>
        <translation>Robaste el {card}</translation>
    </message>
    <message>
        <source>You gave the {card} for the {wild}</source>
        <translation>Diste el {card} a cambio del {wild}</translation>
    </message>
    <message numerus="yes">
        <source>You laid down %n meld(s)</source>
        <translation>
            <numerusform>Bajaste %n combinación</numerusform>
            <numerusform>Bajaste %n combinaciones</numerusform>
        </translation>
    </message>
    <message>
        <source>You laid off the {card}</source>
        <translation>Añadiste el {card}</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Pasaste</translation>
    </message>
    <message>
        <source>You passed on the {card}</source>
        <translation>Pasaste del {card}</translation>
    </message>
    <message>
        <source>You took the {card}</source>
        <translation>Tomaste el {card}</translation>
    </message>
    <message>
        <source>You went out!</source>
        <translation>¡Has cerrado!</translation>
    </message>
    <message numerus="yes">
        <source>nobody laid down while the stock was refilled %n time(s)</source>
        <translation>
            <numerusform>nadie se bajó mientras el mazo se rehízo %n vez</numerusform>
            <numerusform>nadie se bajó mientras el mazo se rehízo %n veces</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} and the {card}</source>
        <extracomment>Penalty cards a buyer drew: &quot;the 4♣ and the 9♦&quot; (after &quot;You bought ... the&quot;).</extracomment>
        <translation>{cards} y el {card}</translation>
    </message>
    <message>
        <source>{game}, deal number {seed}</source>
        <extracomment>Table Talk&apos;s first line: the game and the number of its deal (the same number deals the same cards again).</extracomment>
        <translation>{game}, reparto número {seed}</translation>
    </message>
    <message>
        <source>{names} and {name}</source>
        <extracomment>The winners of a tied game: &quot;Ann and Ben&quot;.</extracomment>
        <translation>{names} y {name}</translation>
    </message>
    <message>
        <source>{who} bought the {card}</source>
        <translation>{who} compró el {card}</translation>
    </message>
    <message numerus="yes">
        <source>{who} bought the {card} and %n penalty card(s)</source>
        <translation>
            <numerusform>{who} compró el {card} y %n carta de castigo</numerusform>
            <numerusform>{who} compró el {card} y %n cartas de castigo</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} discarded the {card}</source>
        <translation>{who} descartó el {card}</translation>
    </message>
    <message>
        <source>{who} drew from the stock</source>
        <translation>{who} robó del mazo</translation>
    </message>
    <message>
        <source>{who} gave the {card} for the {wild}</source>
        <translation>{who} dio el {card} a cambio del {wild}</translation>
    </message>
    <message numerus="yes">
        <source>{who} laid down %n meld(s)</source>
        <translation>
            <numerusform>{who} bajó %n combinación</numerusform>
            <numerusform>{who} bajó %n combinaciones</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} laid off the {card}</source>
        <translation>{who} añadió el {card}</translation>
    </message>
    <message>
        <source>{who} passed</source>
        <translation>{who} pasó</translation>
    </message>
    <message>
        <source>{who} passed on the {card}</source>
        <translation>{who} pasó del {card}</translation>
    </message>
    <message>
        <source>{who} took the {card}</source>
        <translation>{who} tomó el {card}</translation>
    </message>
    <message>
        <source>{who} went out!</source>
        <translation>¡{who} ha cerrado!</translation>
    </message>
    <message>
        <source>— Round {round_no} ({what}); you deal</source>
        <translation>— Ronda {round_no} ({what}); repartes tú</translation>
    </message>
    <message>
        <source>— Round {round_no} ({what}); {dealer} deals</source>
        <translation>— Ronda {round_no} ({what}); reparte {dealer}</translation>
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
    <name>GuideBox</name>
    <message>
        <source>Close</source>
        <extracomment>The guide bar&apos;s button once the guide is done.</extracomment>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guía</translation>
    </message>
    <message>
        <source>Guide closed: Help ▸ Guided first round opens it again</source>
        <translation>Guía cerrada: Ayuda ▸ Primera ronda guiada la vuelve a abrir</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Saltar la guía</translation>
    </message>
    <message>
        <source>Step {number}: {step}</source>
        <extracomment>{number}: the step&apos;s number; {step}: what to do and how.</extracomment>
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
        <translation>¡Bien hecho: has cerrado! Sigue hasta el final de la ronda; Ayuda ▸ Primera ronda guiada vuelve a empezar la guía.</translation>
    </message>
    <message>
        <source>Well done: you have laid down your contract! Play on to the end of the round; Help ▸ Guided first round starts the guide again.</source>
        <translation>¡Bien hecho: te has bajado con tu contrato! Sigue hasta el final de la ronda; Ayuda ▸ Primera ronda guiada vuelve a empezar la guía.</translation>
    </message>
</context>
<context>
    <name>GuideWords</name>
    <message>
        <source>A card the next player passes by may be bought (with a penalty card): with two players, only the round&apos;s first upcard.</source>
        <translation>Una carta que el siguiente jugador deja pasar se puede comprar (con una carta de penalización): entre dos, solo la primera carta descubierta de la ronda.</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank; a run is cards of one suit in order.</source>
        <translation>Un trío son tres o más cartas del mismo valor; una escalera, cartas de un mismo palo seguidas.</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank; a run is three or more of a suit in order.</source>
        <translation>Un trío son tres o más cartas del mismo valor; una escalera, tres o más cartas de un mismo palo seguidas.</translation>
    </message>
    <message>
        <source>A wild card stands in for any card in a meld, as many as you like.</source>
        <translation>Un comodín sustituye a cualquier carta de una combinación, tantos como quieras.</translation>
    </message>
    <message>
        <source>After someone goes out, each other player has one last turn.</source>
        <translation>Cuando alguien cierra, cada uno de los demás tiene un último turno.</translation>
    </message>
    <message>
        <source>Cards outside melds count: an ace 1, 2 to 10 their number, faces 10, a wild 15.</source>
        <translation>Las cartas fuera de combinaciones cuentan: un as 1, del 2 al 10 su número, las figuras 10, un comodín 15.</translation>
    </message>
    <message>
        <source>Click the cards of one meld to select them and drag them into the lay-down area; do the same for each meld, then click the {card} and press Lay down (or L).</source>
        <extracomment>&quot;Lay down&quot; is the button&apos;s name; {card}: the card discarded with the lay-down.</extracomment>
        <translation>Haz clic en las cartas de una combinación para elegirlas y arrástralas a la zona de bajada; haz lo mismo con cada combinación, luego haz clic en {card} y pulsa Bajarse (o L).</translation>
    </message>
    <message>
        <source>Click the cards of one meld to select them and drag them into the lay-down area; do the same for each meld, then press Lay down (or L).</source>
        <extracomment>&quot;Lay down&quot; is the button&apos;s name.</extracomment>
        <translation>Haz clic en las cartas de una combinación para elegirlas y arrástralas a la zona de bajada; haz lo mismo con cada combinación y pulsa Bajarse (o L).</translation>
    </message>
    <message>
        <source>Click the {card} to select it, then press Go out (or G).</source>
        <extracomment>&quot;Go out&quot; is the button&apos;s name; {card}: the card to discard.</extracomment>
        <translation>Haz clic en {card} para elegirla y pulsa Cerrar (o G).</translation>
    </message>
    <message>
        <source>Drag the top card from the discard pile to your hand (or press T).</source>
        <translation>Arrastra la carta de arriba del descarte a tu mano (o pulsa T).</translation>
    </message>
    <message>
        <source>Drag the top card of the stock to your hand (or press D).</source>
        <translation>Arrastra la carta de arriba del mazo a tu mano (o pulsa D).</translation>
    </message>
    <message>
        <source>Drag the {card} from the discard pile to your hand (or press T).</source>
        <extracomment>{card}: the top card of the discard pile.</extracomment>
        <translation>Arrastra {card} del descarte a tu mano (o pulsa T).</translation>
    </message>
    <message>
        <source>Drag the {card} onto the discard pile (or click it and press X).</source>
        <extracomment>{card}: the card to discard.</extracomment>
        <translation>Arrastra {card} al descarte (o haz clic en ella y pulsa X).</translation>
    </message>
    <message>
        <source>Drag the {card} onto the meld lit on the table.</source>
        <extracomment>{card}: the card to play onto a meld.</extracomment>
        <translation>Arrastra {card} sobre la combinación iluminada en la mesa.</translation>
    </message>
    <message>
        <source>Each round has a contract, shown at the top: the melds you must lay down together.</source>
        <translation>Cada ronda tiene un contrato, arriba: las combinaciones con las que debes bajarte a la vez.</translation>
    </message>
    <message>
        <source>End your turn by discarding one card onto the discard pile.</source>
        <translation>Termina tu turno descartando una carta en el descarte.</translation>
    </message>
    <message>
        <source>Hillbilly Rummy is played over ten rounds; the lowest total wins.</source>
        <translation>El Hillbilly Rummy se juega en diez rondas; gana el total más bajo.</translation>
    </message>
    <message>
        <source>In each round one rank is wild: 3s in round one, 4s in round two … kings last.</source>
        <translation>En cada ronda un valor es comodín: los 3 en la primera, los 4 en la segunda … los reyes al final.</translation>
    </message>
    <message>
        <source>In hand a joker costs 50, an ace 15, a 10 to king 10, a 2 to 9 five points.</source>
        <translation>En la mano, un comodín cuesta 50, un as 15, del 10 al rey 10, del 2 al 9 cinco puntos.</translation>
    </message>
    <message>
        <source>Jokers are wild: at most one wild card stands in for a missing card in each meld.</source>
        <translation>Los comodines valen por cualquier carta: como mucho un comodín sustituye a una carta que falta en cada combinación.</translation>
    </message>
    <message>
        <source>On your turn, draw a card: from the stock, or the top card of the discard pile.</source>
        <translation>En tu turno, roba una carta: del mazo, o la de arriba del descarte.</translation>
    </message>
    <message>
        <source>On your turn, draw from the stock or take the top card of the discard pile.</source>
        <translation>En tu turno, roba del mazo o toma la carta de arriba del descarte.</translation>
    </message>
    <message>
        <source>Once you hold the contract, lay it all down; then lay cards off on any meld.</source>
        <translation>Cuando tengas el contrato, bájate con todo; después añade cartas a cualquier combinación.</translation>
    </message>
    <message>
        <source>Press Buy under the offer in the panel on the right (or B).</source>
        <extracomment>&quot;Buy&quot; is the button&apos;s name, under the words of the offer in the side panel.</extracomment>
        <translation>Pulsa Comprar bajo la oferta, en el panel de la derecha (o B).</translation>
    </message>
    <message>
        <source>Press Pass under the offer in the panel on the right (or P).</source>
        <extracomment>&quot;Pass&quot; is the button&apos;s name, under the words of the offer in the side panel.</extracomment>
        <translation>Pulsa Pasar bajo la oferta, en el panel de la derecha (o P).</translation>
    </message>
    <message>
        <source>The lowest total after the last round wins.</source>
        <translation>Gana el total más bajo tras la última ronda.</translation>
    </message>
    <message>
        <source>The round ends when someone plays their last card: the others score their cards.</source>
        <translation>La ronda termina cuando alguien juega su última carta: los demás suman sus cartas.</translation>
    </message>
    <message>
        <source>Then discard one card: your hand always goes back to the round&apos;s size.</source>
        <translation>Luego descarta una carta: tu mano siempre vuelve al tamaño de la ronda.</translation>
    </message>
    <message>
        <source>Three Thirteen is played over eleven rounds, from 3 cards up to 13.</source>
        <translation>El Three Thirteen se juega en once rondas, de 3 cartas hasta 13.</translation>
    </message>
    <message>
        <source>When every card but the one you discard fits in melds, you may go out.</source>
        <translation>Cuando todas tus cartas menos la que descartas forman combinaciones, puedes cerrar.</translation>
    </message>
    <message>
        <source>{advice}. {how}</source>
        <extracomment>A step of the guided round: {advice} what to do and why, {how} how to do it.</extracomment>
        <translation>{advice}. {how}</translation>
    </message>
</context>
<context>
    <name>HandValueWords</name>
    <message>
        <source>What the cards in your hand would cost you if the round ended now</source>
        <translation>Lo que te costarían las cartas de tu mano si la ronda terminara ahora</translation>
    </message>
    <message>
        <source>What the cards no meld takes would cost you if the round ended now</source>
        <translation>Lo que te costarían las cartas que no entran en ninguna combinación si la ronda terminara ahora</translation>
    </message>
    <message>
        <source>What the cards no meld takes would cost you if the round ended now, once you discard the card that leaves the fewest points (a wild card is kept: it is worth more than its points)</source>
        <translation>Lo que te costarían las cartas que no entran en ninguna combinación si la ronda terminara ahora, una vez descartada la carta que deja menos puntos (un comodín se guarda: vale más que sus puntos)</translation>
    </message>
    <message>
        <source>Your hand is empty</source>
        <translation>Tu mano está vacía</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n point(s)</source>
        <extracomment>What the cards in hand would cost if the round ended now (Hillbilly: every card).</extracomment>
        <translation>
            <numerusform>Tu mano: %n punto</numerusform>
            <numerusform>Tu mano: %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n point(s) left over</source>
        <extracomment>Three Thirteen: the points of the cards no meld takes.</extracomment>
        <translation>
            <numerusform>Tu mano: %n punto suelto</numerusform>
            <numerusform>Tu mano: %n puntos sueltos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n point(s) left over
after your discard</source>
        <extracomment>Three Thirteen with a card to discard: two lines (keep the line break).</extracomment>
        <translation>
            <numerusform>Tu mano: %n punto suelto
tras tu descarte</numerusform>
            <numerusform>Tu mano: %n puntos sueltos
tras tu descarte</numerusform>
        </translation>
    </message>
</context>
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
        <source>Ctrl+Z / Ctrl+Shift+Z or Ctrl+Y</source>
        <translation>Ctrl+Z / Ctrl+Mayús+Z o Ctrl+Y</translation>
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
        <source>**Buy**: when a thrown card may be bought, a box beside the table offers it to you alone: **Buy** (B) or **Pass** (P). In hot seat, the card is offered when the player in turn draws from the stock: the computer goes to each person who may buy it, then back to the player in turn to finish; the pass screen says so each time. With two players only the round&apos;s first upcard can be bought: the dealer is offered it when the first player passes on it (nobody may buy back their own discard); Table Talk tells both players who bought it or that it was passed.</source>
        <translation>**Comprar**: cuando una carta tirada se puede comprar, un recuadro junto a la mesa te la ofrece solo a ti: **Comprar** (B) o **Pasar** (P). Si juegan varias personas en un mismo ordenador, la carta se ofrece cuando el jugador en turno roba del mazo: el ordenador pasa a cada persona que puede comprarla y luego vuelve al jugador en turno para que termine; la pantalla de relevo lo dice cada vez. Entre dos jugadores solo se puede comprar la primera carta descubierta de la ronda: se le ofrece al repartidor cuando el primer jugador la deja pasar (nadie puede recomprar su propio descarte); la Charla de mesa dice a los dos jugadores quién la compró o que se pasó.</translation>
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
        <source>With only two players, the one card that can be bought is the round&apos;s first upcard: if the first player passes on it and draws from the stock, the dealer is offered it. After that the only other player is the one who threw the card away, who may not buy it back (unless the house rule &quot;Buy back your own discard&quot; is on), so no other card is offered. Both players see the offer&apos;s outcome in Table Talk.</source>
        <translation>Entre dos jugadores, la única carta que se puede comprar es la primera carta descubierta de la ronda: si el primer jugador la deja pasar y roba del mazo, se le ofrece al repartidor. Después, el único otro jugador es quien tiró la carta, y no puede recomprarla (salvo con la regla de la casa «Recomprar tu propio descarte»), así que no se ofrece ninguna otra carta. Los dos jugadores ven el resultado de la oferta en la Charla de mesa.</translation>
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
    <name>HintWords</name>
    <message>
        <source>A hint is for your own turn</source>
        <translation>Las pistas son solo para tu turno</translation>
    </message>
    <message numerus="yes">
        <source>Buy the {card} (with %n penalty cards): {why}</source>
        <translation>
            <numerusform>Comprar el {card} (con %n carta de castigo): {why}</numerusform>
            <numerusform>Comprar el {card} (con %n cartas de castigo): {why}</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy the {card} (with one penalty card): {why}</source>
        <translation>Comprar el {card} (con una carta de castigo): {why}</translation>
    </message>
    <message>
        <source>Buy the {card}: {why}</source>
        <translation>Comprar el {card}: {why}</translation>
    </message>
    <message>
        <source>Discard the {card}: {why}</source>
        <extracomment>A hint: the move, then why (&quot;Discard the Q♣: it fits no meld and costs 10&quot;).</extracomment>
        <translation>Descartar el {card}: {why}</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <source>Draw from the stock: the {card} would not improve your hand</source>
        <translation>Robar del mazo: el {card} no mejoraría tu mano</translation>
    </message>
    <message>
        <source>Give the {card} for the wild card in {meld}, and play the wild</source>
        <translation>Dar el {card} a cambio del comodín de {meld} y jugar el comodín</translation>
    </message>
    <message>
        <source>Go out, discarding the {card}: every other card melds</source>
        <translation>Cerrar descartando el {card}: todas las demás cartas están combinadas</translation>
    </message>
    <message>
        <source>Hint: {advice}</source>
        <translation>Pista: {advice}</translation>
    </message>
    <message>
        <source>Hint: {advice} ({reason})</source>
        <extracomment>A hint in Table Talk, with the coach&apos;s own reason in brackets.</extracomment>
        <translation>Pista: {advice} ({reason})</translation>
    </message>
    <message>
        <source>Lay down {melds}: they meet this round&apos;s contract</source>
        <translation>Bajar {melds}: cumplen el contrato de esta ronda</translation>
    </message>
    <message>
        <source>Lay down {melds}: they meet this round&apos;s contract, then discard the {card} to go out</source>
        <translation>Bajar {melds}: cumplen el contrato de esta ronda; luego descartar el {card} para cerrar</translation>
    </message>
    <message numerus="yes">
        <source>Lay the {card} off on {meld}: %n points fewer left in hand</source>
        <translation>
            <numerusform>Añadir el {card} a {meld}: %n punto menos en la mano</numerusform>
            <numerusform>Añadir el {card} a {meld}: %n puntos menos en la mano</numerusform>
        </translation>
    </message>
    <message>
        <source>Lay the {card} off on {meld}: one point fewer left in hand</source>
        <translation>Añadir el {card} a {meld}: un punto menos en la mano</translation>
    </message>
    <message>
        <source>No hint: {problem}</source>
        <extracomment>Why no hint came: {problem} is what went wrong, in words.</extracomment>
        <translation>Sin pista: {problem}</translation>
    </message>
    <message>
        <source>Nothing is offered to buy</source>
        <translation>No se ofrece nada para comprar</translation>
    </message>
    <message>
        <source>Pass on the {card}: {why}</source>
        <translation>Pasar del {card}: {why}</translation>
    </message>
    <message>
        <source>Take the {card}: {why}</source>
        <translation>Tomar el {card}: {why}</translation>
    </message>
    <message>
        <source>There is nothing to advise now</source>
        <translation>Ahora no hay nada que aconsejar</translation>
    </message>
    <message>
        <source>a meld</source>
        <extracomment>A meld the table no longer shows: &quot;Lay the 7♥ off on a meld&quot;.</extracomment>
        <translation>una combinación</translation>
    </message>
    <message>
        <source>it brings your contract closer</source>
        <translation>te acerca a tu contrato</translation>
    </message>
    <message>
        <source>it does not bring your contract closer</source>
        <translation>no te acerca a tu contrato</translation>
    </message>
    <message>
        <source>it does nothing for your contract and costs {points}</source>
        <translation>no ayuda a tu contrato y cuesta {points}</translation>
    </message>
    <message>
        <source>it fits a meld in your hand</source>
        <translation>encaja en una combinación de tu mano</translation>
    </message>
    <message>
        <source>it fits no meld and costs {points}</source>
        <extracomment>A discard&apos;s reason; {points}: what the card counts in hand.</extracomment>
        <translation>no encaja en ninguna combinación y cuesta {points}</translation>
    </message>
    <message>
        <source>it fits no meld on the table and costs {points}</source>
        <translation>no encaja en ninguna combinación de la mesa y cuesta {points}</translation>
    </message>
    <message numerus="yes">
        <source>it helps a little, but not enough to take %n penalty cards</source>
        <translation>
            <numerusform>ayuda un poco, pero no lo bastante para llevarse %n carta de castigo</numerusform>
            <numerusform>ayuda un poco, pero no lo bastante para llevarse %n cartas de castigo</numerusform>
        </translation>
    </message>
    <message>
        <source>it helps a little, but not enough to take one penalty card</source>
        <translation>ayuda un poco, pero no lo bastante para llevarse una carta de castigo</translation>
    </message>
    <message>
        <source>it is wild</source>
        <translation>es comodín</translation>
    </message>
    <message>
        <source>it keeps your hand&apos;s best chances</source>
        <translation>mantiene las mejores opciones de tu mano</translation>
    </message>
    <message>
        <source>it lowers what your hand would count</source>
        <translation>baja lo que contaría tu mano</translation>
    </message>
    <message>
        <source>you can lay it off on a meld</source>
        <translation>puedes añadirla a una combinación</translation>
    </message>
    <message>
        <source>your contract needs it least of all your cards (it costs {points})</source>
        <translation>tu contrato la necesita menos que ninguna otra carta (cuesta {points})</translation>
    </message>
    <message>
        <source>your melds need it least; keeping it would leave {points}</source>
        <extracomment>A discard&apos;s reason; {points}: what the rest of the hand would count.</extracomment>
        <translation>tus combinaciones la necesitan menos; si te la quedas dejarías {points}</translation>
    </message>
    <message>
        <source>{melds} and {meld}</source>
        <extracomment>Melds laid down, by their cards: &quot;7♥ 7♠ 7♦ and 4♣ 5♣ 6♣ 7♣&quot;.</extracomment>
        <translation>{melds} y {meld}</translation>
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
    <name>MatchWords</name>
    <message>
        <source>Choose Play again or Game ▸ New Game.</source>
        <translation>Elige Jugar otra vez o Partida ▸ Nueva partida.</translation>
    </message>
    <message>
        <source>First buy the card or pass on it (B or P)</source>
        <extracomment>B and P are the keys that buy and pass: the same in every language.</extracomment>
        <translation>Primero compra la carta o pasa (B o P)</translation>
    </message>
    <message>
        <source>First buy the {card} or pass on it (B or P)</source>
        <extracomment>{card} is a card as the table shows it (&quot;Q♣&quot;); B and P are keys.</extracomment>
        <translation>Primero compra el {card} o pasa (B o P)</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>No es tu turno</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nada que rehacer</translation>
    </message>
    <message>
        <source>Nothing to undo yet</source>
        <translation>Todavía no hay nada que deshacer</translation>
    </message>
    <message>
        <source>Pass the computer to {name} first</source>
        <extracomment>Hot seat: the screen is to be handed to {name} before a move is made.</extracomment>
        <translation>Primero pasa el ordenador a {name}</translation>
    </message>
    <message>
        <source>Played the first legal move instead: {why}</source>
        <translation>Se jugó en su lugar la primera jugada permitida: {why}</translation>
    </message>
    <message>
        <source>That is another player&apos;s move</source>
        <translation>Esa jugada es de otro jugador</translation>
    </message>
    <message>
        <source>The coach is still looking at your move</source>
        <translation>El entrenador aún está mirando tu jugada</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>The game is over: nothing to undo</source>
        <translation>La partida ha terminado: nada que deshacer</translation>
    </message>
    <message>
        <source>The round has been scored: nothing in it can be undone</source>
        <translation>La ronda ya está puntuada: no se puede deshacer nada de ella</translation>
    </message>
    <message>
        <source>The round is over: see the scores</source>
        <translation>La ronda ha terminado: mira las puntuaciones</translation>
    </message>
    <message>
        <source>Undo goes back only within your own turn</source>
        <translation>Deshacer solo vuelve atrás dentro de tu propio turno</translation>
    </message>
    <message>
        <source>Undo is for the player at the screen</source>
        <translation>Deshacer es para el jugador que está ante la pantalla</translation>
    </message>
    <message>
        <source>Undo stops at a card the stock showed you (no peeking)</source>
        <translation>Deshacer se detiene en una carta que el mazo te mostró (sin espiar)</translation>
    </message>
    <message>
        <source>Wait: {name} is playing</source>
        <translation>Espera: {name} está jugando</translation>
    </message>
    <message>
        <source>{name}&apos;s computer player failed: {error}</source>
        <extracomment>{error} is the program&apos;s own error, in English.</extracomment>
        <translation>El jugador del ordenador de {name} ha fallado: {error}</translation>
    </message>
    <message>
        <source>{name}&apos;s move was refused: {why}</source>
        <translation>La jugada de {name} fue rechazada: {why}</translation>
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
    <name>MoveWords</name>
    <message>
        <source>Add the {card} to {meld}, leaving its wild</source>
        <translation>Añadir el {card} a {meld}, dejando su comodín</translation>
    </message>
    <message>
        <source>Buy the discard</source>
        <translation>Comprar el descarte</translation>
    </message>
    <message>
        <source>Buy the {card}</source>
        <translation>Comprar el {card}</translation>
    </message>
    <message>
        <source>Discard the {card}</source>
        <translation>Descartar el {card}</translation>
    </message>
    <message>
        <source>Discard the {card} anyway?</source>
        <translation>¿Descartar el {card} de todos modos?</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <source>Draw from the stock anyway?</source>
        <translation>¿Robar del mazo de todos modos?</translation>
    </message>
    <message>
        <source>Give the {card} for the wild in {meld}</source>
        <translation>Dar el {card} a cambio del comodín de {meld}</translation>
    </message>
    <message>
        <source>Go out anyway?</source>
        <translation>¿Cerrar de todos modos?</translation>
    </message>
    <message>
        <source>Go out, discarding the {card}</source>
        <translation>Cerrar descartando el {card}</translation>
    </message>
    <message>
        <source>Keep the wild in hand</source>
        <translation>Quedarte el comodín en la mano</translation>
    </message>
    <message>
        <source>Lay down the staged melds</source>
        <translation>Bajar las combinaciones preparadas</translation>
    </message>
    <message>
        <source>Lay down {melds}</source>
        <translation>Bajar {melds}</translation>
    </message>
    <message>
        <source>Lay down {melds}, then discard the {card}</source>
        <translation>Bajar {melds} y luego descartar el {card}</translation>
    </message>
    <message>
        <source>Lay off the {card} on {meld}</source>
        <translation>Añadir el {card} a {meld}</translation>
    </message>
    <message>
        <source>Lay the {wild} on {meld}</source>
        <translation>Poner el {wild} en {meld}</translation>
    </message>
    <message>
        <source>Lay the {wild} on {meld} (high end)</source>
        <translation>Poner el {wild} en {meld} (extremo alto)</translation>
    </message>
    <message>
        <source>Lay the {wild} on {meld} (low end)</source>
        <translation>Poner el {wild} en {meld} (extremo bajo)</translation>
    </message>
    <message>
        <source>Pass on the buy</source>
        <translation>Pasar sin comprar</translation>
    </message>
    <message>
        <source>Play it anyway?</source>
        <translation>¿Jugarla de todos modos?</translation>
    </message>
    <message>
        <source>Swap your {card} for the {wild} in {meld}? You then play the {wild} at once. Choose what to do:</source>
        <translation>¿Cambiar tu {card} por el {wild} de {meld}? Luego juegas el {wild} enseguida. Elige qué hacer:</translation>
    </message>
    <message>
        <source>Take it anyway?</source>
        <translation>¿Tomarla de todos modos?</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Tomar el descarte</translation>
    </message>
    <message>
        <source>Take the {card}</source>
        <translation>Tomar el {card}</translation>
    </message>
    <message>
        <source>The coach is looking at your move…</source>
        <translation>El entrenador está mirando tu jugada…</translation>
    </message>
    <message>
        <source>a meld</source>
        <extracomment>A meld the table no longer shows: &quot;Lay off the 7♥ on a meld&quot;.</extracomment>
        <translation>una combinación</translation>
    </message>
    <message>
        <source>a player&apos;s {cards}</source>
        <extracomment>A meld of a player the table does not name, by its cards.</extracomment>
        <translation>la combinación {cards} de un jugador</translation>
    </message>
    <message>
        <source>your {cards}</source>
        <extracomment>A meld of the person at the screen, by its cards: &quot;your 7♠ 8♠ 9♠&quot;.</extracomment>
        <translation>tu combinación {cards}</translation>
    </message>
    <message>
        <source>{melds} and {meld}</source>
        <extracomment>Melds laid down, by their cards: &quot;7♥ 7♠ 7♦ and 4♣ 5♣ 6♣ 7♣&quot;.</extracomment>
        <translation>{melds} y {meld}</translation>
    </message>
    <message>
        <source>{owner}&apos;s {cards}</source>
        <extracomment>A player&apos;s meld, by its cards: &quot;Ada&apos;s 5♥ 6♥ 7♥&quot;.</extracomment>
        <translation>la combinación {cards} de {owner}</translation>
    </message>
    <message>
        <source>{who} bought the discard</source>
        <translation>{who} compró el descarte</translation>
    </message>
    <message>
        <source>{who} bought the {card}</source>
        <translation>{who} compró el {card}</translation>
    </message>
    <message>
        <source>{who} discarded the {card}</source>
        <translation>{who} descartó el {card}</translation>
    </message>
    <message>
        <source>{who} drew from the stock</source>
        <translation>{who} robó del mazo</translation>
    </message>
    <message>
        <source>{who} gave the {card} for the wild in {meld}</source>
        <translation>{who} dio el {card} a cambio del comodín de {meld}</translation>
    </message>
    <message>
        <source>{who} laid down {melds}</source>
        <translation>{who} bajó {melds}</translation>
    </message>
    <message>
        <source>{who} laid down {melds}, then discarded the {card}</source>
        <translation>{who} bajó {melds} y luego descartó el {card}</translation>
    </message>
    <message>
        <source>{who} laid off the {card} on {meld}</source>
        <translation>{who} añadió el {card} a {meld}</translation>
    </message>
    <message>
        <source>{who} passed on the buy</source>
        <translation>{who} pasó sin comprar</translation>
    </message>
    <message>
        <source>{who} took the discard</source>
        <translation>{who} tomó el descarte</translation>
    </message>
    <message>
        <source>{who} took the {card} from the discard pile</source>
        <translation>{who} tomó el {card} de los descartes</translation>
    </message>
    <message>
        <source>{who} went out, discarding the {card}</source>
        <translation>{who} cerró descartando el {card}</translation>
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
    <name>NetworkTable</name>
    <message>
        <source>Connected again</source>
        <extracomment>The connection to a network table&apos;s host works again.</extracomment>
        <translation>Conectado de nuevo</translation>
    </message>
    <message>
        <source>Connection to the host lost: trying again…</source>
        <translation>Se perdió la conexión con el anfitrión: reintentando…</translation>
    </message>
    <message>
        <source>Host or join another table, or start a game here, from the Game menu.</source>
        <translation>Abre o únete a otra mesa, o empieza una partida aquí, desde el menú Partida.</translation>
    </message>
    <message>
        <source>The connection to the host is lost: no move can be sent until it is back</source>
        <translation>Se perdió la conexión con el anfitrión: no se puede enviar ninguna jugada hasta que vuelva</translation>
    </message>
    <message>
        <source>Undo is not offered at a network table: every move there is final</source>
        <translation>En una mesa en red no se puede deshacer: cada jugada es definitiva</translation>
    </message>
    <message>
        <source>{game}, a network table</source>
        <extracomment>Table Talk&apos;s first line at a network table: {game} is the game&apos;s name.</extracomment>
        <translation>{game}, una mesa en red</translation>
    </message>
</context>
<context>
    <name>NetworkWords</name>
    <message>
        <source>At the table: {players}</source>
        <extracomment>Table Talk at a network table&apos;s start: {players} lists who sits there, with &quot;, &quot;.</extracomment>
        <translation>En la mesa: {players}</translation>
    </message>
    <message>
        <source>Chat and news from the table come too fast: some are not shown</source>
        <translation>El chat y las noticias de la mesa llegan demasiado rápido: algunos no se muestran</translation>
    </message>
    <message>
        <source>Host your network table again?

{game}
Table code {code}, port {port}

The app stopped while you hosted it. Yes opens it again: those who joined come back by themselves while their windows still try (for a minute), and a computer plays for anyone who is not back. No closes it for good.</source>
        <extracomment>Asked at start; {game} describes the saved game, {code} and {port} the table&apos;s.</extracomment>
        <translation>¿Volver a abrir tu mesa en red?

{game}
Código de la mesa {code}, puerto {port}

El programa se cerró mientras la alojabas. Sí la vuelve a abrir: quienes se habían unido vuelven solos mientras sus ventanas lo sigan intentando (durante un minuto), y un ordenador juega por quien no vuelva. No la cierra para siempre.</translation>
    </message>
    <message>
        <source>Joining the table at {url}…</source>
        <translation>Uniéndose a la mesa en {url}…</translation>
    </message>
    <message>
        <source>Left the table at {url}: {why}</source>
        <translation>Se dejó la mesa en {url}: {why}</translation>
    </message>
    <message>
        <source>Lost the connection to the table at {url}: the game cannot go on here</source>
        <translation>Se perdió la conexión con la mesa en {url}: la partida no puede seguir aquí</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Mesa en red</translation>
    </message>
    <message>
        <source>Opening the table on port {port}…</source>
        <translation>Abriendo la mesa en el puerto {port}…</translation>
    </message>
    <message>
        <source>Opening your table again on port {port}…</source>
        <translation>Volviendo a abrir tu mesa en el puerto {port}…</translation>
    </message>
    <message>
        <source>Table code: {code}
Others join with Game ▸ Join a table…: the table is listed there, or they type {address}</source>
        <extracomment>In the lobby, for the host: {address} is this computer&apos;s, as in 192.168.1.5:8765.</extracomment>
        <translation>Código de la mesa: {code}
Los demás se unen con Partida ▸ Unirse a una mesa…: la mesa aparece en la lista, o escriben {address}</translation>
    </message>
    <message>
        <source>The host sent something this version cannot read</source>
        <translation>El anfitrión envió algo que esta versión no puede leer</translation>
    </message>
    <message>
        <source>The network table is closed</source>
        <translation>La mesa en red está cerrada</translation>
    </message>
    <message>
        <source>The network table is not being saved: {problem} The game goes on.</source>
        <extracomment>{problem} is a whole sentence saying what went wrong with the file.</extracomment>
        <translation>La mesa en red no se está guardando: {problem} La partida continúa.</translation>
    </message>
    <message>
        <source>The table could not be opened on port {port}: {problem}</source>
        <extracomment>{problem} is the system&apos;s own words (e.g. &quot;Address already in use&quot;).</extracomment>
        <translation>No se pudo abrir la mesa en el puerto {port}: {problem}</translation>
    </message>
    <message>
        <source>The table could not be opened on port {port}: {problem}. It is offered again at the next start</source>
        <extracomment>{problem} is the system&apos;s own words (e.g. &quot;Address already in use&quot;).</extracomment>
        <translation>No se pudo abrir la mesa en el puerto {port}: {problem}. Se ofrecerá de nuevo en el próximo inicio</translation>
    </message>
    <message>
        <source>the connection ended ({error})</source>
        <extracomment>Why a table was left: {error} is a technical name (e.g. &quot;TimeoutError&quot;).</extracomment>
        <translation>la conexión terminó ({error})</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <extracomment>A person whose connection is gone, in the list of who sits at a network table.</extracomment>
        <translation>{name} (ausente)</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <extracomment>A seat played by the computer, in the list of who sits at a network table.</extracomment>
        <translation>{name} (ordenador)</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays for them until they are back</source>
        <translation>{name} está ausente: un ordenador juega en su lugar hasta que vuelva</translation>
    </message>
    <message>
        <source>{name} is back</source>
        <translation>{name} ha vuelto</translation>
    </message>
    <message>
        <source>{name} lost the connection; the table waits for them</source>
        <translation>{name} perdió la conexión; la mesa le espera</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <extracomment>The table&apos;s name as others find it in Join a table; {name} is the host&apos;s.</extracomment>
        <translation>Mesa de {name}</translation>
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
    <name>Panels</name>
    <message>
        <source>Arrange</source>
        <translation>Agrupar</translation>
    </message>
    <message>
        <source>Buy</source>
        <extracomment>The buy box&apos;s buttons: buy the card offered, or let it go.</extracomment>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>Buy the {card}</source>
        <extracomment>The buy box&apos;s button; {card} is the card offered (&quot;7♥&quot;).</extracomment>
        <translation>Comprar el {card}</translation>
    </message>
    <message>
        <source>Chat</source>
        <extracomment>The chat line&apos;s name for a screen reader.</extracomment>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Every hand is hidden until they click.</source>
        <translation>Todas las manos quedan ocultas hasta que haga clic.</translation>
    </message>
    <message>
        <source>Go out</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>I&apos;m {name}: show my cards</source>
        <extracomment>The pass screen&apos;s button, pressed by the next player, {name}.</extracomment>
        <translation>Soy {name}: mostrar mis cartas</translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation>Bajarse</translation>
    </message>
    <message>
        <source>PLAY</source>
        <extracomment>A title above the Lay down / Go out / Hint buttons, in capitals.</extracomment>
        <translation>JUGAR</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>decline the buy</comment>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <extracomment>The pass screen between two players at one computer; {name} plays next.</extracomment>
        <translation>Pasa el ordenador a {name}</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>R{number}</source>
        <extracomment>The scoreboard&apos;s row for round {number}, as short as it can be (&quot;R3&quot;).</extracomment>
        <translation>R{number}</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Di algo a la mesa</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>Shuffling…</source>
        <extracomment>Shown where the table will be, while the first deal is made.</extracomment>
        <translation>Barajando…</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Ordenar por valor</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Ordenar por palo</translation>
    </message>
    <message>
        <source>TABLE TALK</source>
        <extracomment>The title above the game&apos;s log and chat, in capitals.</extracomment>
        <translation>CHARLA DE MESA</translation>
    </message>
    <message>
        <source>Table talk</source>
        <extracomment>The game&apos;s log&apos;s name for a screen reader.</extracomment>
        <translation>Charla de mesa</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>The scoreboard&apos;s last row: each player&apos;s points added up.</extracomment>
        <translation>Total</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Undo your last move (Ctrl+Z)</source>
        <translation>Deshacer tu última jugada (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo your last move (Ctrl+Z): {why}</source>
        <extracomment>{why} says why there is nothing to undo now.</extracomment>
        <translation>Deshacer tu última jugada (Ctrl+Z): {why}</translation>
    </message>
    <message>
        <source>YOUR HAND</source>
        <extracomment>A title above the hand&apos;s buttons, in capitals.</extracomment>
        <translation>TU MANO</translation>
    </message>
    <message>
        <source>{action} ({key})</source>
        <extracomment>A button&apos;s tooltip: {action} is its name, {key} its keyboard shortcut (&quot;Hint (H)&quot;).</extracomment>
        <translation>{action} ({key})</translation>
    </message>
</context>
<context>
    <name>PlayWords</name>
    <message>
        <source>At the high end (above {card})</source>
        <extracomment>An answer to &quot;Where does the card go?&quot;: {card} is the run&apos;s highest card now.</extracomment>
        <translation>En el extremo alto (encima del {card})</translation>
    </message>
    <message>
        <source>At the low end (below {card})</source>
        <extracomment>An answer to &quot;Where does the card go?&quot;: {card} is the run&apos;s lowest card now.</extracomment>
        <translation>En el extremo bajo (debajo del {card})</translation>
    </message>
    <message>
        <source>Could not arrange the hand ({why})</source>
        <extracomment>Arrange failed; {why} is a technical error, shown as it is.</extracomment>
        <translation>No se pudo agrupar la mano ({why})</translation>
    </message>
    <message>
        <source>Drop the card on a meld</source>
        <translation>Suelta la carta sobre una combinación</translation>
    </message>
    <message>
        <source>Every staged group must be a meld</source>
        <translation>Cada grupo preparado debe ser una combinación</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>No es tu turno</translation>
    </message>
    <message>
        <source>Kept: choose another move</source>
        <extracomment>The coach&apos;s question answered &quot;no&quot;: the move was not played.</extracomment>
        <translation>Conservado: elige otra jugada</translation>
    </message>
    <message>
        <source>Lay down on your turn</source>
        <translation>Bájate en tu turno</translation>
    </message>
    <message>
        <source>No contract in your hand yet: sorted by rank</source>
        <translation>Aún no hay contrato en tu mano: ordenada por valor</translation>
    </message>
    <message>
        <source>Not that card: discard the {cards}</source>
        <extracomment>Going out with a card that cannot be its discard; {cards} may be thrown.</extracomment>
        <translation>Esa carta no: descarta el {cards}</translation>
    </message>
    <message>
        <source>Nothing was played: the card is back in your hand</source>
        <translation>No se jugó nada: la carta vuelve a tu mano</translation>
    </message>
    <message>
        <source>Pick up a card first</source>
        <translation>Coge primero una carta</translation>
    </message>
    <message>
        <source>Play one card at a time here</source>
        <translation>Aquí, una carta cada vez</translation>
    </message>
    <message>
        <source>Select one card to discard</source>
        <translation>Elige una carta para descartar</translation>
    </message>
    <message>
        <source>Start a game first</source>
        <translation>Empieza primero una partida</translation>
    </message>
    <message>
        <source>Still looking at your hand for a lay-down with the wild: try again in a moment</source>
        <translation>Aún se busca en tu mano una bajada con el comodín: inténtalo de nuevo en un momento</translation>
    </message>
    <message>
        <source>That card does not fit</source>
        <translation>Esa carta no encaja</translation>
    </message>
    <message>
        <source>That card does not fit this meld</source>
        <translation>Esa carta no encaja en esta combinación</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>The game is over: nothing to undo</source>
        <translation>La partida ha terminado: nada que deshacer</translation>
    </message>
    <message>
        <source>The {card} cannot take a wild from that meld now</source>
        <translation>El {card} no puede recuperar ahora un comodín de esa combinación</translation>
    </message>
    <message>
        <source>The {card} does not fit that meld</source>
        <extracomment>{card} is a card as the table shows it (&quot;7♥&quot;).</extracomment>
        <translation>El {card} no encaja en esa combinación</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Pensando una pista…</translation>
    </message>
    <message>
        <source>Unknown move: {kind}</source>
        <extracomment>Should never show: a gesture of a kind the table does not know ({kind}).</extracomment>
        <translation>Jugada desconocida: {kind}</translation>
    </message>
    <message>
        <source>Wait: {name} is playing</source>
        <extracomment>A move refused while {name}, a computer player, is making its move.</extracomment>
        <translation>Espera: {name} está jugando</translation>
    </message>
    <message>
        <source>Where does the {card} go?</source>
        <extracomment>A question when a wild card may go at either end of a run; {card} is &quot;7♥&quot;.</extracomment>
        <translation>¿Dónde va el {card}?</translation>
    </message>
    <message>
        <source>Where it fits</source>
        <extracomment>An answer to &quot;Where does the card go?&quot;: wherever the rules put it.</extracomment>
        <translation>Donde encaje</translation>
    </message>
    <message>
        <source>You cannot go out yet: every card but one must be in melds</source>
        <translation>Aún no puedes cerrar: todas las cartas menos una deben estar en combinaciones</translation>
    </message>
    <message>
        <source>{cards} or the {card}</source>
        <extracomment>Cards one may discard, listed: {cards} (one or more) or the {card}.</extracomment>
        <translation>{cards} o el {card}</translation>
    </message>
    <message>
        <source>{why}: discard the {cards}</source>
        <extracomment>Going out refused: {why} says why, {cards} may be thrown instead.</extracomment>
        <translation>{why}: descarta el {cards}</translation>
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
    <name>RecentFiles</name>
    <message>
        <source>&apos;{file}&apos; is open, but Open Recent cannot list it: its name is not UTF-8 text.</source>
        <translation>«{file}» está abierto, pero Abrir reciente no puede mostrarlo: su nombre no es texto UTF-8.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The points a hand leaves: &quot;your other cards leave 5 points unmelded&quot;.</extracomment>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <extracomment>Melds made: &quot;2 runs&quot; (of a contract&apos;s lay-down).</extracomment>
        <translation>
            <numerusform>%n escalera</numerusform>
            <numerusform>%n escaleras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of {size}</source>
        <extracomment>Part of a round&apos;s contract: &quot;1 run of 4&quot; (a run of at least 4 cards).</extracomment>
        <translation>
            <numerusform>%n escalera de {size}</numerusform>
            <numerusform>%n escaleras de {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s)</source>
        <extracomment>Melds made: &quot;1 set&quot; (of a contract&apos;s lay-down).</extracomment>
        <translation>
            <numerusform>%n trío</numerusform>
            <numerusform>%n tríos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of {size}</source>
        <extracomment>Part of a round&apos;s contract: &quot;2 sets of 3&quot; (sets of at least 3 cards).</extracomment>
        <translation>
            <numerusform>%n trío de {size}</numerusform>
            <numerusform>%n tríos de {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wild card(s)</source>
        <extracomment>How many wild cards a meld may hold: &quot;a set of 4 cards may hold at most 1 wild card&quot;.</extracomment>
        <translation>
            <numerusform>%n comodín</numerusform>
            <numerusform>%n comodines</numerusform>
        </translation>
    </message>
    <message>
        <source>10s</source>
        <translation>dieces</translation>
    </message>
    <message>
        <source>2s</source>
        <translation>doses</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>treses</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>cuatros</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>cincos</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>seises</translation>
    </message>
    <message>
        <source>7s</source>
        <translation>sietes</translation>
    </message>
    <message>
        <source>8s</source>
        <translation>ochos</translation>
    </message>
    <message>
        <source>9s</source>
        <translation>nueves</translation>
    </message>
    <message>
        <source>A card goes on the low or the high end of a run, not {given}</source>
        <translation>Una carta va en el extremo bajo o en el alto de una escalera, no {given}</translation>
    </message>
    <message>
        <source>A contract game has {low} to {high} rounds, not {count}</source>
        <translation>Una partida de contratos tiene de {low} a {high} rondas, no {count}</translation>
    </message>
    <message>
        <source>A duplicate may only sit in the middle of a run: {card} is an end of {meld}</source>
        <translation>Una carta repetida solo puede ir en medio de una escalera: {card} es un extremo de {meld}</translation>
    </message>
    <message>
        <source>A meld cannot hold the same physical card twice</source>
        <translation>Una combinación no puede tener dos veces la misma carta</translation>
    </message>
    <message>
        <source>A meld is a set or a run, not {given}</source>
        <translation>Una combinación es un trío o una escalera, no {given}</translation>
    </message>
    <message>
        <source>A meld needs at least one natural card: {cards} are all wild</source>
        <translation>Una combinación necesita al menos una carta natural: {cards} son todas comodines</translation>
    </message>
    <message>
        <source>A run has room for only one {card}: {cards}</source>
        <translation>En una escalera solo cabe un {card}: {cards}</translation>
    </message>
    <message>
        <source>A run holds at most 13 cards (A to K): this one has {count}</source>
        <translation>Una escalera tiene como máximo 13 cartas (del as al rey): esta tiene {count}</translation>
    </message>
    <message>
        <source>A run holds at most 14 cards (A to K to A): this one has {count}</source>
        <translation>Una escalera tiene como máximo 14 cartas (del as al rey y al as): esta tiene {count}</translation>
    </message>
    <message>
        <source>A run needs at least 3 cards: {cards} has {count}</source>
        <translation>Una escalera necesita al menos 3 cartas: {cards} tiene {count}</translation>
    </message>
    <message>
        <source>A run needs cards of one suit: {card} is not {suit:a}</source>
        <translation>Una escalera necesita cartas de un solo palo: {card} no es {suit:a}</translation>
    </message>
    <message>
        <source>A run&apos;s cards must follow each other in order: {cards} do not</source>
        <translation>Las cartas de una escalera deben seguirse en orden: {cards} no lo hacen</translation>
    </message>
    <message>
        <source>A set needs at least 3 cards: {cards} has {count}</source>
        <translation>Un trío necesita al menos 3 cartas: {cards} tiene {count}</translation>
    </message>
    <message>
        <source>A set needs cards of one rank: {card} is not {rank:a}</source>
        <translation>Un trío necesita cartas de un mismo valor: {card} no es {rank:a}</translation>
    </message>
    <message>
        <source>After a swap, lay down or lay off the wild</source>
        <translation>Después de un cambio, bájate o añade el comodín</translation>
    </message>
    <message>
        <source>An ace can only end a run, low (A 2 3) or high (Q K A): {cards} turns the corner</source>
        <translation>Un as solo puede cerrar una escalera, abajo (A 2 3) o arriba (Q K A): {cards} da la vuelta</translation>
    </message>
    <message>
        <source>Choose the melds to lay down</source>
        <translation>Elige las combinaciones que vas a bajar</translation>
    </message>
    <message>
        <source>Draw a card first, from the stock or the discard pile</source>
        <translation>Roba primero una carta, del mazo o de los descartes</translation>
    </message>
    <message>
        <source>Duplicates are stacked on a run by laying off, never at a lay-down</source>
        <translation>Las cartas repetidas se añaden a una escalera, nunca al bajarse</translation>
    </message>
    <message>
        <source>House rule: keep one card to discard when you go out</source>
        <translation>Regla de la casa: guarda una carta para descartar al cerrar</translation>
    </message>
    <message>
        <source>House rule: nobody may go out on their first turn of a round</source>
        <translation>Regla de la casa: nadie puede cerrar en su primer turno de una ronda</translation>
    </message>
    <message>
        <source>House rule: once you are down you draw from the stock only</source>
        <translation>Regla de la casa: una vez bajado, solo robas del mazo</translation>
    </message>
    <message>
        <source>House rule: only a player who is not down may swap, to lay down</source>
        <translation>Regla de la casa: solo quien no se ha bajado puede cambiar, para bajarse</translation>
    </message>
    <message>
        <source>House rule: wild cards cannot be taken from melds</source>
        <translation>Regla de la casa: no se pueden quitar comodines de las combinaciones</translation>
    </message>
    <message>
        <source>House rule: you cannot lay off in the turn you lay down</source>
        <translation>Regla de la casa: no puedes añadir cartas en el turno en que te bajas</translation>
    </message>
    <message>
        <source>In round {round_no} every card must go into your melds</source>
        <translation>En la ronda {round_no} todas las cartas deben ir a tus combinaciones</translation>
    </message>
    <message>
        <source>In round {round_no} you go out with a discard: choose one card</source>
        <translation>En la ronda {round_no} cierras con un descarte: elige una carta</translation>
    </message>
    <message>
        <source>In round {round_no} you lay down everything but the one card you discard</source>
        <translation>En la ronda {round_no} bajas todo salvo la carta que descartas</translation>
    </message>
    <message>
        <source>In the last round every card must go into your melds</source>
        <translation>En la última ronda todas las cartas deben ir a tus combinaciones</translation>
    </message>
    <message>
        <source>In the last round you go out with a discard: choose one card</source>
        <translation>En la última ronda cierras con un descarte: elige una carta</translation>
    </message>
    <message>
        <source>In the last round you lay down everything but the one card you discard</source>
        <translation>En la última ronda bajas todo salvo la carta que descartas</translation>
    </message>
    <message>
        <source>In this game a lay-down uses melds of exactly the contract&apos;s length: {meld} has {count} cards, not {size}</source>
        <translation>En este juego la bajada usa combinaciones de la longitud exacta del contrato: {meld} tiene {count} cartas, no {size}</translation>
    </message>
    <message>
        <source>In this game a set needs different suits: {meld} has two {suit}</source>
        <translation>En este juego un trío necesita palos distintos: {meld} tiene dos {suit}</translation>
    </message>
    <message>
        <source>In this game a set of different suits holds at most 4 cards: {meld}</source>
        <translation>En este juego un trío de palos distintos tiene como máximo 4 cartas: {meld}</translation>
    </message>
    <message>
        <source>In this game two sets may not share a rank: two sets of {rank:plural}</source>
        <translation>En este juego dos tríos no pueden tener el mismo valor: dos tríos de {rank:plural}</translation>
    </message>
    <message>
        <source>In this game wild cards can be taken only from runs, not from sets</source>
        <translation>En este juego solo se pueden quitar comodines de las escaleras, no de los tríos</translation>
    </message>
    <message>
        <source>It is not your turn: {playing_seat} is playing</source>
        <translation>No es tu turno: juega {playing_seat}</translation>
    </message>
    <message>
        <source>Lay down first, then discard as a separate move</source>
        <translation>Bájate primero y luego descarta en una jugada aparte</translation>
    </message>
    <message>
        <source>Lay down your contract before laying off</source>
        <translation>Bájate con tu contrato antes de añadir cartas</translation>
    </message>
    <message>
        <source>Lay off the {wild} you take, onto a meld without a wild</source>
        <translation>Añade el {wild} que tomas a una combinación sin comodín</translation>
    </message>
    <message>
        <source>No card is being offered to buy now</source>
        <translation>Ahora no se ofrece ninguna carta para comprar</translation>
    </message>
    <message>
        <source>Nothing goes above the ace: {cards} runs past it</source>
        <translation>No hay nada por encima del as: {cards} lo sobrepasa</translation>
    </message>
    <message>
        <source>Nothing goes below the ace: {cards} runs past it</source>
        <translation>No hay nada por debajo del as: {cards} lo sobrepasa</translation>
    </message>
    <message>
        <source>Nothing goes beyond the ace: {meld} ends at the ace</source>
        <translation>No hay nada más allá del as: {meld} termina en el as</translation>
    </message>
    <message>
        <source>Round {round_no} asks for a run of {size}: {meld} has only {count} cards</source>
        <translation>La ronda {round_no} pide una escalera de {size}: {meld} solo tiene {count} cartas</translation>
    </message>
    <message>
        <source>Round {round_no} asks for a set of {size}: {meld} has only {count} cards</source>
        <translation>La ronda {round_no} pide un trío de {size}: {meld} solo tiene {count} cartas</translation>
    </message>
    <message>
        <source>Round {round_no} asks for {contract}: these melds make {made:count}</source>
        <translation>La ronda {round_no} pide {contract}: estas combinaciones hacen {made:count}</translation>
    </message>
    <message>
        <source>Round {round_no} of contracts has no entry {given} (use {choices})</source>
        <translation>La ronda {round_no} de contracts no tiene la entrada {given} (usa {choices})</translation>
    </message>
    <message>
        <source>Round {round_no} of contracts must be an object such as {round_example}</source>
        <translation>La ronda {round_no} de contracts debe ser un objeto como {round_example}</translation>
    </message>
    <message>
        <source>Round {round_no} of contracts: {problem}</source>
        <translation>Ronda {round_no} de contracts: {problem}</translation>
    </message>
    <message>
        <source>Round {round_no}: {problem}</source>
        <translation>Ronda {round_no}: {problem}</translation>
    </message>
    <message>
        <source>Say which end of {meld} the {card} goes on: low or high</source>
        <translation>Di en qué extremo de {meld} va el {card}: abajo o arriba</translation>
    </message>
    <message>
        <source>Say which end of {meld} the {wild} standing for {card} slides to: low or high</source>
        <translation>Di a qué extremo de {meld} pasa el {wild} que hace de {card}: abajo o arriba</translation>
    </message>
    <message>
        <source>Someone has already gone out: this is your last turn, just discard</source>
        <translation>Alguien ya ha cerrado: es tu último turno, solo descarta</translation>
    </message>
    <message>
        <source>That would leave you only {card}, which you took from the discard pile this turn and may not discard</source>
        <translation>Solo te quedaría {card}, que tomaste de los descartes este turno y no puedes descartar</translation>
    </message>
    <message>
        <source>The discard pile is empty: draw from the stock</source>
        <translation>Los descartes están vacíos: roba del mazo</translation>
    </message>
    <message>
        <source>The follow-up move must be your own</source>
        <translation>La jugada siguiente debe ser tuya</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>The {wild} cannot go back on the meld it came from: that would only slide the wild along it, which this game&apos;s house rules do not allow</source>
        <translation>El {wild} no puede volver a la combinación de la que salió: solo deslizaría el comodín a lo largo de ella, y las reglas de la casa de este juego no lo permiten</translation>
    </message>
    <message>
        <source>The {wild} must go onto a meld that has no wild</source>
        <translation>El {wild} debe ir a una combinación sin comodín</translation>
    </message>
    <message>
        <source>There is no seat {given} at this table</source>
        <translation>No hay ningún asiento {given} en esta mesa</translation>
    </message>
    <message>
        <source>There is no such meld on the table</source>
        <translation>Esa combinación no está en la mesa</translation>
    </message>
    <message>
        <source>Two {suit} runs need a missing card between them: {first} and {second} are too close</source>
        <translation>Dos escaleras de {suit} necesitan una carta que falte entre ellas: {first} y {second} están demasiado cerca</translation>
    </message>
    <message>
        <source>Two {suit} runs need two missing cards between them: {first} and {second} are too close</source>
        <translation>Dos escaleras de {suit} necesitan dos cartas que falten entre ellas: {first} y {second} están demasiado cerca</translation>
    </message>
    <message>
        <source>Wait until the buy offer is settled</source>
        <translation>Espera a que se resuelva la oferta de compra</translation>
    </message>
    <message>
        <source>Wait: {answering_seat} answers the offer first</source>
        <translation>Espera: {answering_seat} responde antes a la oferta</translation>
    </message>
    <message>
        <source>You are already down: add cards to melds by laying off</source>
        <translation>Ya te has bajado: añade cartas a las combinaciones</translation>
    </message>
    <message>
        <source>You can only take a wild from an opponent&apos;s meld</source>
        <translation>Solo puedes quitar un comodín de la combinación de un rival</translation>
    </message>
    <message>
        <source>You cannot go out discarding {card}: your other cards leave {points:points} unmelded</source>
        <translation>No puedes cerrar descartando {card}: tus otras cartas dejan {points:points} sin combinar</translation>
    </message>
    <message>
        <source>You have already drawn this turn</source>
        <translation>Ya has robado en este turno</translation>
    </message>
    <message>
        <source>You have already drawn this turn: now discard</source>
        <translation>Ya has robado en este turno: ahora descarta</translation>
    </message>
    <message>
        <source>You may not buy {card} now</source>
        <translation>Ahora no puedes comprar {card}</translation>
    </message>
    <message>
        <source>You must use the wild this turn: lay down your contract with it</source>
        <translation>Debes usar el comodín en este turno: bájate con tu contrato usándolo</translation>
    </message>
    <message>
        <source>You must use the wild this turn: lay it off</source>
        <translation>Debes usar el comodín en este turno: añádelo a una combinación</translation>
    </message>
    <message>
        <source>You took {card} from the discard pile this turn: discard another card</source>
        <translation>Tomaste {card} de los descartes en este turno: descarta otra carta</translation>
    </message>
    <message>
        <source>Your lay-down must use the {wild} you take</source>
        <translation>Tu bajada debe usar el {wild} que tomas</translation>
    </message>
    <message>
        <source>Your {card} matches the {wild} standing for {card}, but a house rule keeps wild cards in their melds</source>
        <translation>Tu {card} coincide con el {wild} que hace de {card}, pero una regla de la casa deja los comodines en sus combinaciones</translation>
    </message>
    <message>
        <source>Your {card} matches the {wild} standing for {card}, but a house rule lets only a player who is not down swap</source>
        <translation>Tu {card} coincide con el {wild} que hace de {card}, pero una regla de la casa solo deja cambiar a quien no se ha bajado</translation>
    </message>
    <message>
        <source>Your {card} matches the {wild} standing for {card}, but a wild can only be taken from an opponent&apos;s meld</source>
        <translation>Tu {card} coincide con el {wild} que hace de {card}, pero un comodín solo se puede quitar de la combinación de un rival</translation>
    </message>
    <message>
        <source>a 10</source>
        <translation>un 10</translation>
    </message>
    <message>
        <source>a 2</source>
        <translation>un 2</translation>
    </message>
    <message>
        <source>a 3</source>
        <translation>un 3</translation>
    </message>
    <message>
        <source>a 4</source>
        <translation>un 4</translation>
    </message>
    <message>
        <source>a 5</source>
        <translation>un 5</translation>
    </message>
    <message>
        <source>a 6</source>
        <translation>un 6</translation>
    </message>
    <message>
        <source>a 7</source>
        <translation>un 7</translation>
    </message>
    <message>
        <source>a 9</source>
        <translation>un 9</translation>
    </message>
    <message>
        <source>a club</source>
        <translation>un trébol</translation>
    </message>
    <message>
        <source>a diamond</source>
        <translation>un diamante</translation>
    </message>
    <message>
        <source>a heart</source>
        <translation>un corazón</translation>
    </message>
    <message>
        <source>a jack</source>
        <translation>una jota</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>un rey</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>una reina</translation>
    </message>
    <message>
        <source>a round asks for at least one set or run</source>
        <translation>una ronda pide al menos un trío o una escalera</translation>
    </message>
    <message>
        <source>a round asks for at most {most} runs, not {count}</source>
        <translation>una ronda pide como máximo {most} escaleras, no {count}</translation>
    </message>
    <message>
        <source>a run has at least 3 cards, not {given}</source>
        <translation>una escalera tiene al menos 3 cartas, no {given}</translation>
    </message>
    <message>
        <source>a run of {size} is longer than a suit allows (13 cards)</source>
        <translation>una escalera de {size} es más larga de lo que permite un palo (13 cartas)</translation>
    </message>
    <message>
        <source>a run of {size} is longer than a suit allows (14 cards, ace to ace)</source>
        <translation>una escalera de {size} es más larga de lo que permite un palo (14 cartas, de as a as)</translation>
    </message>
    <message>
        <source>a set has at least 3 cards, not {given}</source>
        <translation>un trío tiene al menos 3 cartas, no {given}</translation>
    </message>
    <message>
        <source>a set of {size} cannot have four different suits</source>
        <translation>un trío de {size} no puede tener cuatro palos distintos</translation>
    </message>
    <message>
        <source>a spade</source>
        <translation>una pica</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>ases</translation>
    </message>
    <message>
        <source>allow {low} to {high} buys, not {given}</source>
        <translation>permitir de {low} a {high} compras, no {given}</translation>
    </message>
    <message>
        <source>an 8</source>
        <translation>un 8</translation>
    </message>
    <message>
        <source>an ace</source>
        <translation>un as</translation>
    </message>
    <message>
        <source>buy_limits gives {given} for round {round_no}: use a number</source>
        <translation>buy_limits da {given} para la ronda {round_no}: usa un número</translation>
    </message>
    <message>
        <source>buy_limits must be a number or a table of rounds and numbers</source>
        <translation>buy_limits debe ser un número o una tabla de rondas y números</translation>
    </message>
    <message>
        <source>buy_limits names round {given}: this game has rounds 1 to {rounds}</source>
        <translation>buy_limits nombra la ronda {given}: este juego tiene las rondas 1 a {rounds}</translation>
    </message>
    <message>
        <source>card_values has no entry {given} (use {choices})</source>
        <translation>card_values no tiene la entrada {given} (usa {choices})</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>contract_name must be a name of 1 to {most} characters</source>
        <translation>contract_name debe ser un nombre de 1 a {most} caracteres</translation>
    </message>
    <message>
        <source>contracts must be a list of rounds</source>
        <translation>contracts debe ser una lista de rondas</translation>
    </message>
    <message>
        <source>deal at most {most} cards in a round of {runs} runs and sets while the pack has wild cards, not {deal} (the lay-down search tries every way to share the wilds)</source>
        <translation>repartir como máximo {most} cartas en una ronda de {runs} escaleras y tríos mientras la baraja tenga comodines, no {deal} (la búsqueda de la bajada prueba cada forma de repartir los comodines)</translation>
    </message>
    <message>
        <source>deal at most {most} cards in a round of {runs} runs while the pack has wild cards, not {deal} (the lay-down search tries every way to share the wilds)</source>
        <translation>repartir como máximo {most} cartas en una ronda de {runs} escaleras mientras la baraja tenga comodines, no {deal} (la búsqueda de la bajada prueba cada forma de repartir los comodines)</translation>
    </message>
    <message>
        <source>deal at most {most} cards in a round that allows extra melds at the lay-down while the pack has wild cards, not {deal} (the lay-down search tries every choice of extra runs)</source>
        <translation>repartir como máximo {most} cartas en una ronda que permite combinaciones extra al bajarse mientras la baraja tenga comodines, no {deal} (la búsqueda de la bajada prueba cada elección de escaleras extra)</translation>
    </message>
    <message>
        <source>deal {low} to {high} cards, not {given}</source>
        <translation>repartir de {low} a {high} cartas, no {given}</translation>
    </message>
    <message>
        <source>deck_count_override must be between {low} and {high} decks</source>
        <translation>deck_count_override debe estar entre {low} y {high} barajas</translation>
    </message>
    <message>
        <source>decks_by_players gives {given} decks for {players} players: use {low} to {high} decks</source>
        <translation>decks_by_players da {given} barajas para {players} jugadores: usa de {low} a {high} barajas</translation>
    </message>
    <message>
        <source>decks_by_players names {given} players: the games take {low} to {high} players</source>
        <translation>decks_by_players nombra {given} jugadores: los juegos son de {low} a {high} jugadores</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>house rules must be a JSON object of flag names and values</source>
        <translation>las reglas de la casa deben ser un objeto JSON de nombres de regla y valores</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>jotas</translation>
    </message>
    <message>
        <source>jokers_per_deck must be 0, 1 or 2</source>
        <translation>jokers_per_deck debe ser 0, 1 o 2</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>reyes</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A contract that asks for no melds at all.</extracomment>
        <translation>nada</translation>
    </message>
    <message>
        <source>player {number}</source>
        <extracomment>A seat nobody gave a name: &quot;It is not your turn: player 2 is playing&quot;.</extracomment>
        <translation>jugador {number}</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>reinas</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>the contract needs {need} cards but the cards dealt make {total}, keeping one to discard</source>
        <translation>el contrato necesita {need} cartas pero las cartas repartidas suman {total}, guardando una para descartar</translation>
    </message>
    <message>
        <source>the contract needs {need} cards but the cards dealt plus one draw make {total}</source>
        <translation>el contrato necesita {need} cartas pero las cartas repartidas más un robo suman {total}</translation>
    </message>
    <message>
        <source>unknown game {given}: choose hillbilly or three-thirteen</source>
        <translation>juego desconocido {given}: elige hillbilly o three-thirteen</translation>
    </message>
    <message>
        <source>unknown variant {given}: choose {choices}</source>
        <translation>variante desconocida {given}: elige {choices}</translation>
    </message>
    <message>
        <source>{card} already lies in this meld</source>
        <translation>{card} ya está en esta combinación</translation>
    </message>
    <message>
        <source>{card} cannot lie in two melds</source>
        <translation>{card} no puede estar en dos combinaciones</translation>
    </message>
    <message>
        <source>{card} cannot replace a wild in {meld}: it takes {wanted:or}</source>
        <translation>{card} no puede sustituir un comodín en {meld}: hace falta {wanted:or}</translation>
    </message>
    <message>
        <source>{card} does not fit at either end of {meld}</source>
        <translation>{card} no encaja en ningún extremo de {meld}</translation>
    </message>
    <message>
        <source>{card} fits only the high end of {meld}, not the low end</source>
        <translation>{card} solo encaja en el extremo alto de {meld}, no en el bajo</translation>
    </message>
    <message>
        <source>{card} fits only the low end of {meld}, not the high end</source>
        <translation>{card} solo encaja en el extremo bajo de {meld}, no en el alto</translation>
    </message>
    <message>
        <source>{card} is dead: only a fresh discard can be taken</source>
        <translation>{card} está muerta: solo se puede tomar un descarte reciente</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>{card} no está en tu mano</translation>
    </message>
    <message>
        <source>{card} is used twice</source>
        <translation>{card} se usa dos veces</translation>
    </message>
    <message>
        <source>{card} is wild itself: a swap gives a natural card</source>
        <translation>{card} ya es comodín: en un cambio se da una carta natural</translation>
    </message>
    <message>
        <source>{card} matches the {wild} standing for {card}: swap it for the wild instead</source>
        <translation>{card} coincide con el {wild} que hace de {card}: mejor cámbiala por el comodín</translation>
    </message>
    <message>
        <source>{decks} deck(s) are too few for {players} players: the biggest deal needs at least {needed} cards</source>
        <translation>{decks} baraja(s) son pocas para {players} jugadores: el mayor reparto necesita al menos {needed} cartas</translation>
    </message>
    <message>
        <source>{detail}</source>
        <translation>{detail}</translation>
    </message>
    <message>
        <source>{first} + {second}</source>
        <extracomment>A contract&apos;s parts joined: &quot;2 sets of 3 + 1 run of 4&quot;.</extracomment>
        <translation>{first} + {second}</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <extracomment>The cards a wild could stand for: &quot;4♠ or 6♠&quot;.</extracomment>
        <translation>{first} o {second}</translation>
    </message>
    <message>
        <source>{given} is not a card: the rank must be A, 2-10 (or T), J, Q or K</source>
        <translation>{given} no es una carta: el valor debe ser A, 2-10 (o T), J, Q o K</translation>
    </message>
    <message>
        <source>{given} is not a card: the suit must be one of S, H, D, C</source>
        <translation>{given} no es una carta: el palo debe ser S, H, D o C</translation>
    </message>
    <message>
        <source>{given} is not a card: write a rank and a suit, like 7H or JK</source>
        <translation>{given} no es una carta: escribe un valor y un palo, como 7H o JK</translation>
    </message>
    <message>
        <source>{given} is not a house rule</source>
        <translation>{given} no es una regla de la casa</translation>
    </message>
    <message>
        <source>{given} is not a rule of {variant}</source>
        <translation>{given} no es una regla de {variant}</translation>
    </message>
    <message>
        <source>{given} players cannot play: the games take {low} to {high} players</source>
        <translation>{given} jugadores no pueden jugar: los juegos son de {low} a {high} jugadores</translation>
    </message>
    <message>
        <source>{meld} cannot take another wild card: a meld may hold only one wild card</source>
        <translation>{meld} no admite otro comodín: una combinación solo puede tener un comodín</translation>
    </message>
    <message>
        <source>{meld} cannot take another wild card: a meld may not hold more wild cards than natural ones</source>
        <translation>{meld} no admite otro comodín: una combinación no puede tener más comodines que cartas naturales</translation>
    </message>
    <message>
        <source>{meld} cannot take another wild card: a meld needs at least one natural card</source>
        <translation>{meld} no admite otro comodín: una combinación necesita al menos una carta natural</translation>
    </message>
    <message>
        <source>{meld} cannot take another wild card: a run of {length} cards may hold at most {most:wilds}</source>
        <translation>{meld} no admite otro comodín: una escalera de {length} cartas puede tener como máximo {most:wilds}</translation>
    </message>
    <message>
        <source>{meld} cannot take another wild card: a set of {length} cards may hold at most {most:wilds}</source>
        <translation>{meld} no admite otro comodín: un trío de {length} cartas puede tener como máximo {most:wilds}</translation>
    </message>
    <message>
        <source>{meld} has no wild card to take</source>
        <translation>{meld} no tiene ningún comodín que quitar</translation>
    </message>
    <message>
        <source>{meld} holds {wilds} wild cards, but a meld may hold only one wild card</source>
        <translation>{meld} tiene {wilds} comodines, pero una combinación solo puede tener un comodín</translation>
    </message>
    <message>
        <source>{meld} holds {wilds} wild cards, but a meld may not hold more wild cards than natural ones</source>
        <translation>{meld} tiene {wilds} comodines, pero una combinación no puede tener más comodines que cartas naturales</translation>
    </message>
    <message>
        <source>{meld} holds {wilds} wild cards, but a meld needs at least one natural card</source>
        <translation>{meld} tiene {wilds} comodines, pero una combinación necesita al menos una carta natural</translation>
    </message>
    <message>
        <source>{meld} holds {wilds} wild cards, but a run of {length} cards may hold at most {most:wilds}</source>
        <translation>{meld} tiene {wilds} comodines, pero una escalera de {length} cartas puede tener como máximo {most:wilds}</translation>
    </message>
    <message>
        <source>{meld} holds {wilds} wild cards, but a set of {length} cards may hold at most {most:wilds}</source>
        <translation>{meld} tiene {wilds} comodines, pero un trío de {length} cartas puede tener como máximo {most:wilds}</translation>
    </message>
    <message>
        <source>{meld} is as long as a run can be ({most} cards)</source>
        <translation>{meld} es tan larga como puede ser una escalera ({most} cartas)</translation>
    </message>
    <message>
        <source>{move} is not a move in Hillbilly Rummy</source>
        <translation>{move} no es una jugada de Hillbilly Rummy</translation>
    </message>
    <message>
        <source>{move} is not a move in Three Thirteen</source>
        <translation>{move} no es una jugada de Three Thirteen</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} buys a round, not {given}</source>
        <translation>{name} debe estar entre {low} y {high} compras por ronda, no {given}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} cards (or none: no limit), not {given}</source>
        <translation>{name} debe estar entre {low} y {high} cartas (o none: sin límite), no {given}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} cards, not {given}</source>
        <translation>{name} debe estar entre {low} y {high} cartas, no {given}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} points a card, not {given}</source>
        <translation>{name} debe estar entre {low} y {high} puntos por carta, no {given}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} points, not {given}</source>
        <translation>{name} debe estar entre {low} y {high} puntos, no {given}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} wild cards (or none: no limit), not {given}</source>
        <translation>{name} debe estar entre {low} y {high} comodines (o none: sin límite), no {given}</translation>
    </message>
    <message>
        <source>{sets} and {runs}</source>
        <extracomment>Melds made: &quot;1 set and 2 runs&quot;.</extracomment>
        <translation>{sets} y {runs}</translation>
    </message>
    <message>
        <source>{where} must be a whole number such as {example}, not {given}</source>
        <translation>{where} debe ser un número entero como {example}, no {given}</translation>
    </message>
    <message>
        <source>{where} must be a whole number such as {example}, not {given} in quotes</source>
        <translation>{where} debe ser un número entero como {example}, no {given} entre comillas</translation>
    </message>
    <message>
        <source>{where} must be one of {choices}, not {given}</source>
        <translation>{where} debe ser uno de {choices}, no {given}</translation>
    </message>
    <message>
        <source>{where} must be true or false without quotes, not {given}</source>
        <translation>{where} debe ser true o false sin comillas, no {given}</translation>
    </message>
    <message>
        <source>{where} must be true or false, not {given}</source>
        <translation>{where} debe ser true o false, no {given}</translation>
    </message>
    <message>
        <source>{where}: {detail}</source>
        <translation>{where}: {detail}</translation>
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
        <source>{first}
House rules: the standard ones</source>
        <extracomment>Under the scoreboard, when the game plays every rule as it comes.</extracomment>
        <translation>{first}
Reglas de la casa: las estándar</translation>
    </message>
    <message>
        <source>{first}
House rules: {rules}</source>
        <extracomment>Under the scoreboard: {rules} lists the house rules changed, joined by &quot;; &quot;.</extracomment>
        <translation>{first}
Reglas de la casa: {rules}</translation>
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
        <source>{game} · a network table</source>
        <extracomment>Under the scoreboard, a network table&apos;s game (its deal number stays the host&apos;s).</extracomment>
        <translation>{game} · una mesa en red</translation>
    </message>
    <message>
        <source>{game} · deal number {seed}</source>
        <extracomment>Under the scoreboard: the game and the number of its deal.</extracomment>
        <translation>{game} · reparto número {seed}</translation>
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
        <source>You</source>
        <extracomment>The name of the seat of the one person at the screen, on its name plate and in the scores.</extracomment>
        <translation>Tú</translation>
    </message>
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
    <name>StagingWords</name>
    <message numerus="yes">
        <source>A meld needs at least 3 cards (%n so far)</source>
        <translation>
            <numerusform>Una combinación necesita al menos 3 cartas (%n por ahora)</numerusform>
            <numerusform>Una combinación necesita al menos 3 cartas (%n por ahora)</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag cards into the lay-down area to build your melds</source>
        <translation>Arrastra cartas a la zona de bajada para formar tus combinaciones</translation>
    </message>
    <message>
        <source>Every staged group must be a meld</source>
        <translation>Cada grupo preparado debe ser una combinación</translation>
    </message>
    <message>
        <source>Group {number}: {reason}</source>
        <extracomment>{number}: which staged group (1, 2…); {reason}: why it is no meld.</extracomment>
        <translation>Grupo {number}: {reason}</translation>
    </message>
    <message>
        <source>✔ run</source>
        <extracomment>A note under a staged group of cards: it is a valid run.</extracomment>
        <translation>✔ escalera</translation>
    </message>
    <message>
        <source>✔ set</source>
        <extracomment>A note under a staged group of cards: it is a valid set.</extracomment>
        <translation>✔ trío</translation>
    </message>
    <message>
        <source>✗ not a meld</source>
        <extracomment>A note under a staged group of cards that makes no meld.</extracomment>
        <translation>✗ no es combinación</translation>
    </message>
    <message>
        <source>✗ {count} of 3 cards</source>
        <extracomment>A note under a staged group too short for a meld; {count} is 1 or 2.</extracomment>
        <translation>✗ {count} de 3 cartas</translation>
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
    <name>StatusWords</name>
    <message numerus="yes">
        <source>%n buy(s) left</source>
        <extracomment>Part of the buy offer, in brackets: how many buys the player has left this round.</extracomment>
        <translation>
            <numerusform>%n compra restante</numerusform>
            <numerusform>%n compras restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to {name}, to finish the turn.</source>
        <translation>De vuelta a {name}, para terminar su turno.</translation>
    </message>
    <message>
        <source>Choose Game ▸ New Game to deal.</source>
        <translation>Elige Partida ▸ Nueva partida para repartir.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: you and {who} win with %n point(s).</source>
        <extracomment>{who}: the others who tie with the person at the screen (&quot;Ada and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Fin de la partida: tú y {who} ganan con %n punto.</numerusform>
            <numerusform>Fin de la partida: tú y {who} ganan con %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: you win with %n point(s).</source>
        <translation>
            <numerusform>Fin de la partida: ganas con %n punto.</numerusform>
            <numerusform>Fin de la partida: ganas con %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {who} win with %n point(s).</source>
        <extracomment>{who}: the tied winners (&quot;Ada and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Fin de la partida: {who} ganan con %n punto.</numerusform>
            <numerusform>Fin de la partida: {who} ganan con %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {who} wins with %n point(s).</source>
        <translation>
            <numerusform>Fin de la partida: {who} gana con %n punto.</numerusform>
            <numerusform>Fin de la partida: {who} gana con %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last turn ({who} went out): You can go out: press Go out, or discard a card</source>
        <translation>Último turno ({who} ha cerrado): puedes cerrar: pulsa Cerrar o descarta una carta</translation>
    </message>
    <message>
        <source>Last turn ({who} went out): your turn</source>
        <extracomment>The start of a status line in the last turns of a round; {who} went out.</extracomment>
        <translation>Último turno ({who} ha cerrado): te toca</translation>
    </message>
    <message>
        <source>No card is offered now</source>
        <translation>Ahora no se ofrece ninguna carta</translation>
    </message>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation>Pasa el ordenador a {name}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>The round is over: see the scores.</source>
        <translation>La ronda ha terminado: mira la puntuación.</translation>
    </message>
    <message>
        <source>The {card}: buy it ({buys}, {penalty}) or pass</source>
        <extracomment>The round&apos;s upcard is for sale; {buys}: &quot;2 buys left&quot;; {penalty}: &quot;no penalty&quot;.</extracomment>
        <translation>{card}: cómprala ({buys}, {penalty}) o pasa</translation>
    </message>
    <message>
        <source>Waiting for {who}.</source>
        <translation>Esperando a {who}.</translation>
    </message>
    <message>
        <source>You can go out: press Go out, or discard a card</source>
        <translation>Puedes cerrar: pulsa Cerrar o descarta una carta</translation>
    </message>
    <message>
        <source>Your turn</source>
        <extracomment>The start of a status line, before a colon and what to do.</extracomment>
        <translation>Te toca</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <extracomment>The start of a status line when several people share the screen; {name} is whose.</extracomment>
        <translation>Te toca, {name}</translation>
    </message>
    <message>
        <source>no penalty</source>
        <extracomment>Part of the buy offer, in brackets: a buy costs no penalty card.</extracomment>
        <translation>sin penalización</translation>
    </message>
    <message numerus="yes">
        <source>plus %n penalty card(s)</source>
        <extracomment>Part of the buy offer, in brackets: the cards a buy costs besides the card.</extracomment>
        <translation>
            <numerusform>más %n carta de penalización</numerusform>
            <numerusform>más %n cartas de penalización</numerusform>
        </translation>
    </message>
    <message>
        <source>{buyer} may buy the {card}; {player}&apos;s turn goes on after.</source>
        <extracomment>On the pass screen: {buyer} may buy {card} in the middle of {player}&apos;s turn.</extracomment>
        <translation>{buyer} puede comprar {card}; después sigue el turno de {player}.</translation>
    </message>
    <message>
        <source>{names} and {name}</source>
        <extracomment>Winners of a tie named one after another: &quot;Ada and Bea&quot;.</extracomment>
        <translation>{names} y {name}</translation>
    </message>
    <message>
        <source>{turn}: collect {contract} ({game}, round {round}), or discard a card</source>
        <translation>{turn}: reúne {contract} ({game}, ronda {round}) o descarta una carta</translation>
    </message>
    <message>
        <source>{turn}: collect {contract} all at once ({game}, round {round}), or discard a card</source>
        <translation>{turn}: reúne {contract} de una vez ({game}, ronda {round}) o descarta una carta</translation>
    </message>
    <message>
        <source>{turn}: collect {contract}, or discard a card</source>
        <translation>{turn}: reúne {contract} o descarta una carta</translation>
    </message>
    <message>
        <source>{turn}: discard a card</source>
        <extracomment>{turn}: &quot;Your turn&quot; (or &quot;Your turn, Ann&quot;).</extracomment>
        <translation>{turn}: descarta una carta</translation>
    </message>
    <message>
        <source>{turn}: draw from the stock</source>
        <extracomment>{turn}: &quot;Your turn&quot; (or &quot;Your turn, Ann&quot;).</extracomment>
        <translation>{turn}: roba del mazo</translation>
    </message>
    <message>
        <source>{turn}: draw from the stock or take the {card}</source>
        <extracomment>{turn}: &quot;Your turn&quot; (or &quot;Your turn, Ann&quot;); {card}: the top discard.</extracomment>
        <translation>{turn}: roba del mazo o toma {card}</translation>
    </message>
    <message>
        <source>{turn}: lay down or collect {contract} ({game}, round {round}), or discard a card (looking at your hand…)</source>
        <translation>{turn}: bájate con {contract} o reúnelo ({game}, ronda {round}), o descarta una carta (mirando tu mano…)</translation>
    </message>
    <message>
        <source>{turn}: lay down or collect {contract} all at once ({game}, round {round}), or discard a card (looking at your hand…)</source>
        <translation>{turn}: bájate con {contract} de una vez o reúnelo ({game}, ronda {round}), o descarta una carta (mirando tu mano…)</translation>
    </message>
    <message>
        <source>{turn}: lay down or collect {contract}, or discard a card (looking at your hand…)</source>
        <translation>{turn}: bájate con {contract} o reúnelo, o descarta una carta (mirando tu mano…)</translation>
    </message>
    <message>
        <source>{turn}: lay down {contract} ({game}, round {round}), or discard a card</source>
        <translation>{turn}: bájate con {contract} ({game}, ronda {round}) o descarta una carta</translation>
    </message>
    <message>
        <source>{turn}: lay down {contract} all at once ({game}, round {round}), or discard a card</source>
        <extracomment>{contract}: the round&apos;s melds (&quot;two sets of three&quot;); {game}: the game&apos;s name.</extracomment>
        <translation>{turn}: bájate con {contract} de una vez ({game}, ronda {round}) o descarta una carta</translation>
    </message>
    <message>
        <source>{turn}: lay down {contract}, or discard a card</source>
        <extracomment>{contract}: the round&apos;s melds in words (&quot;a set of three and a run of four&quot;).</extracomment>
        <translation>{turn}: bájate con {contract} o descarta una carta</translation>
    </message>
    <message>
        <source>{turn}: lay off cards on the melds, or discard a card</source>
        <extracomment>{turn}: &quot;Your turn&quot; (or &quot;Your turn, Ann&quot;).</extracomment>
        <translation>{turn}: añade cartas a las combinaciones o descarta una carta</translation>
    </message>
    <message>
        <source>{who} is playing…</source>
        <translation>{who} está jugando…</translation>
    </message>
    <message>
        <source>{who} is thinking…</source>
        <translation>{who} está pensando…</translation>
    </message>
    <message>
        <source>{who} may buy the {card}…</source>
        <extracomment>{who}: a player&apos;s name; {card}: the card offered for sale.</extracomment>
        <translation>{who} puede comprar {card}…</translation>
    </message>
    <message>
        <source>{who} threw the {card}: buy it ({buys}, {penalty}) or pass</source>
        <extracomment>{who} threw {card}; {buys}: &quot;2 buys left&quot;; {penalty}: &quot;plus 1 penalty card&quot;.</extracomment>
        <translation>{who} ha descartado {card}: cómprala ({buys}, {penalty}) o pasa</translation>
    </message>
</context>
<context>
    <name>TableCaptions</name>
    <message numerus="yes">
        <source>%n buy(s)</source>
        <extracomment>On a player&apos;s name plate: how many buys they have left this round.</extracomment>
        <translation>
            <numerusform>%n compra</numerusform>
            <numerusform>%n compras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <extracomment>On a player&apos;s name plate: how many cards they hold.</extracomment>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Card table</source>
        <extracomment>What a screen reader calls the whole table (the area with the cards).</extracomment>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>DOWN</source>
        <extracomment>A small badge on a player&apos;s name plate: this player has laid down (capitals).</extracomment>
        <translation>BAJADO</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>pile</comment>
        <extracomment>Under the discard pile when its top card was turned up, not thrown: a noun.</extracomment>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Discard one card at a time</source>
        <translation>Descarta una carta cada vez</translation>
    </message>
    <message>
        <source>Drag one card</source>
        <extracomment>Refused: several cards dragged where only one may go.</extracomment>
        <translation>Arrastra una sola carta</translation>
    </message>
    <message>
        <source>Lay-down area: drag cards here to build your melds</source>
        <extracomment>Inside the empty area where a player builds melds before laying them down.</extracomment>
        <translation>Zona de bajada: arrastra cartas aquí para formar tus combinaciones</translation>
    </message>
    <message>
        <source>Stock</source>
        <extracomment>Under the stock (the pile face down), before its count is known.</extracomment>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <extracomment>Under the stock: how many cards are left in it (&quot;Stock · 41&quot;).</extracomment>
        <translation>Mazo · {count}</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>pile</comment>
        <extracomment>Inside a pile that holds no card.</extracomment>
        <translation>vacío</translation>
    </message>
    <message>
        <source>from {name}</source>
        <extracomment>Under the discard pile: who threw its top card (short).</extracomment>
        <translation>de {name}</translation>
    </message>
    <message>
        <source>your discard</source>
        <extracomment>Under the discard pile: the viewer threw its top card (short).</extracomment>
        <translation>tu descarte</translation>
    </message>
    <message>
        <source>{name} is played by the computer</source>
        <extracomment>The tooltip of a computer player&apos;s name plate.</extracomment>
        <translation>{name} lo juega el ordenador</translation>
    </message>
    <message>
        <source>{name} is played by the computer at the {level} level</source>
        <extracomment>The tooltip of a computer player&apos;s name plate; {level} is how well it plays (&quot;easy&quot;).</extracomment>
        <translation>{name} lo juega el ordenador, nivel: {level}</translation>
    </message>
    <message>
        <source>{name} is played by the computer: your own bot {bot}</source>
        <extracomment>The tooltip of a name plate played by a bot the player wrote; {bot} is its name.</extracomment>
        <translation>{name} lo juega el ordenador: tu propio bot {bot}</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <extracomment>On a player&apos;s name plate: their total so far, &quot;pts&quot; short for points.</extracomment>
        <translation>{points} pts</translation>
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
    <name>TableObjects</name>
    <message numerus="yes">
        <source>Meld {group} you are making, %n card(s)</source>
        <extracomment>A meld the player is putting together before laying it down, as a list.</extracomment>
        <translation>
            <numerusform>Combinación {group} que preparas, %n carta</numerusform>
            <numerusform>Combinación {group} que preparas, %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <extracomment>The player&apos;s hand as a list a screen reader browses.</extracomment>
        <translation>
            <numerusform>Tu mano, %n carta</numerusform>
            <numerusform>Tu mano, %n cartas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message numerus="yes">
        <source>%n buy(s) left</source>
        <translation>
            <numerusform>%n compra restante</numerusform>
            <numerusform>%n compras restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) below</source>
        <extracomment>Spoken after the discard pile&apos;s top card: how many cards lie under it.</extracomment>
        <translation>
            <numerusform>%n carta debajo</numerusform>
            <numerusform>%n cartas debajo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>Spoken of a seat: its total score so far.</extracomment>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>A meld</source>
        <translation>Una combinación</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Descarte: vacío</translation>
    </message>
    <message>
        <source>Discard pile: {card}</source>
        <translation>Descarte: {card}</translation>
    </message>
    <message>
        <source>Enter draws the top card</source>
        <translation>Intro roba la carta de arriba</translation>
    </message>
    <message>
        <source>Enter takes it</source>
        <translation>Intro la toma</translation>
    </message>
    <message>
        <source>Esc puts it back</source>
        <translation>Esc la devuelve</translation>
    </message>
    <message>
        <source>It cannot go here</source>
        <translation>No puede ir aquí</translation>
    </message>
    <message>
        <source>Lay-down area</source>
        <translation>Zona de bajada</translation>
    </message>
    <message numerus="yes">
        <source>Lay-down area, %n meld(s) made</source>
        <translation>
            <numerusform>Zona de bajada, %n combinación formada</numerusform>
            <numerusform>Zona de bajada, %n combinaciones formadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} is over. This round: {points}. Totals: {totals}.</source>
        <extracomment>{points}: each player&apos;s points this round (&quot;Ada 0, Bea 35&quot;); {totals}: so far.</extracomment>
        <translation>La ronda {round} ha terminado. Esta ronda: {points}. Totales: {totals}.</translation>
    </message>
    <message>
        <source>Round {round} is over. {name} went out. This round: {points}. Totals: {totals}.</source>
        <translation>La ronda {round} ha terminado. {name} ha cerrado. Esta ronda: {points}. Totales: {totals}.</translation>
    </message>
    <message>
        <source>Scores: {scores}.</source>
        <translation>Puntuación: {scores}.</translation>
    </message>
    <message>
        <source>Space on a held card lays it off here</source>
        <translation>Espacio sobre una carta sostenida la añade aquí</translation>
    </message>
    <message>
        <source>Space picks it up; Enter selects it; X discards it</source>
        <extracomment>What the keys do to a card in the hand (the keys are the same in every language).</extracomment>
        <translation>Espacio la coge; Intro la selecciona; X la descarta</translation>
    </message>
    <message>
        <source>Space picks it up; L lays your melds down</source>
        <translation>Espacio la coge; L baja tus combinaciones</translation>
    </message>
    <message>
        <source>Space puts it down here; Esc puts it back</source>
        <translation>Espacio la deja aquí; Esc la devuelve</translation>
    </message>
    <message>
        <source>Space puts the held cards here as a new meld</source>
        <translation>Espacio pone aquí las cartas sostenidas como nueva combinación</translation>
    </message>
    <message>
        <source>Stock</source>
        <extracomment>A screen reader&apos;s name for the stock (the face-down pile).</extracomment>
        <translation>Mazo</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), face down</source>
        <translation>
            <numerusform>Mazo: %n carta, boca abajo</numerusform>
            <numerusform>Mazo: %n cartas, boca abajo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s).</source>
        <translation>
            <numerusform>Mazo: %n carta.</numerusform>
            <numerusform>Mazo: %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards are hidden: pass the computer on, then show your hand.</source>
        <translation>Las cartas están ocultas: pasa el ordenador y luego muestra tu mano.</translation>
    </message>
    <message numerus="yes">
        <source>You: %n card(s)</source>
        <extracomment>A seat&apos;s facts, spoken: the player&apos;s own, with the cards in hand.</extracomment>
        <translation>
            <numerusform>Tú: %n carta</numerusform>
            <numerusform>Tú: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s): {groups}.</source>
        <extracomment>{groups}: the hand&apos;s groups, one after another, separated by semicolons.</extracomment>
        <translation>
            <numerusform>Tu mano, %n carta: {groups}.</numerusform>
            <numerusform>Tu mano, %n cartas: {groups}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your melds: {melds}.</source>
        <translation>Tus combinaciones: {melds}.</translation>
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
        <source>can be bought</source>
        <extracomment>Spoken after the discard pile&apos;s top card: the others may buy it now.</extracomment>
        <translation>se puede comprar</translation>
    </message>
    <message>
        <source>dead, cannot be taken</source>
        <extracomment>Spoken after the discard pile&apos;s top card: nobody may take it.</extracomment>
        <translation>muerta, no se puede tomar</translation>
    </message>
    <message>
        <source>down</source>
        <extracomment>Spoken of a seat: it has laid its contract down.</extracomment>
        <translation>bajado</translation>
    </message>
    <message>
        <source>group {number}: {cards}</source>
        <extracomment>One group of the hand as it is arranged: {number} which, {cards} its cards.</extracomment>
        <translation>grupo {number}: {cards}</translation>
    </message>
    <message>
        <source>no cards</source>
        <extracomment>Spoken: a group of cards with nothing in it.</extracomment>
        <translation>ninguna carta</translation>
    </message>
    <message>
        <source>not down</source>
        <extracomment>Spoken of a seat: it has not laid its contract down yet.</extracomment>
        <translation>sin bajar</translation>
    </message>
    <message>
        <source>not yet:</source>
        <extracomment>Spoken in place of the cross before a staged group&apos;s note (&quot;✗ not a meld&quot;).</extracomment>
        <translation>todavía no:</translation>
    </message>
    <message>
        <source>the upcard</source>
        <extracomment>Spoken after the discard pile&apos;s top card: it was turned up at the deal.</extracomment>
        <translation>la carta descubierta</translation>
    </message>
    <message>
        <source>thrown by {name}</source>
        <extracomment>Spoken after the discard pile&apos;s top card: who threw it.</extracomment>
        <translation>descartada por {name}</translation>
    </message>
    <message>
        <source>to play</source>
        <extracomment>Spoken of a seat: it is its turn.</extracomment>
        <translation>le toca jugar</translation>
    </message>
    <message>
        <source>valid:</source>
        <extracomment>Spoken in place of the tick before a staged group&apos;s note (&quot;✔ run&quot;).</extracomment>
        <translation>válido:</translation>
    </message>
    <message>
        <source>{card} as a Five</source>
        <translation>{card} como un Cinco</translation>
    </message>
    <message>
        <source>{card} as a Four</source>
        <translation>{card} como un Cuatro</translation>
    </message>
    <message>
        <source>{card} as a Jack</source>
        <translation>{card} como una Jota</translation>
    </message>
    <message>
        <source>{card} as a King</source>
        <translation>{card} como un Rey</translation>
    </message>
    <message>
        <source>{card} as a Nine</source>
        <translation>{card} como un Nueve</translation>
    </message>
    <message>
        <source>{card} as a Queen</source>
        <translation>{card} como una Reina</translation>
    </message>
    <message>
        <source>{card} as a Seven</source>
        <translation>{card} como un Siete</translation>
    </message>
    <message>
        <source>{card} as a Six</source>
        <translation>{card} como un Seis</translation>
    </message>
    <message>
        <source>{card} as a Ten</source>
        <translation>{card} como un Diez</translation>
    </message>
    <message>
        <source>{card} as a Three</source>
        <translation>{card} como un Tres</translation>
    </message>
    <message>
        <source>{card} as a Two</source>
        <translation>{card} como un Dos</translation>
    </message>
    <message>
        <source>{card} as an Ace</source>
        <translation>{card} como un As</translation>
    </message>
    <message>
        <source>{card} as an Eight</source>
        <translation>{card} como un Ocho</translation>
    </message>
    <message>
        <source>{card} as the {stands}</source>
        <extracomment>A wild card in a run and the card it stands for (&quot;Joker as the Six of hearts&quot;).</extracomment>
        <translation>{card} como {stands}</translation>
    </message>
    <message>
        <source>{card}, in meld {group} you are making, {position} of {count}</source>
        <extracomment>Spoken for a card in the lay-down area: {group} which staged meld it is in.</extracomment>
        <translation>{card}, en la combinación {group} que preparas, {position} de {count}</translation>
    </message>
    <message>
        <source>{card}, in your hand, {position} of {count}</source>
        <extracomment>Spoken for the focused card: {card} its name, {position} of {count} in the hand.</extracomment>
        <translation>{card}, en tu mano, {position} de {count}</translation>
    </message>
    <message>
        <source>{game}, round {round}: {words}.</source>
        <extracomment>The first sentence of the table&apos;s description: the game, the round and what it asks.</extracomment>
        <translation>{game}, ronda {round}: {words}.</translation>
    </message>
    <message>
        <source>{name} {points}</source>
        <extracomment>A player&apos;s name and points in a list of scores (&quot;Ada 40&quot;).</extracomment>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <source>{name}&apos;s run: {cards}</source>
        <translation>Escalera de {name}: {cards}</translation>
    </message>
    <message>
        <source>{name}&apos;s set: {cards}</source>
        <extracomment>{name}: the player whose meld it is; {cards}: its cards.</extracomment>
        <translation>Trío de {name}: {cards}</translation>
    </message>
    <message>
        <source>{name}. Holding the top of the stock</source>
        <extracomment>A screen reader, while the stock&apos;s top card is carried: {name} is the focus.</extracomment>
        <translation>{name}. Sostienes la carta de arriba del mazo</translation>
    </message>
    <message>
        <source>{name}. Holding {cards}</source>
        <extracomment>A screen reader, while cards are carried: {name} is the focus, {cards} the cards held, joined by &quot;, &quot;.</extracomment>
        <translation>{name}. Sostienes {cards}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <extracomment>A seat&apos;s facts, spoken: {name}, with the cards in their hand.</extracomment>
        <translation>
            <numerusform>{name}: %n carta</numerusform>
            <numerusform>{name}: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}; melds: {melds}</source>
        <extracomment>A seat&apos;s facts, then its melds (each &quot;Ada&apos;s set: …&quot;).</extracomment>
        <translation>{seat}; combinaciones: {melds}</translation>
    </message>
    <message>
        <source>{why}; Esc puts it back</source>
        <extracomment>A screen reader: why the carried card cannot be put down here ({why}).</extracomment>
        <translation>{why}; Esc la devuelve</translation>
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
        <source>Contract rummy, own rounds</source>
        <translation>Rummy de contratos, rondas propias</translation>
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
