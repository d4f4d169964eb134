<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CoachMarks</name>
    <message>
        <source>best</source>
        <translation>meilleur coup</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>good</source>
        <translation>bon</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
</context>
<context>
    <name>CoachWords</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <extracomment>How many cards a hand lacks for the contract.</extracomment>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
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
        <translation>Meilleur coup.</translation>
    </message>
    <message>
        <source>Good: {better} was {points} better, within the noise of a close choice.</source>
        <extracomment>{better}: the better move (&quot;Discard the Q♣&quot;); {points}: &quot;about 0.5 points&quot;.</extracomment>
        <translation>Bon : {better} valait {points} de mieux, dans la marge d&apos;un choix serré.</translation>
    </message>
    <message>
        <source>Hindsight: {name} bought it.</source>
        <extracomment>After a discard in the review: who bought it later.</extracomment>
        <translation>Après coup : {name} l&apos;a achetée.</translation>
    </message>
    <message>
        <source>Hindsight: {name} took it and went out.</source>
        <translation>Après coup : {name} l&apos;a prise et est sorti.</translation>
    </message>
    <message>
        <source>Hindsight: {name} took it.</source>
        <extracomment>After a discard in the review: who took it next.</extracomment>
        <translation>Après coup : {name} l&apos;a prise.</translation>
    </message>
    <message>
        <source>Keep the {kept}: it goes on the {meld} on the table, and {next}; throw the {thrown} instead</source>
        <extracomment>{meld}: a meld on the table (&quot;run 2♥ JK 4♥&quot;); {next}: what the next player could do.</extracomment>
        <translation>Gardez {kept} : elle va sur la combinaison {meld} de la table, et {next} ; jetez plutôt {thrown}</translation>
    </message>
    <message>
        <source>Keep the {kept}: {reason}; throw the {thrown} instead</source>
        <extracomment>{reason}: why the card is worth keeping.</extracomment>
        <translation>Gardez {kept} : {reason} ; jetez plutôt {thrown}</translation>
    </message>
    <message>
        <source>Keep the {kept}: {reason}; throw the {thrown} instead ({detail})</source>
        <extracomment>{reason}: why the card is worth keeping; {detail}: what the numbers say.</extracomment>
        <translation>Gardez {kept} : {reason} ; jetez plutôt {thrown} ({detail})</translation>
    </message>
    <message>
        <source>a worker process of the analysis stopped (killed, or out of memory): nothing was judged wrongly, try again</source>
        <translation>un processus de l&apos;analyse s&apos;est arrêté (tué, ou à court de mémoire) : rien n&apos;a été mal jugé, réessayez</translation>
    </message>
    <message>
        <source>about 1 point</source>
        <translation>environ 1 point</translation>
    </message>
    <message>
        <source>about as good as to {move}</source>
        <extracomment>A hint&apos;s note: {move} is the next best move (&quot;discard the 7♥&quot;).</extracomment>
        <translation>à peu près aussi bon que : {move}</translation>
    </message>
    <message>
        <source>about {points} points</source>
        <extracomment>{points}: a number with one or two decimals (&quot;6.5&quot;, &quot;0.04&quot;).</extracomment>
        <translation>environ {points} points</translation>
    </message>
    <message>
        <source>buying gives up {points}</source>
        <translation>acheter fait perdre {points}</translation>
    </message>
    <message>
        <source>discarding the {card} gives up {points}</source>
        <extracomment>{card}: the card discarded; {points}: &quot;about 6.5 points&quot;.</extracomment>
        <translation>défausser {card} fait perdre {points}</translation>
    </message>
    <message>
        <source>drawing from the stock gives up {points}</source>
        <translation>piocher au talon fait perdre {points}</translation>
    </message>
    <message>
        <source>every other card melds, so you could go out now and leave the others holding their cards</source>
        <translation>toutes les autres cartes sont en combinaison, vous pourriez donc sortir maintenant et laisser les autres avec leurs cartes</translation>
    </message>
    <message>
        <source>getting down now lets you lay off and go out, and cuts what you hold if someone goes out</source>
        <translation>poser maintenant vous permet de rajouter et de sortir, et réduit ce que vous gardez en main si quelqu&apos;un sort</translation>
    </message>
    <message>
        <source>going out with the {card} gives up {points}</source>
        <translation>sortir avec {card} fait perdre {points}</translation>
    </message>
    <message>
        <source>it counts {more} more now but keeps {working} cards working, against {other}</source>
        <extracomment>{more}: points more now; {working} and {other}: cards that meld or could.</extracomment>
        <translation>elle compte {more} de plus maintenant mais garde {working} cartes utiles, contre {other}</translation>
    </message>
    <message>
        <source>it is part of a meld you hold</source>
        <translation>elle fait partie d&apos;une combinaison que vous avez</translation>
    </message>
    <message>
        <source>it is part of your meld {meld}</source>
        <extracomment>Why to keep a card: {meld} is the meld&apos;s cards (&quot;7♥ 8♥ 9♥&quot;).</extracomment>
        <translation>elle fait partie de votre combinaison {meld}</translation>
    </message>
    <message>
        <source>it is wild this round</source>
        <translation>elle est joker cette manche</translation>
    </message>
    <message>
        <source>it works toward your contract</source>
        <translation>elle aide à votre contrat</translation>
    </message>
    <message>
        <source>it works with the rest of your hand</source>
        <translation>elle va avec le reste de votre main</translation>
    </message>
    <message>
        <source>laying down now gave away the cards you still needed</source>
        <translation>poser maintenant a dévoilé les cartes qu&apos;il vous fallait encore</translation>
    </message>
    <message>
        <source>laying down then gives up {points}</source>
        <translation>poser à ce moment fait perdre {points}</translation>
    </message>
    <message>
        <source>laying off the {card} gives up {points}</source>
        <translation>rajouter {card} fait perdre {points}</translation>
    </message>
    <message>
        <source>no card</source>
        <extracomment>A hand lacks nothing for the contract.</extracomment>
        <translation>aucune carte</translation>
    </message>
    <message>
        <source>passing on the buy gives up {points}</source>
        <translation>renoncer à l&apos;achat fait perdre {points}</translation>
    </message>
    <message>
        <source>run {cards}</source>
        <extracomment>A run on the table and its cards, after &quot;it goes on the&quot;.</extracomment>
        <translation>suite {cards}</translation>
    </message>
    <message>
        <source>seat {seat} took more than {limit} decisions ({moves} moves), more than the coach judges in reasonable time ({limit} take about {minutes} minutes of one process; a long 8-player game has about 700)</source>
        <extracomment>{limit}: the most decisions the coach judges; {minutes}: how long those take.</extracomment>
        <translation>la place {seat} a pris plus de {limit} décisions ({moves} coups), plus que l&apos;entraîneur n&apos;en juge en un temps raisonnable ({limit} prennent environ {minutes} minutes d&apos;un processus ; une longue partie à 8 en compte environ 700)</translation>
    </message>
    <message>
        <source>set {cards}</source>
        <extracomment>A set on the table and its cards, after &quot;it goes on the&quot;.</extracomment>
        <translation>brelan {cards}</translation>
    </message>
    <message>
        <source>swapping the {card} gives up {points}</source>
        <translation>échanger {card} fait perdre {points}</translation>
    </message>
    <message>
        <source>taking the discard gives up {points}</source>
        <translation>prendre la défausse fait perdre {points}</translation>
    </message>
    <message>
        <source>taking the {card} gives up {points}</source>
        <translation>prendre {card} fait perdre {points}</translation>
    </message>
    <message>
        <source>that move gives up {points}</source>
        <translation>ce coup fait perdre {points}</translation>
    </message>
    <message>
        <source>the card brings your hand closer to the contract</source>
        <translation>la carte rapproche votre main du contrat</translation>
    </message>
    <message>
        <source>the card does not help enough to be worth the extra card a buy costs</source>
        <translation>la carte n&apos;aide pas assez pour valoir la carte en plus que coûte un achat</translation>
    </message>
    <message numerus="yes">
        <source>the next player, down with %n card(s) left, could take it and lay it off</source>
        <translation>
            <numerusform>le joueur suivant, qui a posé et n&apos;a plus que %n carte, pourrait la prendre et la rajouter</numerusform>
            <numerusform>le joueur suivant, qui a posé et n&apos;a plus que %n cartes, pourrait la prendre et la rajouter</numerusform>
        </translation>
    </message>
    <message>
        <source>the next player, down with 1 card left, could take it and go out</source>
        <translation>le joueur suivant, qui a posé et n&apos;a plus qu&apos;une carte, pourrait la prendre et sortir</translation>
    </message>
    <message>
        <source>the only sensible move</source>
        <extracomment>A hint&apos;s note when no other move is worth weighing.</extracomment>
        <translation>le seul coup sensé</translation>
    </message>
    <message>
        <source>the {card} brings you closer to the contract ({after} short after a discard, {now} now)</source>
        <extracomment>{after} and {now}: the cards the hand lacks (&quot;2 cards&quot;, &quot;no card&quot;).</extracomment>
        <translation>{card} vous rapproche du contrat (il manquerait {after} après une défausse, {now} maintenant)</translation>
    </message>
    <message>
        <source>the {card} brings your hand closer to the contract</source>
        <translation>{card} rapproche votre main du contrat</translation>
    </message>
    <message>
        <source>the {card} does even less for your hand</source>
        <translation>{card} apporte encore moins à votre main</translation>
    </message>
    <message>
        <source>the {card} does little for your hand (it would still count {after})</source>
        <translation>{card} apporte peu à votre main (elle compterait encore {after})</translation>
    </message>
    <message>
        <source>the {card} does not bring you closer to the contract</source>
        <translation>{card} ne vous rapproche pas du contrat</translation>
    </message>
    <message>
        <source>the {card} does not help enough to be worth the extra card a buy costs</source>
        <translation>{card} n&apos;aide pas assez pour valoir la carte en plus que coûte un achat</translation>
    </message>
    <message>
        <source>the {card} fits a meld on the table, so it sheds its points</source>
        <translation>{card} va sur une combinaison de la table, elle ne compte donc plus</translation>
    </message>
    <message>
        <source>the {card} fits your hand (it would count {after} after a discard, {now} now)</source>
        <extracomment>{after}: what the hand would count with the card and a discard; {now}: now.</extracomment>
        <translation>{card} va avec votre main (elle compterait {after} après une défausse, {now} maintenant)</translation>
    </message>
    <message>
        <source>the {card} keeps you {short} short of the contract, as now, and the search found it pays later (held points, what the others collect)</source>
        <extracomment>{short}: the cards the hand lacks (&quot;2 cards&quot;).</extracomment>
        <translation>avec {card} il vous manque toujours {short} pour le contrat, comme maintenant, et la recherche a trouvé que cela paie plus tard (points en main, ce que ramassent les autres)</translation>
    </message>
    <message>
        <source>with the {card} your hand would count {after} after a discard, no worse than a stock card could leave it, and the search found it pays later</source>
        <translation>avec {card} votre main compterait {after} après une défausse, pas pire qu&apos;avec une carte du talon, et la recherche a trouvé que cela paie plus tard</translation>
    </message>
    <message>
        <source>you would lack {best} for the contract rather than {played}</source>
        <extracomment>{best} and {played}: the cards the hand would lack (&quot;1 card&quot;, &quot;no card&quot;).</extracomment>
        <translation>il vous manquerait {best} pour le contrat au lieu de {played}</translation>
    </message>
    <message>
        <source>your hand would count {best} rather than {played}</source>
        <extracomment>What the hand would count after each discard: {best} against {played}.</extracomment>
        <translation>votre main compterait {best} au lieu de {played}</translation>
    </message>
    <message>
        <source>{better} was better ({reason}); {cost}.</source>
        <extracomment>{reason}: the computer&apos;s short reason for the better move.</extracomment>
        <translation>{better} était mieux ({reason}) ; {cost}.</translation>
    </message>
    <message>
        <source>{better} was better; {cost}.</source>
        <translation>{better} était mieux ; {cost}.</translation>
    </message>
    <message>
        <source>{better}: {why}; {cost}.</source>
        <extracomment>{better}: the better move; {why}: the reason; {cost}: what the move played gave up.</extracomment>
        <translation>{better} : {why} ; {cost}.</translation>
    </message>
    <message>
        <source>{points} better than to {move}</source>
        <extracomment>A hint&apos;s note: {points} &quot;about 2 points&quot;; {move} the next best move.</extracomment>
        <translation>{points} de mieux que : {move}</translation>
    </message>
    <message>
        <source>{why}; {cost}.</source>
        <extracomment>{why}: &quot;Keep the 7♥: …; throw the Q♣ instead&quot;; {cost}: &quot;discarding the 7♥ gives up …&quot;.</extracomment>
        <translation>{why} ; {cost}.</translation>
    </message>
</context>
<context>
    <name>GuideBox</name>
    <message>
        <source>Close</source>
        <extracomment>The guide bar&apos;s button once the guide is done.</extracomment>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guide</translation>
    </message>
    <message>
        <source>Guide closed: Help ▸ Guided first round opens it again</source>
        <translation>Guide fermé : Aide ▸ Première manche guidée le rouvre</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Passer le guide</translation>
    </message>
    <message>
        <source>Step {number}: {step}</source>
        <extracomment>{number}: the step&apos;s number; {step}: what to do and how.</extracomment>
        <translation>Étape {number} : {step}</translation>
    </message>
    <message>
        <source>Watch the other player&apos;s move…</source>
        <translation>Regardez le coup de l&apos;autre joueur…</translation>
    </message>
    <message>
        <source>Welcome: choose how to start</source>
        <translation>Bienvenue : choisissez comment commencer</translation>
    </message>
    <message>
        <source>Well done: you have gone out! Play on to the end of the round; Help ▸ Guided first round starts the guide again.</source>
        <translation>Bravo : vous êtes sorti ! Jouez jusqu&apos;à la fin de la manche ; Aide ▸ Première manche guidée relance le guide.</translation>
    </message>
    <message>
        <source>Well done: you have laid down your contract! Play on to the end of the round; Help ▸ Guided first round starts the guide again.</source>
        <translation>Bravo : vous avez posé votre contrat ! Jouez jusqu&apos;à la fin de la manche ; Aide ▸ Première manche guidée relance le guide.</translation>
    </message>
</context>
<context>
    <name>GuideWords</name>
    <message>
        <source>A discard the next player passes by may be bought by the others (with a penalty card).</source>
        <translation>Une carte défaussée que le joueur suivant laisse passer peut être achetée par les autres (avec une carte de pénalité).</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank; a run is cards of one suit in order.</source>
        <translation>Un brelan, ce sont trois cartes ou plus de même valeur ; une suite, des cartes d&apos;une même couleur qui se suivent.</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank; a run is three or more of a suit in order.</source>
        <translation>Un brelan, ce sont trois cartes ou plus de même valeur ; une suite, trois cartes ou plus d&apos;une même couleur qui se suivent.</translation>
    </message>
    <message>
        <source>A wild card stands in for any card in a meld, as many as you like.</source>
        <translation>Une carte joker remplace n&apos;importe quelle carte d&apos;une combinaison, autant que vous voulez.</translation>
    </message>
    <message>
        <source>After someone goes out, each other player has one last turn.</source>
        <translation>Quand quelqu&apos;un sort, chaque autre joueur a un dernier tour.</translation>
    </message>
    <message>
        <source>Cards outside melds count: an ace 1, 2 to 10 their number, faces 10, a wild 15.</source>
        <translation>Les cartes hors combinaison comptent : un as 1, du 2 au 10 leur valeur, les figures 10, un joker 15.</translation>
    </message>
    <message>
        <source>Click the {card} to select it, then press Go out.</source>
        <extracomment>&quot;Go out&quot; is the button&apos;s name; {card}: the card to discard.</extracomment>
        <translation>Cliquez sur {card} pour la choisir, puis appuyez sur Sortir.</translation>
    </message>
    <message>
        <source>Drag each meld&apos;s cards into the lay-down area, then press Lay down.</source>
        <extracomment>&quot;Lay down&quot; is the button&apos;s name.</extracomment>
        <translation>Faites glisser les cartes de chaque combinaison dans la zone de pose, puis appuyez sur Poser.</translation>
    </message>
    <message>
        <source>Drag the card onto the meld.</source>
        <translation>Faites glisser la carte sur la combinaison.</translation>
    </message>
    <message>
        <source>Drag the top card from the discard pile to your hand (or press T).</source>
        <translation>Faites glisser la carte du dessus de la défausse dans votre main (ou appuyez sur T).</translation>
    </message>
    <message>
        <source>Drag the top card of the stock to your hand (or press D).</source>
        <translation>Faites glisser la carte du dessus du talon dans votre main (ou appuyez sur D).</translation>
    </message>
    <message>
        <source>Drag the {card} from the discard pile to your hand (or press T).</source>
        <extracomment>{card}: the top card of the discard pile.</extracomment>
        <translation>Faites glisser {card} de la défausse dans votre main (ou appuyez sur T).</translation>
    </message>
    <message>
        <source>Drag the {card} onto the discard pile.</source>
        <translation>Faites glisser {card} sur la défausse.</translation>
    </message>
    <message>
        <source>Each round has a contract, shown at the top: the melds you must lay down together.</source>
        <translation>Chaque manche a un contrat, affiché en haut : les combinaisons à poser ensemble.</translation>
    </message>
    <message>
        <source>End your turn by discarding one card onto the discard pile.</source>
        <translation>Finissez votre tour en défaussant une carte.</translation>
    </message>
    <message>
        <source>Hillbilly Rummy is played over ten rounds; the lowest total wins.</source>
        <translation>Le Hillbilly Rummy se joue en dix manches ; le plus petit total gagne.</translation>
    </message>
    <message>
        <source>In each round one rank is wild: 3s in round one, 4s in round two … kings last.</source>
        <translation>À chaque manche une valeur est joker : les 3 à la première, les 4 à la deuxième … les rois à la dernière.</translation>
    </message>
    <message>
        <source>In hand a joker costs 50, an ace 15, a 10 to king 10, a 2 to 9 five points.</source>
        <translation>En main, un joker coûte 50, un as 15, du 10 au roi 10, du 2 au 9 cinq points.</translation>
    </message>
    <message>
        <source>Jokers are wild: at most one wild card stands in for a missing card in each meld.</source>
        <translation>Les jokers remplacent n&apos;importe quelle carte : au plus un joker par combinaison tient lieu d&apos;une carte manquante.</translation>
    </message>
    <message>
        <source>On your turn, draw a card: from the stock, or the top card of the discard pile.</source>
        <translation>À votre tour, piochez une carte : au talon, ou celle du dessus de la défausse.</translation>
    </message>
    <message>
        <source>On your turn, draw from the stock or take the top card of the discard pile.</source>
        <translation>À votre tour, piochez au talon ou prenez la carte du dessus de la défausse.</translation>
    </message>
    <message>
        <source>Once you hold the contract, lay it all down; then lay cards off on any meld.</source>
        <translation>Quand vous avez le contrat, posez-le en entier ; ensuite, rajoutez des cartes à n&apos;importe quelle combinaison.</translation>
    </message>
    <message>
        <source>Press Buy beside your hand (or B).</source>
        <extracomment>&quot;Buy&quot; is the button&apos;s name beside the hand.</extracomment>
        <translation>Appuyez sur Acheter à côté de votre main (ou B).</translation>
    </message>
    <message>
        <source>Press Pass beside your hand (or P).</source>
        <extracomment>&quot;Pass&quot; is the button&apos;s name beside the hand.</extracomment>
        <translation>Appuyez sur Passer à côté de votre main (ou P).</translation>
    </message>
    <message>
        <source>The lowest total after the last round wins.</source>
        <translation>Le plus petit total après la dernière manche gagne.</translation>
    </message>
    <message>
        <source>The round ends when someone plays their last card: the others score their cards.</source>
        <translation>La manche finit quand quelqu&apos;un joue sa dernière carte : les autres comptent leurs cartes.</translation>
    </message>
    <message>
        <source>Then discard one card: your hand always goes back to the round&apos;s size.</source>
        <translation>Puis défaussez une carte : votre main revient toujours à la taille de la manche.</translation>
    </message>
    <message>
        <source>Three Thirteen is played over eleven rounds, from 3 cards up to 13.</source>
        <translation>Le Three Thirteen se joue en onze manches, de 3 cartes jusqu&apos;à 13.</translation>
    </message>
    <message>
        <source>When every card but the one you discard fits in melds, you may go out.</source>
        <translation>Quand toutes vos cartes sauf celle que vous défaussez entrent dans des combinaisons, vous pouvez sortir.</translation>
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
        <translation>Ce que vous coûteraient les cartes de votre main si la manche finissait maintenant</translation>
    </message>
    <message>
        <source>What the cards no meld takes would cost you if the round ended now</source>
        <translation>Ce que vous coûteraient les cartes hors combinaison si la manche finissait maintenant</translation>
    </message>
    <message>
        <source>What the cards no meld takes would cost you if the round ended now, once you discard the card that leaves the fewest points (a wild card is kept: it is worth more than its points)</source>
        <translation>Ce que vous coûteraient les cartes hors combinaison si la manche finissait maintenant, une fois défaussée la carte qui laisse le moins de points (un joker est gardé : il vaut plus que ses points)</translation>
    </message>
    <message>
        <source>Your hand is empty</source>
        <translation>Votre main est vide</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n point(s)</source>
        <extracomment>What the cards in hand would cost if the round ended now (Hillbilly: every card).</extracomment>
        <translation>
            <numerusform>Votre main : %n point</numerusform>
            <numerusform>Votre main : %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n point(s) left over</source>
        <extracomment>Three Thirteen: the points of the cards no meld takes.</extracomment>
        <translation>
            <numerusform>Votre main : %n point restant</numerusform>
            <numerusform>Votre main : %n points restants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n point(s) left over
after your discard</source>
        <extracomment>Three Thirteen with a card to discard: two lines (keep the line break).</extracomment>
        <translation>
            <numerusform>Votre main : %n point restant
après votre défausse</numerusform>
            <numerusform>Votre main : %n points restants
après votre défausse</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>About {app}</source>
        <translation>À propos de {app}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Playing without a mouse or without sight</source>
        <translation>Jouer sans souris ou sans la vue</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;About {app}</source>
        <translation>À &amp;propos de {app}</translation>
    </message>
    <message>
        <source>&amp;Arrange into melds</source>
        <extracomment>Order the hand so that its possible melds sit together.</extracomment>
        <translation>&amp;Ranger en combinaisons</translation>
    </message>
    <message>
        <source>&amp;Buy the discard</source>
        <extracomment>Out of turn: take the card just discarded (and penalty cards, by the house rules).</extracomment>
        <translation>&amp;Acheter la défausse</translation>
    </message>
    <message>
        <source>&amp;Card size</source>
        <translation>&amp;Taille des cartes</translation>
    </message>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>&amp;Piocher au talon</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Go out</source>
        <extracomment>Get rid of one&apos;s last cards and end the round.</extracomment>
        <translation>&amp;Sortir</translation>
    </message>
    <message>
        <source>&amp;Guided first round…</source>
        <translation>Première manche &amp;guidée…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <extracomment>Network play: open a table on this computer that others join.</extracomment>
        <translation>&amp;Héberger une table…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Rejoindre une table…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;Lay down</source>
        <translation>P&amp;oser</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Pass on the buy</source>
        <extracomment>Decline to buy the card just discarded.</extracomment>
        <translation>&amp;Renoncer à l&apos;achat</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Read the situation aloud</source>
        <translation>&amp;Lire la situation à voix haute</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Take the discard</source>
        <extracomment>Take the top card of the discard pile.</extracomment>
        <translation>Prendre la &amp;défausse</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>Animation s&amp;peed</source>
        <translation>Vitesse d&apos;a&amp;nimation</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Vider la liste</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Défausser la carte choisie</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Plus grande</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>Cartes plus grandes</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>La plus grande</translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation>Aucune partie enregistrée pour l&apos;instant</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Parties ré&amp;centes</translation>
    </message>
    <message>
        <source>Playing without a mouse or without &amp;sight</source>
        <translation>Jouer sans souris ou sans la &amp;vue</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Pré&amp;férences…</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Réta&amp;blir</translation>
    </message>
    <message>
        <source>Re&amp;view game</source>
        <extracomment>Replay the game move by move with every hand shown.</extracomment>
        <translation>Re&amp;voir la partie</translation>
    </message>
    <message>
        <source>Review a saved &amp;game…</source>
        <translation>Revoir une partie enre&amp;gistrée…</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>S&amp;on</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Tableau des scores</translation>
    </message>
    <message>
        <source>Short sounds for draws, discards, laying down, buys, going out and a round&apos;s end</source>
        <translation>Des sons brefs pour la pioche, la défausse, la pose, les achats, la sortie et la fin d&apos;une manche</translation>
    </message>
    <message>
        <source>Smaller</source>
        <translation>Plus petite</translation>
    </message>
    <message>
        <source>Smaller cards</source>
        <translation>Cartes plus petites</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Trier par &amp;valeur</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Trier par &amp;couleur</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Vitesse d&apos;&amp;animation&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>J&amp;oueurs&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Sort my hand:</source>
        <translation>T&amp;rier ma main&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>Couleur du &amp;tapis&#xa0;:</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Dans l&apos;ordre de la donne</translation>
    </message>
    <message>
        <source>As&amp;k before I blunder (coach mode; the game counts as assisted)</source>
        <translation>Me prévenir avant une &amp;gaffe (mode coach&#xa0;; la partie compte comme assistée)</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Par valeur</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Par couleur</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Dos des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Clear the Open Recent list</source>
        <translation>Vider la liste des parties récentes</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Coach&#xa0;:</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <extracomment>Who plays a seat: the computer, at a level (&quot;easy&quot;, &quot;medium&quot;, &quot;hard&quot;).</extracomment>
        <translation>Ordinateur&#xa0;: {level}</translation>
    </message>
    <message>
        <source>English</source>
        <translation>anglais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>français</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>German</source>
        <translation>allemand</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>Who plays a seat: a person at this screen.</extracomment>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Lang&amp;uage:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Restore the defaults</source>
        <translation>Rétablir les valeurs par défaut</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Place {seat}</translation>
    </message>
    <message>
        <source>Seat {seat}: name</source>
        <translation>Place {seat}&#xa0;: nom</translation>
    </message>
    <message>
        <source>Seat {seat}: who plays</source>
        <translation>Place {seat}&#xa0;: qui joue</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>espagnol</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <extracomment>The first choice of Preferences ▸ Language: the system&apos;s, named in brackets.</extracomment>
        <translation>Langue du système ({language})</translation>
    </message>
    <message>
        <source>The game and players a new game starts with.</source>
        <translation>Le jeu et les joueurs d&apos;une nouvelle partie.</translation>
    </message>
    <message>
        <source>The game speaks {language} from its next start.</source>
        <translation>Le jeu sera en {language} à son prochain démarrage.</translation>
    </message>
    <message>
        <source>The house rules a new game of this kind starts with. Changed rules are bold.</source>
        <translation>Les règles maison d&apos;une nouvelle partie de ce jeu. Les règles modifiées sont en gras.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>Your name &apos;{name}&apos; holds characters that do not print (controls, invisible or direction marks).</source>
        <translation>Votre nom «&#xa0;{name}&#xa0;» contient des caractères qui ne s&apos;affichent pas (caractères de contrôle, invisibles ou de direction).</translation>
    </message>
    <message>
        <source>{game} rules</source>
        <extracomment>A tab: the house rules a new game of this kind starts with.</extracomment>
        <translation>Règles de {game}</translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>Beside the box of the number of decks for this many players (always 2 or more).</extracomment>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) of its own</source>
        <extracomment>A house rule&apos;s value: the game plays a list of rounds of its own.</extracomment>
        <translation>
            <numerusform>%n manche personnalisée</numerusform>
            <numerusform>%n manches personnalisées</numerusform>
        </translation>
    </message>
    <message>
        <source>1 per deck</source>
        <translation>1 par paquet</translation>
    </message>
    <message>
        <source>10 to K</source>
        <translation>10 à R</translation>
    </message>
    <message>
        <source>2 per deck</source>
        <translation>2 par paquet</translation>
    </message>
    <message>
        <source>2 to 9</source>
        <translation>2 à 9</translation>
    </message>
    <message>
        <source>2 to 9 at face value</source>
        <translation>2 à 9 à leur valeur</translation>
    </message>
    <message>
        <source>2 to 9: their own number</source>
        <translation>2 à 9&#xa0;: leur propre valeur</translation>
    </message>
    <message>
        <source>A 2 may count as a plain 2</source>
        <translation>Un 2 peut compter comme un simple 2</translation>
    </message>
    <message>
        <source>A 2 to 9 left in hand scores its own number instead of the 2-to-9 value above.</source>
        <translation>Un 2 à 9 resté en main compte sa propre valeur au lieu de la valeur «&#xa0;2 à 9&#xa0;» ci-dessus.</translation>
    </message>
    <message>
        <source>A meld must hold at least one natural card.</source>
        <translation>Une combinaison doit contenir au moins une carte naturelle.</translation>
    </message>
    <message>
        <source>A run may hold an ace at one end only (A…K at most).</source>
        <translation>Une suite ne peut avoir un as qu&apos;à un seul bout (A…R au plus).</translation>
    </message>
    <message>
        <source>A two-player game uses a single 52-card deck.</source>
        <translation>Une partie à deux se joue avec un seul paquet de 52 cartes.</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Ace high in the draw for dealer</source>
        <translation>As fort au tirage du donneur</translation>
    </message>
    <message>
        <source>All 2s are wild as well as jokers; a 2 left in hand scores 20.</source>
        <translation>Tous les 2 sont jokers, comme les Jokers&#xa0;; un 2 resté en main compte 20.</translation>
    </message>
    <message>
        <source>All-at-once rounds: extra melds</source>
        <translation>Manches d&apos;un seul coup&#xa0;: combinaisons en plus</translation>
    </message>
    <message>
        <source>All-at-once rounds: no discard</source>
        <translation>Manches d&apos;un seul coup&#xa0;: sans défausse</translation>
    </message>
    <message>
        <source>Buy back your own discard</source>
        <translation>Racheter sa propre défausse</translation>
    </message>
    <message>
        <source>Buying</source>
        <translation>Achats</translation>
    </message>
    <message>
        <source>Buys per round</source>
        <translation>Achats par manche</translation>
    </message>
    <message>
        <source>Card values</source>
        <translation>Valeur des cartes</translation>
    </message>
    <message>
        <source>Cards, stock and ties</source>
        <translation>Cartes, talon et égalités</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Contrats</translation>
    </message>
    <message>
        <source>Decks by players</source>
        <translation>Paquets selon les joueurs</translation>
    </message>
    <message>
        <source>Default: {value}</source>
        <translation>Par défaut&#xa0;: {value}</translation>
    </message>
    <message>
        <source>Deuces wild</source>
        <translation>Les 2 sont jokers</translation>
    </message>
    <message>
        <source>Down players draw from the stock</source>
        <translation>Qui a posé pioche au talon</translation>
    </message>
    <message>
        <source>Down-and-out bonus</source>
        <translation>Bonus pose et sortie d&apos;un coup</translation>
    </message>
    <message>
        <source>Each meld of the lay-down must be exactly the contract&apos;s length.</source>
        <translation>Chaque combinaison de la pose doit avoir exactement la longueur du contrat.</translation>
    </message>
    <message>
        <source>Equal lowest totals</source>
        <translation>Égalité au total le plus bas</translation>
    </message>
    <message>
        <source>Every card of a set must be of a different suit.</source>
        <translation>Chaque carte d&apos;un brelan doit être d&apos;une couleur différente.</translation>
    </message>
    <message>
        <source>Exact contract lengths</source>
        <translation>Longueurs exactes du contrat</translation>
    </message>
    <message>
        <source>Exact number of decks</source>
        <translation>Nombre exact de paquets</translation>
    </message>
    <message>
        <source>Extra cards a buyer takes from the stock (0 to 2).</source>
        <translation>Cartes en plus que l&apos;acheteur prend au talon (0 à 2).</translation>
    </message>
    <message>
        <source>Extra melds with the contract</source>
        <translation>Combinaisons en plus du contrat</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Premier donneur</translation>
    </message>
    <message>
        <source>Five Crowns scoring</source>
        <translation>Décompte du Five Crowns</translation>
    </message>
    <message>
        <source>Give the natural card a wild stands for and take the wild.</source>
        <translation>Donner la carte naturelle que remplace un joker et prendre le joker.</translation>
    </message>
    <message>
        <source>Go out with a discard</source>
        <translation>Sortir en défaussant</translation>
    </message>
    <message>
        <source>Going out and scoring</source>
        <translation>Sortie et décompte</translation>
    </message>
    <message>
        <source>How long a discard stays on offer.</source>
        <translation>Combien de temps une carte défaussée reste à vendre.</translation>
    </message>
    <message>
        <source>How many buys each player has in each round.</source>
        <translation>Combien d&apos;achats chaque joueur a dans chaque manche.</translation>
    </message>
    <message>
        <source>How many decks are shuffled together for each number of players at the table.</source>
        <translation>Combien de paquets sont mélangés ensemble selon le nombre de joueurs à la table.</translation>
    </message>
    <message>
        <source>How many jokers each deck brings. Jokers are always wild.</source>
        <translation>Combien de Jokers chaque paquet apporte. Les Jokers sont toujours des jokers.</translation>
    </message>
    <message>
        <source>How many wild cards one meld may hold.</source>
        <translation>Combien de jokers une combinaison peut contenir.</translation>
    </message>
    <message>
        <source>How the first dealer is chosen.</source>
        <translation>Comment le premier donneur est désigné.</translation>
    </message>
    <message>
        <source>If you took the upcard you may not discard that same card in the same turn.</source>
        <translation>Qui a pris la carte de la défausse ne peut pas la redéfausser dans le même tour.</translation>
    </message>
    <message>
        <source>In a round played all at once (round 10) you go out by melding every card, with no discard.</source>
        <translation>Dans une manche jouée d&apos;un seul coup (manche 10), on sort en posant toutes ses cartes, sans défausse.</translation>
    </message>
    <message>
        <source>In a round played all at once (round 10) you may lay down melds beyond the contract when you go out.</source>
        <translation>Dans une manche jouée d&apos;un seul coup (manche 10), on peut poser plus de combinaisons que le contrat en sortant.</translation>
    </message>
    <message>
        <source>In rounds 1 to 9 you must end by discarding, not by laying off your last card.</source>
        <translation>Dans les manches 1 à 9, il faut finir par une défausse, pas en rajoutant sa dernière carte.</translation>
    </message>
    <message>
        <source>In the draw for dealer the ace is the highest card; off: the lowest.</source>
        <translation>Au tirage du donneur, l&apos;as est la plus forte carte&#xa0;; désactivé&#xa0;: la plus faible.</translation>
    </message>
    <message>
        <source>J 11, Q 12, K 13, a wild of the round 20, a joker 50.</source>
        <translation>V 11, D 12, R 13, le joker de la manche 20, un Joker 50.</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Joker points</source>
        <translation>Points du Joker</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Largest set</source>
        <translation>Taille maximale d&apos;un brelan</translation>
    </message>
    <message>
        <source>Lay off the natural a wild stands for and the wild slides to either end of the run.</source>
        <translation>Rajouter la carte naturelle que remplace un joker&#xa0;: le joker glisse à l&apos;un des bouts de la suite.</translation>
    </message>
    <message>
        <source>Laying down and off</source>
        <translation>Pose et rajout</translation>
    </message>
    <message>
        <source>Limit the wild cards in one meld (no limit by default).</source>
        <translation>Limite les jokers dans une combinaison (sans limite par défaut).</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinaisons</translation>
    </message>
    <message>
        <source>Melds and scoring</source>
        <translation>Combinaisons et décompte</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>New melds after going down</source>
        <translation>Nouvelles combinaisons après la pose</translation>
    </message>
    <message>
        <source>No all-wild melds</source>
        <translation>Pas de combinaison faite que de jokers</translation>
    </message>
    <message>
        <source>No going out on the first lap</source>
        <translation>Pas de sortie au premier tour de table</translation>
    </message>
    <message>
        <source>No lay-offs on the lay-down turn</source>
        <translation>Pas de rajout au tour de la pose</translation>
    </message>
    <message>
        <source>No throwing back the card you took</source>
        <translation>Pas de redéfausse de la carte prise</translation>
    </message>
    <message>
        <source>Nobody may go out until everyone has had one turn.</source>
        <translation>Personne ne peut sortir avant que chacun ait joué une fois.</translation>
    </message>
    <message>
        <source>Once down you may still start new melds on later turns.</source>
        <translation>Après la pose, on peut encore commencer de nouvelles combinaisons aux tours suivants.</translation>
    </message>
    <message>
        <source>Once down, you may lay off a card identical to a natural in the middle of a run.</source>
        <translation>Après la pose, on peut rajouter une carte identique à une carte naturelle au milieu d&apos;une suite.</translation>
    </message>
    <message>
        <source>Once you are down you may not take the upcard.</source>
        <translation>Après la pose, on ne peut plus prendre la carte de la défausse.</translation>
    </message>
    <message>
        <source>One deck for two players</source>
        <translation>Un paquet pour deux joueurs</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>Penalty cards per buy</source>
        <translation>Cartes de pénalité par achat</translation>
    </message>
    <message>
        <source>Play with exactly this many decks whatever the number of players (too few to deal the last round is refused).</source>
        <translation>Jouer avec exactement ce nombre de paquets quel que soit le nombre de joueurs (refusé s&apos;il n&apos;y en a pas assez pour distribuer la dernière manche).</translation>
    </message>
    <message>
        <source>Points taken off a player who lays down and goes out in one turn (0: off).</source>
        <translation>Points retirés au joueur qui pose et sort en un seul tour (0&#xa0;: désactivé).</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Manche {round}</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Runs stop at 13 cards</source>
        <translation>Suites de 13 cartes au plus</translation>
    </message>
    <message>
        <source>Sets of different ranks</source>
        <translation>Brelans de valeurs différentes</translation>
    </message>
    <message>
        <source>Sets of different suits</source>
        <translation>Brelans de couleurs différentes</translation>
    </message>
    <message>
        <source>Shanghai table (1 to 4 by length)</source>
        <translation>Table du Shanghai (1 à 4 selon la longueur)</translation>
    </message>
    <message>
        <source>Swap from sets</source>
        <translation>Échange dans les brelans</translation>
    </message>
    <message>
        <source>Swap from your own melds</source>
        <translation>Échange dans ses propres combinaisons</translation>
    </message>
    <message>
        <source>Swapping a wild off the table</source>
        <translation>Échanger un joker sur la table</translation>
    </message>
    <message>
        <source>The most cards a set may hold (no limit by default).</source>
        <translation>Le nombre maximal de cartes d&apos;un brelan (sans limite par défaut).</translation>
    </message>
    <message>
        <source>The name of this list of rounds.</source>
        <translation>Le nom de cette liste de manches.</translation>
    </message>
    <message>
        <source>The player who threw a card away may buy it back.</source>
        <translation>Le joueur qui a défaussé une carte peut la racheter.</translation>
    </message>
    <message>
        <source>The rounds of the game: cards dealt, the sets and runs each asks, buys, all at once.</source>
        <translation>Les manches de la partie&#xa0;: cartes distribuées, brelans et suites demandés, achats, d&apos;un seul coup.</translation>
    </message>
    <message>
        <source>Twins in the middle of a run</source>
        <translation>Jumelles au milieu d&apos;une suite</translation>
    </message>
    <message>
        <source>Two runs of one suit</source>
        <translation>Deux suites d&apos;une même couleur</translation>
    </message>
    <message>
        <source>Two runs of the same suit in one lay-down.</source>
        <translation>Deux suites de même couleur dans une même pose.</translation>
    </message>
    <message>
        <source>Two sets in one lay-down must be of different ranks.</source>
        <translation>Deux brelans d&apos;une même pose doivent être de valeurs différentes.</translation>
    </message>
    <message>
        <source>Wait for your next turn before adding cards to melds.</source>
        <translation>Attendre son tour suivant avant de rajouter des cartes aux combinaisons.</translation>
    </message>
    <message>
        <source>What an unmelded joker scores (15, or 50 in Five Crowns).</source>
        <translation>Ce que compte un Joker non posé (15, ou 50 au Five Crowns).</translation>
    </message>
    <message>
        <source>What each kind of card left in hand scores at the end of a round.</source>
        <translation>Ce que compte chaque sorte de carte restée en main à la fin d&apos;une manche.</translation>
    </message>
    <message>
        <source>What happens when someone must draw and the stock is empty.</source>
        <translation>Ce qui se passe quand quelqu&apos;un doit piocher et que le talon est vide.</translation>
    </message>
    <message>
        <source>When several players want to buy the same card.</source>
        <translation>Quand plusieurs joueurs veulent acheter la même carte.</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>Quand le talon est épuisé</translation>
    </message>
    <message>
        <source>When you may buy</source>
        <translation>Quand on peut acheter</translation>
    </message>
    <message>
        <source>Who gets a wanted card</source>
        <translation>Qui obtient une carte convoitée</translation>
    </message>
    <message>
        <source>Who wins when several players share the lowest total at the end.</source>
        <translation>Qui gagne quand plusieurs joueurs finissent à égalité avec le total le plus bas.</translation>
    </message>
    <message>
        <source>Wild card</source>
        <translation>Carte joker</translation>
    </message>
    <message>
        <source>Wild cards and dealing</source>
        <translation>Jokers et donne</translation>
    </message>
    <message>
        <source>Wild cards per meld</source>
        <translation>Jokers par combinaison</translation>
    </message>
    <message>
        <source>Wild swaps</source>
        <translation>Échange de jokers</translation>
    </message>
    <message>
        <source>Wilds may be swapped out of sets, not only runs.</source>
        <translation>Les jokers peuvent être échangés dans les brelans, pas seulement dans les suites.</translation>
    </message>
    <message>
        <source>Wilds per meld</source>
        <translation>Jokers par combinaison</translation>
    </message>
    <message>
        <source>Wilds slide along runs</source>
        <translation>Les jokers glissent dans les suites</translation>
    </message>
    <message>
        <source>With deuces wild, a 2 used as itself (a set of 2s, or its own place in a run) is a natural card, not the meld&apos;s wild.</source>
        <translation>Quand les 2 sont jokers, un 2 employé pour lui-même (un brelan de 2, ou sa propre place dans une suite) est une carte naturelle, pas le joker de la combinaison.</translation>
    </message>
    <message>
        <source>You may lay down more melds than the contract asks, in the same move.</source>
        <translation>On peut poser plus de combinaisons que le contrat n&apos;en demande, dans le même coup.</translation>
    </message>
    <message>
        <source>You may swap a wild out of your own melds too.</source>
        <translation>On peut aussi échanger un joker dans ses propres combinaisons.</translation>
    </message>
    <message>
        <source>all of them win</source>
        <translation>ils gagnent tous</translation>
    </message>
    <message>
        <source>any number</source>
        <translation>autant qu&apos;on veut</translation>
    </message>
    <message>
        <source>anything goes</source>
        <translation>tout est permis</translation>
    </message>
    <message>
        <source>at most one</source>
        <translation>un au plus</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>decks − 1</source>
        <translation>paquets − 1</translation>
    </message>
    <message>
        <source>default</source>
        <extracomment>Shown in an empty field of a house rule: the game&apos;s own value applies.</extracomment>
        <translation>par défaut</translation>
    </message>
    <message>
        <source>high card; ties draw again</source>
        <translation>carte la plus forte&#xa0;; en cas d&apos;égalité, on retire</translation>
    </message>
    <message>
        <source>high card; ties: youngest</source>
        <translation>carte la plus forte&#xa0;; en cas d&apos;égalité, le plus jeune</translation>
    </message>
    <message>
        <source>keep the wild in hand</source>
        <translation>garder le joker en main</translation>
    </message>
    <message>
        <source>lowest score in the last round</source>
        <translation>score le plus bas à la dernière manche</translation>
    </message>
    <message>
        <source>may not join end to end</source>
        <translation>ne doivent pas se toucher bout à bout</translation>
    </message>
    <message>
        <source>most rounds gone out first</source>
        <translation>le plus de manches finies en premier</translation>
    </message>
    <message>
        <source>nearest in turn order</source>
        <translation>le plus proche dans l&apos;ordre du jeu</translation>
    </message>
    <message>
        <source>need two missing ranks between</source>
        <translation>il faut deux valeurs manquantes entre elles</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>no more than its naturals</source>
        <translation>pas plus que de cartes naturelles</translation>
    </message>
    <message>
        <source>no swaps</source>
        <translation>pas d&apos;échange</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivée</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>A yes-or-no house rule&apos;s value (&quot;Deuces wild: on&quot;).</extracomment>
        <translation>activée</translation>
    </message>
    <message>
        <source>only to lay down with it</source>
        <translation>seulement pour poser avec</translation>
    </message>
    <message>
        <source>play the wild the same turn</source>
        <translation>jouer le joker dans le même tour</translation>
    </message>
    <message>
        <source>players − 1</source>
        <translation>joueurs − 1</translation>
    </message>
    <message>
        <source>round {first}: {value}</source>
        <translation>manche {first}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>rounds {first}–{last}: {value}</source>
        <translation>manches {first} à {last}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>shuffle the discards into a new stock</source>
        <translation>mélanger la défausse pour refaire le talon</translation>
    </message>
    <message>
        <source>the round ends, nobody out</source>
        <translation>la manche s&apos;arrête, personne ne sort</translation>
    </message>
    <message>
        <source>turn the discards over, unshuffled</source>
        <translation>retourner la défausse sans la mélanger</translation>
    </message>
    <message>
        <source>until the next discard</source>
        <translation>jusqu&apos;à la défausse suivante</translation>
    </message>
    <message>
        <source>until the next player draws</source>
        <translation>jusqu&apos;à ce que le joueur suivant pioche</translation>
    </message>
    <message>
        <source>whoever asks first</source>
        <translation>le premier qui demande</translation>
    </message>
    <message>
        <source>{choice} (default)</source>
        <extracomment>A choice of a house rule, marked as the game&apos;s own.</extracomment>
        <translation>{choice} (par défaut)</translation>
    </message>
    <message>
        <source>{first} players: {value}</source>
        <translation>{first} joueurs&#xa0;: {value}</translation>
    </message>
    <message>
        <source>{first}–{last} players: {value}</source>
        <translation>{first} à {last} joueurs&#xa0;: {value}</translation>
    </message>
    <message>
        <source>{rule}: write a number or a table like {&quot;4&quot;: 3}</source>
        <translation>{rule}&#xa0;: écrivez un nombre ou une table comme {&quot;4&quot;: 3}</translation>
    </message>
    <message>
        <source>{rule}: {explanation} Default: {value}.</source>
        <extracomment>The line under the house rules: a rule&apos;s name, what it does, and its default value.</extracomment>
        <translation>{rule}&#xa0;: {explanation} Par défaut&#xa0;: {value}.</translation>
    </message>
    <message>
        <source>{rule}: {value}</source>
        <translation>{rule}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>{value} for any number of players</source>
        <translation>{value} quel que soit le nombre de joueurs</translation>
    </message>
    <message>
        <source>{value} in every round</source>
        <translation>{value} à chaque manche</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
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
        <translation>Jeu à &amp;quatre couleurs (trèfle vert, carreau bleu)</translation>
    </message>
    <message>
        <source>&amp;High-contrast table (black felt, white edges)</source>
        <translation>Table à fort &amp;contraste (tapis noir, bords blancs)</translation>
    </message>
    <message>
        <source>&amp;Large index (big rank and suit in the corners)</source>
        <translation>Grands &amp;index (valeur et couleur en grand dans les coins)</translation>
    </message>
    <message>
        <source>Preview of the cards</source>
        <translation>Aperçu des cartes</translation>
    </message>
    <message>
        <source>Seeing the cards</source>
        <translation>Bien voir les cartes</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
</context>
<context>
    <name>StagingWords</name>
    <message numerus="yes">
        <source>A meld needs at least 3 cards (%n so far)</source>
        <translation>
            <numerusform>Une combinaison demande au moins 3 cartes (%n pour l&apos;instant)</numerusform>
            <numerusform>Une combinaison demande au moins 3 cartes (%n pour l&apos;instant)</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag cards into the lay-down area to build your melds</source>
        <translation>Faites glisser des cartes dans la zone de pose pour former vos combinaisons</translation>
    </message>
    <message>
        <source>Every staged group must be a meld</source>
        <translation>Chaque groupe préparé doit être une combinaison</translation>
    </message>
    <message>
        <source>Group {number}: {reason}</source>
        <extracomment>{number}: which staged group (1, 2…); {reason}: why it is no meld.</extracomment>
        <translation>Groupe {number} : {reason}</translation>
    </message>
    <message>
        <source>✔ run</source>
        <extracomment>A note under a staged group of cards: it is a valid run.</extracomment>
        <translation>✔ suite</translation>
    </message>
    <message>
        <source>✔ set</source>
        <extracomment>A note under a staged group of cards: it is a valid set.</extracomment>
        <translation>✔ brelan</translation>
    </message>
    <message>
        <source>✗ not a meld</source>
        <extracomment>A note under a staged group of cards that makes no meld.</extracomment>
        <translation>✗ pas une combinaison</translation>
    </message>
    <message>
        <source>✗ {count} of 3 cards</source>
        <extracomment>A note under a staged group too short for a meld; {count} is 1 or 2.</extracomment>
        <translation>✗ {count} cartes sur 3</translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message numerus="yes">
        <source>%n buy(s) left</source>
        <extracomment>Part of the buy offer, in brackets: how many buys the player has left this round.</extracomment>
        <translation>
            <numerusform>%n achat restant</numerusform>
            <numerusform>%n achats restants</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to {name}, to finish the turn.</source>
        <translation>Retour à {name}, pour finir son tour.</translation>
    </message>
    <message>
        <source>Choose Game ▸ New Game to deal.</source>
        <translation>Choisissez Partie ▸ Nouvelle partie pour distribuer.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: {who} win with %n point(s).</source>
        <extracomment>{who}: the tied winners (&quot;Ada and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Partie terminée : {who} gagnent avec %n point.</numerusform>
            <numerusform>Partie terminée : {who} gagnent avec %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {who} wins with %n point(s).</source>
        <translation>
            <numerusform>Partie terminée : {who} gagne avec %n point.</numerusform>
            <numerusform>Partie terminée : {who} gagne avec %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last turn ({who} went out): You can go out: press Go out, or discard a card</source>
        <translation>Dernier tour ({who} est sorti) : vous pouvez sortir : appuyez sur Sortir, ou défaussez une carte</translation>
    </message>
    <message>
        <source>Last turn ({who} went out): your turn</source>
        <extracomment>The start of a status line in the last turns of a round; {who} went out.</extracomment>
        <translation>Dernier tour ({who} est sorti) : à vous</translation>
    </message>
    <message>
        <source>No card is offered now</source>
        <translation>Aucune carte n&apos;est proposée pour l&apos;instant</translation>
    </message>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation>Passez l&apos;ordinateur à {name}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The round is over: see the scores.</source>
        <translation>La manche est terminée : voyez les scores.</translation>
    </message>
    <message>
        <source>The {card}: buy it ({buys}, {penalty}) or pass</source>
        <extracomment>The round&apos;s upcard is for sale; {buys}: &quot;2 buys left&quot;; {penalty}: &quot;no penalty&quot;.</extracomment>
        <translation>{card} : achetez-la ({buys}, {penalty}) ou passez</translation>
    </message>
    <message>
        <source>Waiting for {who}.</source>
        <translation>En attente de {who}.</translation>
    </message>
    <message>
        <source>You can go out: press Go out, or discard a card</source>
        <translation>Vous pouvez sortir : appuyez sur Sortir, ou défaussez une carte</translation>
    </message>
    <message>
        <source>Your turn</source>
        <extracomment>The start of a status line, before a colon and what to do.</extracomment>
        <translation>À vous</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <extracomment>The start of a status line when several people share the screen; {name} is whose.</extracomment>
        <translation>À vous, {name}</translation>
    </message>
    <message>
        <source>no penalty</source>
        <extracomment>Part of the buy offer, in brackets: a buy costs no penalty card.</extracomment>
        <translation>sans pénalité</translation>
    </message>
    <message numerus="yes">
        <source>plus %n penalty card(s)</source>
        <extracomment>Part of the buy offer, in brackets: the cards a buy costs besides the card.</extracomment>
        <translation>
            <numerusform>plus %n carte de pénalité</numerusform>
            <numerusform>plus %n cartes de pénalité</numerusform>
        </translation>
    </message>
    <message>
        <source>{buyer} may buy the {card}; {player}&apos;s turn goes on after.</source>
        <extracomment>On the pass screen: {buyer} may buy {card} in the middle of {player}&apos;s turn.</extracomment>
        <translation>{buyer} peut acheter {card} ; le tour de {player} continue ensuite.</translation>
    </message>
    <message>
        <source>{names} and {name}</source>
        <extracomment>Winners of a tie named one after another: &quot;Ada and Bea&quot;.</extracomment>
        <translation>{names} et {name}</translation>
    </message>
    <message>
        <source>{turn}: collect {contract} ({game}, round {round}), or discard a card</source>
        <translation>{turn} : réunissez {contract} ({game}, manche {round}), ou défaussez une carte</translation>
    </message>
    <message>
        <source>{turn}: collect {contract} all at once ({game}, round {round}), or discard a card</source>
        <translation>{turn} : réunissez {contract} d&apos;un coup ({game}, manche {round}), ou défaussez une carte</translation>
    </message>
    <message>
        <source>{turn}: collect {contract}, or discard a card</source>
        <translation>{turn} : réunissez {contract}, ou défaussez une carte</translation>
    </message>
    <message>
        <source>{turn}: discard a card</source>
        <extracomment>{turn}: &quot;Your turn&quot; (or &quot;Your turn, Ann&quot;).</extracomment>
        <translation>{turn} : défaussez une carte</translation>
    </message>
    <message>
        <source>{turn}: draw from the stock</source>
        <extracomment>{turn}: &quot;Your turn&quot; (or &quot;Your turn, Ann&quot;).</extracomment>
        <translation>{turn} : piochez au talon</translation>
    </message>
    <message>
        <source>{turn}: draw from the stock or take the {card}</source>
        <extracomment>{turn}: &quot;Your turn&quot; (or &quot;Your turn, Ann&quot;); {card}: the top discard.</extracomment>
        <translation>{turn} : piochez au talon ou prenez {card}</translation>
    </message>
    <message>
        <source>{turn}: lay down or collect {contract} ({game}, round {round}), or discard a card (looking at your hand…)</source>
        <translation>{turn} : posez ou réunissez {contract} ({game}, manche {round}), ou défaussez une carte (examen de votre main…)</translation>
    </message>
    <message>
        <source>{turn}: lay down or collect {contract} all at once ({game}, round {round}), or discard a card (looking at your hand…)</source>
        <translation>{turn} : posez ou réunissez {contract} d&apos;un coup ({game}, manche {round}), ou défaussez une carte (examen de votre main…)</translation>
    </message>
    <message>
        <source>{turn}: lay down or collect {contract}, or discard a card (looking at your hand…)</source>
        <translation>{turn} : posez ou réunissez {contract}, ou défaussez une carte (examen de votre main…)</translation>
    </message>
    <message>
        <source>{turn}: lay down {contract} ({game}, round {round}), or discard a card</source>
        <translation>{turn} : posez {contract} ({game}, manche {round}), ou défaussez une carte</translation>
    </message>
    <message>
        <source>{turn}: lay down {contract} all at once ({game}, round {round}), or discard a card</source>
        <extracomment>{contract}: the round&apos;s melds (&quot;two sets of three&quot;); {game}: the game&apos;s name.</extracomment>
        <translation>{turn} : posez {contract} d&apos;un coup ({game}, manche {round}), ou défaussez une carte</translation>
    </message>
    <message>
        <source>{turn}: lay down {contract}, or discard a card</source>
        <extracomment>{contract}: the round&apos;s melds in words (&quot;a set of three and a run of four&quot;).</extracomment>
        <translation>{turn} : posez {contract}, ou défaussez une carte</translation>
    </message>
    <message>
        <source>{turn}: lay off cards on the melds, or discard a card</source>
        <extracomment>{turn}: &quot;Your turn&quot; (or &quot;Your turn, Ann&quot;).</extracomment>
        <translation>{turn} : rajoutez des cartes aux combinaisons, ou défaussez une carte</translation>
    </message>
    <message>
        <source>{who} is playing…</source>
        <translation>{who} joue…</translation>
    </message>
    <message>
        <source>{who} is thinking…</source>
        <translation>{who} réfléchit…</translation>
    </message>
    <message>
        <source>{who} may buy the {card}…</source>
        <extracomment>{who}: a player&apos;s name; {card}: the card offered for sale.</extracomment>
        <translation>{who} peut acheter {card}…</translation>
    </message>
    <message>
        <source>{who} threw the {card}: buy it ({buys}, {penalty}) or pass</source>
        <extracomment>{who} threw {card}; {buys}: &quot;2 buys left&quot;; {penalty}: &quot;plus 1 penalty card&quot;.</extracomment>
        <translation>{who} a défaussé {card} : achetez-la ({buys}, {penalty}) ou passez</translation>
    </message>
</context>
<context>
    <name>TableCaptions</name>
    <message>
        <source>Discard</source>
        <comment>pile</comment>
        <extracomment>Under the discard pile when its top card was turned up, not thrown: a noun.</extracomment>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>from {name}</source>
        <extracomment>Under the discard pile: who threw its top card (short).</extracomment>
        <translation>de {name}</translation>
    </message>
    <message>
        <source>your discard</source>
        <extracomment>Under the discard pile: the viewer threw its top card (short).</extracomment>
        <translation>votre défausse</translation>
    </message>
</context>
<context>
    <name>TableLooks</name>
    <message>
        <source>Blue baize</source>
        <translation>Tapis bleu</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Treillis bleu</translation>
    </message>
    <message>
        <source>Green baize</source>
        <translation>Tapis vert</translation>
    </message>
    <message>
        <source>Green lattice</source>
        <translation>Treillis vert</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation>Treillis rouge</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Le dos d&apos;origine du jeu</translation>
    </message>
    <message>
        <source>Wine baize</source>
        <translation>Tapis bordeaux</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message numerus="yes">
        <source>%n buy(s) left</source>
        <translation>
            <numerusform>%n achat restant</numerusform>
            <numerusform>%n achats restants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) below</source>
        <extracomment>Spoken after the discard pile&apos;s top card: how many cards lie under it.</extracomment>
        <translation>
            <numerusform>%n carte dessous</numerusform>
            <numerusform>%n cartes dessous</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>Spoken of a seat: its total score so far.</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>A meld</source>
        <translation>Une combinaison</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Défausse : vide</translation>
    </message>
    <message>
        <source>Discard pile: {card}</source>
        <translation>Défausse : {card}</translation>
    </message>
    <message>
        <source>Enter draws the top card</source>
        <translation>Entrée pioche la carte du dessus</translation>
    </message>
    <message>
        <source>Enter takes it</source>
        <translation>Entrée la prend</translation>
    </message>
    <message>
        <source>Lay-down area</source>
        <translation>Zone de pose</translation>
    </message>
    <message numerus="yes">
        <source>Lay-down area, %n meld(s) made</source>
        <translation>
            <numerusform>Zone de pose, %n combinaison formée</numerusform>
            <numerusform>Zone de pose, %n combinaisons formées</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} is over. This round: {points}. Totals: {totals}.</source>
        <extracomment>{points}: each player&apos;s points this round (&quot;Ada 0, Bea 35&quot;); {totals}: so far.</extracomment>
        <translation>La manche {round} est terminée. Cette manche : {points}. Totaux : {totals}.</translation>
    </message>
    <message>
        <source>Round {round} is over. {name} went out. This round: {points}. Totals: {totals}.</source>
        <translation>La manche {round} est terminée. {name} est sorti. Cette manche : {points}. Totaux : {totals}.</translation>
    </message>
    <message>
        <source>Scores: {scores}.</source>
        <translation>Scores : {scores}.</translation>
    </message>
    <message>
        <source>Space on a held card lays it off here</source>
        <translation>Espace sur une carte tenue la rajoute ici</translation>
    </message>
    <message>
        <source>Space picks it up; Enter selects it; X discards it</source>
        <extracomment>What the keys do to a card in the hand (the keys are the same in every language).</extracomment>
        <translation>Espace la prend ; Entrée la sélectionne ; X la défausse</translation>
    </message>
    <message>
        <source>Space picks it up; L lays your melds down</source>
        <translation>Espace la prend ; L pose vos combinaisons</translation>
    </message>
    <message>
        <source>Space puts the held cards here as a new meld</source>
        <translation>Espace place ici les cartes tenues comme nouvelle combinaison</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), face down</source>
        <translation>
            <numerusform>Talon : %n carte, face cachée</numerusform>
            <numerusform>Talon : %n cartes, face cachée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s).</source>
        <translation>
            <numerusform>Talon : %n carte.</numerusform>
            <numerusform>Talon : %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You: %n card(s)</source>
        <extracomment>A seat&apos;s facts, spoken: the player&apos;s own, with the cards in hand.</extracomment>
        <translation>
            <numerusform>Vous : %n carte</numerusform>
            <numerusform>Vous : %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s): {groups}.</source>
        <extracomment>{groups}: the hand&apos;s groups, one after another, separated by semicolons.</extracomment>
        <translation>
            <numerusform>Votre main, %n carte : {groups}.</numerusform>
            <numerusform>Votre main, %n cartes : {groups}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your melds: {melds}.</source>
        <translation>Vos combinaisons : {melds}.</translation>
    </message>
    <message>
        <source>Your run: {cards}</source>
        <translation>Votre suite : {cards}</translation>
    </message>
    <message>
        <source>Your set: {cards}</source>
        <translation>Votre brelan : {cards}</translation>
    </message>
    <message>
        <source>can be bought</source>
        <extracomment>Spoken after the discard pile&apos;s top card: the others may buy it now.</extracomment>
        <translation>peut être achetée</translation>
    </message>
    <message>
        <source>dead, cannot be taken</source>
        <extracomment>Spoken after the discard pile&apos;s top card: nobody may take it.</extracomment>
        <translation>morte, ne peut pas être prise</translation>
    </message>
    <message>
        <source>down</source>
        <extracomment>Spoken of a seat: it has laid its contract down.</extracomment>
        <translation>a posé</translation>
    </message>
    <message>
        <source>group {number}: {cards}</source>
        <extracomment>One group of the hand as it is arranged: {number} which, {cards} its cards.</extracomment>
        <translation>groupe {number} : {cards}</translation>
    </message>
    <message>
        <source>no cards</source>
        <extracomment>Spoken: a group of cards with nothing in it.</extracomment>
        <translation>aucune carte</translation>
    </message>
    <message>
        <source>not down</source>
        <extracomment>Spoken of a seat: it has not laid its contract down yet.</extracomment>
        <translation>n&apos;a pas posé</translation>
    </message>
    <message>
        <source>not yet:</source>
        <extracomment>Spoken in place of the cross before a staged group&apos;s note (&quot;✗ not a meld&quot;).</extracomment>
        <translation>pas encore :</translation>
    </message>
    <message>
        <source>the upcard</source>
        <extracomment>Spoken after the discard pile&apos;s top card: it was turned up at the deal.</extracomment>
        <translation>la carte retournée</translation>
    </message>
    <message>
        <source>thrown by {name}</source>
        <extracomment>Spoken after the discard pile&apos;s top card: who threw it.</extracomment>
        <translation>défaussée par {name}</translation>
    </message>
    <message>
        <source>to play</source>
        <extracomment>Spoken of a seat: it is its turn.</extracomment>
        <translation>doit jouer</translation>
    </message>
    <message>
        <source>valid:</source>
        <extracomment>Spoken in place of the tick before a staged group&apos;s note (&quot;✔ run&quot;).</extracomment>
        <translation>valide :</translation>
    </message>
    <message>
        <source>{card} as a {rank}</source>
        <extracomment>A wild card in a set and the rank it stands for (&quot;Joker as a Seven&quot;).</extracomment>
        <translation>{card} comme {rank}</translation>
    </message>
    <message>
        <source>{card} as the {stands}</source>
        <extracomment>A wild card in a run and the card it stands for (&quot;Joker as the Six of hearts&quot;).</extracomment>
        <translation>{card} comme {stands}</translation>
    </message>
    <message>
        <source>{card}, in meld {group} you are making, {position} of {count}</source>
        <extracomment>Spoken for a card in the lay-down area: {group} which staged meld it is in.</extracomment>
        <translation>{card}, dans la combinaison {group} en préparation, {position} sur {count}</translation>
    </message>
    <message>
        <source>{card}, in your hand, {position} of {count}</source>
        <extracomment>Spoken for the focused card: {card} its name, {position} of {count} in the hand.</extracomment>
        <translation>{card}, dans votre main, {position} sur {count}</translation>
    </message>
    <message>
        <source>{card}, wild</source>
        <extracomment>Spoken: a card that is wild this round; {card} is its name (&quot;Seven of hearts&quot;).</extracomment>
        <translation>{card}, joker</translation>
    </message>
    <message>
        <source>{game}, round {round}: {words}.</source>
        <extracomment>The first sentence of the table&apos;s description: the game, the round and what it asks.</extracomment>
        <translation>{game}, manche {round} : {words}.</translation>
    </message>
    <message>
        <source>{name} {points}</source>
        <extracomment>A player&apos;s name and points in a list of scores (&quot;Ada 40&quot;).</extracomment>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <source>{name}&apos;s run: {cards}</source>
        <translation>Suite de {name} : {cards}</translation>
    </message>
    <message>
        <source>{name}&apos;s set: {cards}</source>
        <extracomment>{name}: the player whose meld it is; {cards}: its cards.</extracomment>
        <translation>Brelan de {name} : {cards}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <extracomment>A seat&apos;s facts, spoken: {name}, with the cards in their hand.</extracomment>
        <translation>
            <numerusform>{name} : %n carte</numerusform>
            <numerusform>{name} : %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}; melds: {melds}</source>
        <extracomment>A seat&apos;s facts, then its melds (each &quot;Ada&apos;s set: …&quot;).</extracomment>
        <translation>{seat} ; combinaisons : {melds}</translation>
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
