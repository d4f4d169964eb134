<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CardNames</name>
    <message>
        <source>Ace of clubs</source>
        <translation>As de trèfle</translation>
    </message>
    <message>
        <source>Ace of diamonds</source>
        <translation>As de carreau</translation>
    </message>
    <message>
        <source>Ace of hearts</source>
        <translation>As de cœur</translation>
    </message>
    <message>
        <source>Ace of spades</source>
        <translation>As de pique</translation>
    </message>
    <message>
        <source>Eight of clubs</source>
        <translation>Huit de trèfle</translation>
    </message>
    <message>
        <source>Eight of diamonds</source>
        <translation>Huit de carreau</translation>
    </message>
    <message>
        <source>Eight of hearts</source>
        <translation>Huit de cœur</translation>
    </message>
    <message>
        <source>Eight of spades</source>
        <translation>Huit de pique</translation>
    </message>
    <message>
        <source>Five of clubs</source>
        <translation>Cinq de trèfle</translation>
    </message>
    <message>
        <source>Five of diamonds</source>
        <translation>Cinq de carreau</translation>
    </message>
    <message>
        <source>Five of hearts</source>
        <translation>Cinq de cœur</translation>
    </message>
    <message>
        <source>Five of spades</source>
        <translation>Cinq de pique</translation>
    </message>
    <message>
        <source>Four of clubs</source>
        <translation>Quatre de trèfle</translation>
    </message>
    <message>
        <source>Four of diamonds</source>
        <translation>Quatre de carreau</translation>
    </message>
    <message>
        <source>Four of hearts</source>
        <translation>Quatre de cœur</translation>
    </message>
    <message>
        <source>Four of spades</source>
        <translation>Quatre de pique</translation>
    </message>
    <message>
        <source>Jack of clubs</source>
        <translation>Valet de trèfle</translation>
    </message>
    <message>
        <source>Jack of diamonds</source>
        <translation>Valet de carreau</translation>
    </message>
    <message>
        <source>Jack of hearts</source>
        <translation>Valet de cœur</translation>
    </message>
    <message>
        <source>Jack of spades</source>
        <translation>Valet de pique</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>King of clubs</source>
        <translation>Roi de trèfle</translation>
    </message>
    <message>
        <source>King of diamonds</source>
        <translation>Roi de carreau</translation>
    </message>
    <message>
        <source>King of hearts</source>
        <translation>Roi de cœur</translation>
    </message>
    <message>
        <source>King of spades</source>
        <translation>Roi de pique</translation>
    </message>
    <message>
        <source>Nine of clubs</source>
        <translation>Neuf de trèfle</translation>
    </message>
    <message>
        <source>Nine of diamonds</source>
        <translation>Neuf de carreau</translation>
    </message>
    <message>
        <source>Nine of hearts</source>
        <translation>Neuf de cœur</translation>
    </message>
    <message>
        <source>Nine of spades</source>
        <translation>Neuf de pique</translation>
    </message>
    <message>
        <source>Queen of clubs</source>
        <translation>Dame de trèfle</translation>
    </message>
    <message>
        <source>Queen of diamonds</source>
        <translation>Dame de carreau</translation>
    </message>
    <message>
        <source>Queen of hearts</source>
        <translation>Dame de cœur</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <translation>Dame de pique</translation>
    </message>
    <message>
        <source>Seven of clubs</source>
        <translation>Sept de trèfle</translation>
    </message>
    <message>
        <source>Seven of diamonds</source>
        <translation>Sept de carreau</translation>
    </message>
    <message>
        <source>Seven of hearts</source>
        <translation>Sept de cœur</translation>
    </message>
    <message>
        <source>Seven of spades</source>
        <translation>Sept de pique</translation>
    </message>
    <message>
        <source>Six of clubs</source>
        <translation>Six de trèfle</translation>
    </message>
    <message>
        <source>Six of diamonds</source>
        <translation>Six de carreau</translation>
    </message>
    <message>
        <source>Six of hearts</source>
        <translation>Six de cœur</translation>
    </message>
    <message>
        <source>Six of spades</source>
        <translation>Six de pique</translation>
    </message>
    <message>
        <source>Ten of clubs</source>
        <translation>Dix de trèfle</translation>
    </message>
    <message>
        <source>Ten of diamonds</source>
        <translation>Dix de carreau</translation>
    </message>
    <message>
        <source>Ten of hearts</source>
        <translation>Dix de cœur</translation>
    </message>
    <message>
        <source>Ten of spades</source>
        <translation>Dix de pique</translation>
    </message>
    <message>
        <source>Three of clubs</source>
        <translation>Trois de trèfle</translation>
    </message>
    <message>
        <source>Three of diamonds</source>
        <translation>Trois de carreau</translation>
    </message>
    <message>
        <source>Three of hearts</source>
        <translation>Trois de cœur</translation>
    </message>
    <message>
        <source>Three of spades</source>
        <translation>Trois de pique</translation>
    </message>
    <message>
        <source>Two of clubs</source>
        <translation>Deux de trèfle</translation>
    </message>
    <message>
        <source>Two of diamonds</source>
        <translation>Deux de carreau</translation>
    </message>
    <message>
        <source>Two of hearts</source>
        <translation>Deux de cœur</translation>
    </message>
    <message>
        <source>Two of spades</source>
        <translation>Deux de pique</translation>
    </message>
    <message>
        <source>{card}, wild</source>
        <extracomment>A card that is wild this round, as a screen reader says it: &quot;Seven of hearts, wild&quot;.</extracomment>
        <translation>{card}, joker</translation>
    </message>
</context>
<context>
    <name>ChartWords</name>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n manche</numerusform>
            <numerusform>%n manches</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Aucune partie terminée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>The chart&apos;s x axis: the rounds played.</extracomment>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Courbe des scores</translation>
    </message>
    <message numerus="yes">
        <source>Totals after %n round(s): {values}</source>
        <extracomment>{values}: each player&apos;s total, &quot;Ann: 40, Bo: 12&quot;.</extracomment>
        <translation>
            <numerusform>Totaux après %n manche&#xa0;: {values}</numerusform>
            <numerusform>Totaux après %n manches&#xa0;: {values}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: {value}</source>
        <extracomment>A player&apos;s last value: &quot;Ann: 40&quot;.</extracomment>
        <translation>{name}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>{name}: {value} ({count})</source>
        <extracomment>A player&apos;s last value, and how many values their line has: &quot;Ann: 85% (3 games)&quot;.</extracomment>
        <translation>{name}&#xa0;: {value} ({count})</translation>
    </message>
</context>
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
    <name>CoachPanelWords</name>
    <message numerus="yes">
        <source>%n best</source>
        <extracomment>How many decisions the coach marked best.</extracomment>
        <translation>
            <numerusform>%n meilleur</numerusform>
            <numerusform>%n meilleurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n gaffe</numerusform>
            <numerusform>%n gaffes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n good</source>
        <translation>
            <numerusform>%n bon</numerusform>
            <numerusform>%n bons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy</source>
        <translation>
            <numerusform>%n imprécision</numerusform>
            <numerusform>%n imprécisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Analyse again</source>
        <translation>Analyser à nouveau</translation>
    </message>
    <message>
        <source>Analyse my play</source>
        <translation>Analyser mon jeu</translation>
    </message>
    <message>
        <source>Analysing… %p%</source>
        <extracomment>The progress bar&apos;s text; %p is the percentage done (Qt fills it in).</extracomment>
        <translation>Analyse en cours… %p&#xa0;%</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analyse annulée.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message numerus="yes">
        <source>Expected points against the table after each of %n turn(s), from {low} to {high} (higher is better); blunders in round {round}</source>
        <extracomment>{round}: the round the blunders were made in.</extracomment>
        <translation>
            <numerusform>Points attendus face à la table après %n tour, de {low} à {high} (plus haut, c&apos;est mieux)&#xa0;; gaffes à la manche {round}</numerusform>
            <numerusform>Points attendus face à la table après chacun des %n tours, de {low} à {high} (plus haut, c&apos;est mieux)&#xa0;; gaffes à la manche {round}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expected points against the table after each of %n turn(s), from {low} to {high} (higher is better); blunders in rounds {rounds}</source>
        <extracomment>{rounds}: the rounds the blunders were made in, &quot;2, 5, 7&quot;.</extracomment>
        <translation>
            <numerusform>Points attendus face à la table après %n tour, de {low} à {high} (plus haut, c&apos;est mieux)&#xa0;; gaffes aux manches {rounds}</numerusform>
            <numerusform>Points attendus face à la table après chacun des %n tours, de {low} à {high} (plus haut, c&apos;est mieux)&#xa0;; gaffes aux manches {rounds}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expected points against the table after each of %n turn(s), from {low} to {high} (higher is better); no blunder</source>
        <translation>
            <numerusform>Points attendus face à la table après %n tour, de {low} à {high} (plus haut, c&apos;est mieux)&#xa0;; aucune gaffe</numerusform>
            <numerusform>Points attendus face à la table après chacun des %n tours, de {low} à {high} (plus haut, c&apos;est mieux)&#xa0;; aucune gaffe</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected points against the table after each of your turns (higher is better)</source>
        <translation>Points attendus face à la table après chacun de vos tours (plus haut, c&apos;est mieux)</translation>
    </message>
    <message>
        <source>Expected points against the table after each of your turns (up: better); a dot&apos;s colour is the turn&apos;s worst mark</source>
        <translation>Points attendus face à la table après chacun de vos tours (en haut&#xa0;: mieux)&#xa0;; la couleur d&apos;un point est la pire note du tour</translation>
    </message>
    <message>
        <source>Expected points chart</source>
        <translation>Courbe des points attendus</translation>
    </message>
    <message>
        <source>Judge each of your decisions from what you could see then</source>
        <translation>Juger chacune de vos décisions d&apos;après ce que vous pouviez voir à ce moment-là</translation>
    </message>
    <message>
        <source>No analysis yet</source>
        <translation>Pas encore d&apos;analyse</translation>
    </message>
    <message>
        <source>No human played this game: nothing to analyse.</source>
        <translation>Aucun humain n&apos;a joué cette partie&#xa0;: rien à analyser.</translation>
    </message>
    <message>
        <source>Not analysed: {problem}</source>
        <translation>Non analysée&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>Player to analyse</source>
        <translation>Joueur à analyser</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt en cours…</translation>
    </message>
    <message>
        <source>The analysis stopped: {problem}</source>
        <translation>L&apos;analyse s&apos;est arrêtée&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>round {number}</source>
        <extracomment>The chart&apos;s first round under its axis, &quot;round 1&quot; (later ones: the number).</extracomment>
        <translation>manche {number}</translation>
    </message>
    <message>
        <source>{name}: accuracy {accuracy}, mean loss {loss} points a decision ({counts})</source>
        <extracomment>{counts}: how many decisions got each mark, &quot;12 best, 3 good, 1 blunder&quot;.</extracomment>
        <translation>{name}&#xa0;: précision {accuracy}, perte moyenne {loss} points par décision ({counts})</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value}&#xa0;%</translation>
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
    <name>ContractGrid</name>
    <message>
        <source>All at once</source>
        <translation>Tout d&apos;un coup</translation>
    </message>
    <message>
        <source>Buys</source>
        <translation>Achats</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Cartes distribuées</translation>
    </message>
    <message>
        <source>Laid down and gone out in one turn, like Hillbilly&apos;s round 10</source>
        <translation>Posé et terminé en un seul tour, comme la manche 10 de Hillbilly</translation>
    </message>
    <message>
        <source>Reads as</source>
        <translation>Se lit</translation>
    </message>
    <message>
        <source>Runs (cards each)</source>
        <translation>Suites (cartes chacune)</translation>
    </message>
    <message>
        <source>Runs: the least cards of each run</source>
        <translation>Suites&#xa0;: le minimum de cartes de chaque suite</translation>
    </message>
    <message>
        <source>Sets (cards each)</source>
        <translation>Brelans (cartes chacun)</translation>
    </message>
    <message>
        <source>Sets: the least cards of each set</source>
        <translation>Brelans&#xa0;: le minimum de cartes de chaque brelan</translation>
    </message>
    <message>
        <source>The least cards of each run, with commas: 3, 4 asks for a run of three and a run of four. Leave it empty for no runs.</source>
        <translation>Le minimum de cartes de chaque suite, séparé par des virgules&#xa0;: 3, 4 demande une suite de trois et une suite de quatre. Laissez vide pour aucune suite.</translation>
    </message>
    <message>
        <source>The least cards of each set, with commas: 3, 4 asks for a set of three and a set of four. Leave it empty for no sets.</source>
        <translation>Le minimum de cartes de chaque brelan, séparé par des virgules&#xa0;: 3, 4 demande un brelan de trois et un brelan de quatre. Laissez vide pour aucun brelan.</translation>
    </message>
    <message>
        <source>a round asks for at most {most} runs, not {count}</source>
        <translation>une manche demande au plus {most} suites, pas {count}</translation>
    </message>
    <message>
        <source>a round asks for at most {most} sets, not {count}</source>
        <translation>une manche demande au plus {most} brelans, pas {count}</translation>
    </message>
    <message>
        <source>at once</source>
        <extracomment>A round&apos;s check box: laid down and gone out in one turn.</extracomment>
        <translation>d&apos;un coup</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>An empty Sets or Runs box: no melds of that kind.</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>the runs are the least cards of each run as numbers with commas, like &quot;3, 4&quot;, not &quot;{bad}&quot;</source>
        <extracomment>Follows &quot;Round 3: &quot;; {bad} is what the player typed.</extracomment>
        <translation>les suites s&apos;écrivent comme le minimum de cartes de chaque suite, en nombres séparés par des virgules, comme «&#xa0;3, 4&#xa0;», pas «&#xa0;{bad}&#xa0;»</translation>
    </message>
    <message>
        <source>the sets are the least cards of each set as numbers with commas, like &quot;3, 4&quot;, not &quot;{bad}&quot;</source>
        <extracomment>Follows &quot;Round 3: &quot;; {bad} is what the player typed.</extracomment>
        <translation>les brelans s&apos;écrivent comme le minimum de cartes de chaque brelan, en nombres séparés par des virgules, comme «&#xa0;3, 4&#xa0;», pas «&#xa0;{bad}&#xa0;»</translation>
    </message>
</context>
<context>
    <name>ContractWords</name>
    <message numerus="yes">
        <source>%n runs of {size}</source>
        <translation>
            <numerusform>%n suite de {size}</numerusform>
            <numerusform>%n suites de {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sets of {size}</source>
        <translation>
            <numerusform>%n brelan de {size}</numerusform>
            <numerusform>%n brelans de {size}</numerusform>
        </translation>
    </message>
    <message>
        <source>10 rounds of 7 to 16 cards; the last laid down and gone out at once</source>
        <translation>10 manches de 7 à 16 cartes ; la dernière posée et terminée d&apos;un coup</translation>
    </message>
    <message>
        <source>10 rounds of contracts, jokers wild, buying</source>
        <translation>10 manches à contrats, jokers, achats</translation>
    </message>
    <message>
        <source>10s</source>
        <translation>Les 10</translation>
    </message>
    <message>
        <source>11 rounds of 3 to 13 cards, a new wild rank each round</source>
        <translation>11 manches de 3 à 13 cartes, une nouvelle valeur joker à chaque manche</translation>
    </message>
    <message>
        <source>2s</source>
        <translation>Les 2</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>Les 3</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>Les 4</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>Les 5</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>Les 6</translation>
    </message>
    <message>
        <source>7 deals of 10 then 12 cards; one joker to a double pack; cards at pip value</source>
        <translation>7 donnes de 10 puis 12 cartes ; un joker par double jeu ; cartes à leur valeur</translation>
    </message>
    <message>
        <source>7 hands of 11 cards; the last is three runs, all out with no discard</source>
        <translation>7 donnes de 11 cartes ; la dernière est trois suites, tout posé sans défausse</translation>
    </message>
    <message>
        <source>7 rounds of 10 then 12 cards; two decks, one joker fewer than players</source>
        <translation>7 manches de 10 puis 12 cartes ; deux jeux, un joker de moins que de joueurs</translation>
    </message>
    <message>
        <source>7s</source>
        <translation>Les 7</translation>
    </message>
    <message>
        <source>8s</source>
        <translation>Les 8</translation>
    </message>
    <message>
        <source>9s</source>
        <translation>Les 9</translation>
    </message>
    <message numerus="yes">
        <source>Round {round_no}: {contract}, %n card(s)</source>
        <translation>
            <numerusform>Manche {round_no} : {contract}, %n carte</numerusform>
            <numerusform>Manche {round_no} : {contract}, %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round {round_no}: {contract}, %n card(s), laid down and gone out at once</source>
        <translation>
            <numerusform>Manche {round_no} : {contract}, %n carte, posé et terminé d&apos;un coup</numerusform>
            <numerusform>Manche {round_no} : {contract}, %n cartes, posé et terminé d&apos;un coup</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round_no}: {what}</source>
        <translation>Manche {round_no} : {what}</translation>
    </message>
    <message>
        <source>a run of {size}</source>
        <translation>une suite de {size}</translation>
    </message>
    <message>
        <source>a set of {size}</source>
        <translation>un brelan de {size}</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>Les as</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>four runs of {size}</source>
        <translation>quatre suites de {size}</translation>
    </message>
    <message>
        <source>four sets of {size}</source>
        <translation>quatre brelans de {size}</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>Les valets</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>Les rois</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A round that asks for no melds at all.</extracomment>
        <translation>rien</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Les dames</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>three runs of {size}</source>
        <translation>trois suites de {size}</translation>
    </message>
    <message>
        <source>three sets of {size}</source>
        <translation>trois brelans de {size}</translation>
    </message>
    <message>
        <source>two runs of {size}</source>
        <translation>deux suites de {size}</translation>
    </message>
    <message>
        <source>two sets of {size}</source>
        <translation>deux brelans de {size}</translation>
    </message>
    <message>
        <source>{game}, round {round_no} of {rounds}: {what}</source>
        <translation>{game}, manche {round_no} sur {rounds} : {what}</translation>
    </message>
    <message>
        <source>{game}, round {round_no} of {rounds}: {what}, all at once</source>
        <translation>{game}, manche {round_no} sur {rounds} : {what}, tout d&apos;un coup</translation>
    </message>
    <message>
        <source>{parts} and {last}</source>
        <extracomment>A contract&apos;s last part: &quot;a set of three and a run of four&quot;.</extracomment>
        <translation>{parts} et {last}</translation>
    </message>
    <message>
        <source>{parts}, {part}</source>
        <extracomment>A contract&apos;s parts listed, all but the last: &quot;a set of three, a set of four&quot;.</extracomment>
        <translation>{parts}, {part}</translation>
    </message>
    <message>
        <source>{ranks} are wild</source>
        <translation>{ranks} sont jokers</translation>
    </message>
</context>
<context>
    <name>Contracts</name>
    <message numerus="yes">
        <source>%n round(s) of the Contracts tab</source>
        <translation>
            <numerusform>%n manche de l&apos;onglet Contrats</numerusform>
            <numerusform>%n manches de l&apos;onglet Contrats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) you saved</source>
        <translation>
            <numerusform>%n manche que vous avez enregistrée</numerusform>
            <numerusform>%n manches que vous avez enregistrées</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add round</source>
        <extracomment>The Contracts tab&apos;s buttons: each letter differs from the other tabs&apos; and buttons&apos;.</extracomment>
        <translation>&amp;Ajouter une manche</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Save as</source>
        <translation>Enregistrer &amp;sous</translation>
    </message>
    <message numerus="yes">
        <source>All %n rounds can be played, with this game&apos;s house rules ({changed} changed).</source>
        <extracomment>{changed}: how many house rules differ from the standard ones.</extracomment>
        <translation>
            <numerusform>%n manche peut être jouée, avec les règles maison de cette partie ({changed} modifiées).</numerusform>
            <numerusform>Les %n manches peuvent être jouées, avec les règles maison de cette partie ({changed} modifiées).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n rounds can be played.</source>
        <translation>
            <numerusform>%n manche peut être jouée.</numerusform>
            <numerusform>Les %n manches peuvent être jouées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the round to remove first.</source>
        <translation>Choisissez d&apos;abord la manche à supprimer.</translation>
    </message>
    <message>
        <source>Contract Rummy</source>
        <translation>Rami à contrats</translation>
    </message>
    <message>
        <source>Contract Rummy (Bicycle)</source>
        <translation>Rami à contrats (Bicycle)</translation>
    </message>
    <message>
        <source>Contract game</source>
        <translation>Jeu à contrats</translation>
    </message>
    <message>
        <source>Contract lists (*.json)</source>
        <translation>Listes de contrats (*.json)</translation>
    </message>
    <message>
        <source>Contract lists (*.json);;All files (*)</source>
        <translation>Listes de contrats (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>Export contracts</source>
        <translation>Exporter les contrats</translation>
    </message>
    <message>
        <source>Exported to {file}: share it with the other table.</source>
        <translation>Exporté dans {file}&#xa0;: partagez-le avec l&apos;autre table.</translation>
    </message>
    <message>
        <source>Hillbilly Rummy</source>
        <translation>Hillbilly Rummy</translation>
    </message>
    <message>
        <source>Import contracts</source>
        <translation>Importer des contrats</translation>
    </message>
    <message>
        <source>Keep these rounds under this name, to load in a later game</source>
        <translation>Garder ces manches sous ce nom, pour les charger dans une autre partie</translation>
    </message>
    <message>
        <source>Liverpool Rummy</source>
        <translation>Rami Liverpool</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>M&amp;onter</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Desc&amp;endre</translation>
    </message>
    <message>
        <source>Name of these rounds</source>
        <translation>Nom de ces manches</translation>
    </message>
    <message>
        <source>Re&amp;move round</source>
        <translation>Supprimer la &amp;manche</translation>
    </message>
    <message>
        <source>Round {round}: {problem}</source>
        <extracomment>{problem}: why the round cannot be played, a sentence that starts in lower case.</extracomment>
        <translation>Manche {round}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>Saved as {name}: choose it in the Contract game list in a later game.</source>
        <translation>Enregistré sous {name}&#xa0;: choisissez-le dans la liste Jeu à contrats lors d&apos;une prochaine partie.</translation>
    </message>
    <message>
        <source>Saved as {name}: choose it in the Contract game list in a later game. Only the rounds are kept, not the house rules ({changed} changed): set those on the House rules tab.</source>
        <translation>Enregistré sous {name}&#xa0;: choisissez-le dans la liste Jeu à contrats lors d&apos;une prochaine partie. Seules les manches sont gardées, pas les règles maison ({changed} modifiées)&#xa0;: réglez-les dans l&apos;onglet Règles maison.</translation>
    </message>
    <message>
        <source>The round can be played, with this game&apos;s house rules ({changed} changed).</source>
        <translation>La manche peut être jouée, avec les règles maison de cette partie ({changed} modifiées).</translation>
    </message>
    <message>
        <source>The round can be played.</source>
        <translation>La manche peut être jouée.</translation>
    </message>
    <message>
        <source>These rounds cannot be saved yet: {problem}</source>
        <translation>Ces manches ne peuvent pas encore être enregistrées&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>These rounds cannot be shared yet: {problem}</source>
        <translation>Ces manches ne peuvent pas encore être partagées&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>Type a name for these rounds first, then Save as.</source>
        <translation>Tapez d&apos;abord un nom pour ces manches, puis Enregistrer sous.</translation>
    </message>
    <message>
        <source>Your own rounds (Contracts tab)</source>
        <translation>Vos propres manches (onglet Contrats)</translation>
    </message>
    <message>
        <source>a name for these rounds</source>
        <translation>un nom pour ces manches</translation>
    </message>
    <message>
        <source>{name} (yours)</source>
        <extracomment>A list of rounds the player saved under a name of their own.</extracomment>
        <translation>{name} (les vôtres)</translation>
    </message>
    <message>
        <source>{name} is a game the app knows: give your rounds a new name.</source>
        <translation>{name} est un jeu que l&apos;application connaît&#xa0;: donnez un nouveau nom à vos manches.</translation>
    </message>
</context>
<context>
    <name>EventWords</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Game over: You won</source>
        <translation>Partie terminée : vous avez gagné</translation>
    </message>
    <message>
        <source>Game over: {winners} won</source>
        <translation>Partie terminée : victoire de {winners}</translation>
    </message>
    <message>
        <source>Round {round_no} is over</source>
        <translation>La manche {round_no} est terminée</translation>
    </message>
    <message>
        <source>Round {round_no} is over: no card left can ever be laid off</source>
        <translation>La manche {round_no} est terminée : plus aucune carte ne pourra jamais être rajoutée</translation>
    </message>
    <message>
        <source>Round {round_no} is over: {why}</source>
        <translation>La manche {round_no} est terminée : {why}</translation>
    </message>
    <message numerus="yes">
        <source>The discards became a new stock of %n card(s)</source>
        <translation>
            <numerusform>La défausse devient un nouveau talon de %n carte</numerusform>
            <numerusform>La défausse devient un nouveau talon de %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>The {card} is up for buying</source>
        <translation>Le {card} est à acheter</translation>
    </message>
    <message>
        <source>You bought the {card}</source>
        <translation>Vous avez acheté le {card}</translation>
    </message>
    <message numerus="yes">
        <source>You bought the {card} and %n penalty card(s)</source>
        <translation>
            <numerusform>Vous avez acheté le {card} et %n carte de pénalité</numerusform>
            <numerusform>Vous avez acheté le {card} et %n cartes de pénalité</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You bought the {card} and %n penalty card(s), the {cards}</source>
        <extracomment>Said to the buyer alone, who sees the penalty cards: &quot;You bought the 7♥ and 2 penalty cards, the 4♣ and the 9♦&quot;.</extracomment>
        <translation>
            <numerusform>Vous avez acheté le {card} et %n carte de pénalité, le {cards}</numerusform>
            <numerusform>Vous avez acheté le {card} et %n cartes de pénalité, le {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>You bought the {card} and a penalty card, the {cards}</source>
        <extracomment>Said to the buyer alone, who sees the penalty card.</extracomment>
        <translation>Vous avez acheté le {card} et une carte de pénalité, le {cards}</translation>
    </message>
    <message>
        <source>You discarded the {card}</source>
        <translation>Vous avez défaussé le {card}</translation>
    </message>
    <message>
        <source>You drew from the stock</source>
        <translation>Vous avez pioché au talon</translation>
    </message>
    <message>
        <source>You drew the {card}</source>
        <translation>Vous avez pioché le {card}</translation>
    </message>
    <message>
        <source>You gave the {card} for the {wild}</source>
        <translation>Vous avez donné le {card} contre le {wild}</translation>
    </message>
    <message numerus="yes">
        <source>You laid down %n meld(s)</source>
        <translation>
            <numerusform>Vous avez posé %n combinaison</numerusform>
            <numerusform>Vous avez posé %n combinaisons</numerusform>
        </translation>
    </message>
    <message>
        <source>You laid off the {card}</source>
        <translation>Vous avez rajouté le {card}</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Vous avez passé</translation>
    </message>
    <message>
        <source>You passed on the {card}</source>
        <translation>Vous avez laissé passer le {card}</translation>
    </message>
    <message>
        <source>You took the {card}</source>
        <translation>Vous avez pris le {card}</translation>
    </message>
    <message>
        <source>You went out!</source>
        <translation>Vous êtes sorti !</translation>
    </message>
    <message numerus="yes">
        <source>nobody laid down while the stock was refilled %n time(s)</source>
        <translation>
            <numerusform>personne n&apos;a posé pendant que le talon était refait %n fois</numerusform>
            <numerusform>personne n&apos;a posé pendant que le talon était refait %n fois</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} and the {card}</source>
        <extracomment>Penalty cards a buyer drew: &quot;the 4♣ and the 9♦&quot; (after &quot;You bought ... the&quot;).</extracomment>
        <translation>{cards} et le {card}</translation>
    </message>
    <message>
        <source>{game}, deal number {seed}</source>
        <extracomment>Table Talk&apos;s first line: the game and the number of its deal (the same number deals the same cards again).</extracomment>
        <translation>{game}, donne numéro {seed}</translation>
    </message>
    <message>
        <source>{names} and {name}</source>
        <extracomment>The winners of a tied game: &quot;Ann and Ben&quot;.</extracomment>
        <translation>{names} et {name}</translation>
    </message>
    <message>
        <source>{who} bought the {card}</source>
        <translation>{who} a acheté le {card}</translation>
    </message>
    <message numerus="yes">
        <source>{who} bought the {card} and %n penalty card(s)</source>
        <translation>
            <numerusform>{who} a acheté le {card} et %n carte de pénalité</numerusform>
            <numerusform>{who} a acheté le {card} et %n cartes de pénalité</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} discarded the {card}</source>
        <translation>{who} a défaussé le {card}</translation>
    </message>
    <message>
        <source>{who} drew from the stock</source>
        <translation>{who} a pioché au talon</translation>
    </message>
    <message>
        <source>{who} gave the {card} for the {wild}</source>
        <translation>{who} a donné le {card} contre le {wild}</translation>
    </message>
    <message numerus="yes">
        <source>{who} laid down %n meld(s)</source>
        <translation>
            <numerusform>{who} a posé %n combinaison</numerusform>
            <numerusform>{who} a posé %n combinaisons</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} laid off the {card}</source>
        <translation>{who} a rajouté le {card}</translation>
    </message>
    <message>
        <source>{who} passed</source>
        <translation>{who} a passé</translation>
    </message>
    <message>
        <source>{who} passed on the {card}</source>
        <translation>{who} a laissé passer le {card}</translation>
    </message>
    <message>
        <source>{who} took the {card}</source>
        <translation>{who} a pris le {card}</translation>
    </message>
    <message>
        <source>{who} went out!</source>
        <translation>{who} est sorti !</translation>
    </message>
    <message>
        <source>— Round {round_no} ({what}); you deal</source>
        <translation>— Manche {round_no} ({what}) ; vous donnez</translation>
    </message>
    <message>
        <source>— Round {round_no} ({what}); {dealer} deals</source>
        <translation>— Manche {round_no} ({what}) ; {dealer} donne</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Fermer la table</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t Save</source>
        <translation>&amp;Ne pas enregistrer</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&apos;{file}&apos; is open, but Open Recent cannot list it: its name is not UTF-8 text.</source>
        <translation>«&#xa0;{file}&#xa0;» est ouvert, mais Ouvrir récent ne peut pas le lister&#xa0;: son nom n&apos;est pas du texte UTF-8.</translation>
    </message>
    <message>
        <source>A network table&apos;s game is kept by its host: not saved here</source>
        <translation>La partie d&apos;une table en réseau est gardée par son hôte&#xa0;: pas enregistrée ici</translation>
    </message>
    <message>
        <source>A new game is dealt</source>
        <translation>Une nouvelle partie est distribuée</translation>
    </message>
    <message>
        <source>Close your table</source>
        <translation>Fermer votre table</translation>
    </message>
    <message>
        <source>Continue your last game?</source>
        <translation>Continuer votre dernière partie&#xa0;?</translation>
    </message>
    <message>
        <source>If you don&apos;t save, the moves of this game are lost.</source>
        <translation>Si vous n&apos;enregistrez pas, les coups de cette partie sont perdus.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The title of a box saying why a game could not be opened.</extracomment>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Resume the interrupted game?</source>
        <translation>Reprendre la partie interrompue&#xa0;?</translation>
    </message>
    <message>
        <source>Resumed where the game stopped</source>
        <translation>Reprise là où la partie s&apos;était arrêtée</translation>
    </message>
    <message>
        <source>Rummy Desktop games (*.rummy)</source>
        <extracomment>The file dialogs&apos; filter: the name of the game&apos;s save files, then their pattern.</extracomment>
        <translation>Parties Rummy Desktop (*.rummy)</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The title of a box saying why a game could not be saved.</extracomment>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Enregistré dans {file}</translation>
    </message>
    <message>
        <source>The game ends for everyone at it, and it is not kept to host again.</source>
        <translation>La partie se termine pour tous ceux qui y jouent, et elle n&apos;est pas gardée pour être rouverte.</translation>
    </message>
    <message>
        <source>The others play on: after a while a computer takes your seat.</source>
        <translation>Les autres continuent&#xa0;: au bout d&apos;un moment, un ordinateur prend votre place.</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <source>{game}, deal {seed}</source>
        <extracomment>The window&apos;s title for a game not saved yet: &quot;Hillbilly Rummy, deal 1234&quot;.</extracomment>
        <translation>{game}, donne {seed}</translation>
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
        <source>A card the next player passes by may be bought (with a penalty card): with two players, only the round&apos;s first upcard.</source>
        <translation>Une carte que le joueur suivant laisse passer peut être achetée (avec une carte de pénalité) : à deux joueurs, seulement la première carte retournée de la manche.</translation>
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
        <source>Click the cards of one meld to select them and drag them into the lay-down area; do the same for each meld, then click the {card} and press Lay down (or L).</source>
        <extracomment>&quot;Lay down&quot; is the button&apos;s name; {card}: the card discarded with the lay-down.</extracomment>
        <translation>Cliquez sur les cartes d’une combinaison pour les choisir et faites-les glisser dans la zone de pose ; faites de même pour chaque combinaison, puis cliquez sur {card} et appuyez sur Poser (ou L).</translation>
    </message>
    <message>
        <source>Click the cards of one meld to select them and drag them into the lay-down area; do the same for each meld, then press Lay down (or L).</source>
        <extracomment>&quot;Lay down&quot; is the button&apos;s name.</extracomment>
        <translation>Cliquez sur les cartes d’une combinaison pour les choisir et faites-les glisser dans la zone de pose ; faites de même pour chaque combinaison, puis appuyez sur Poser (ou L).</translation>
    </message>
    <message>
        <source>Click the {card} to select it, then press Go out (or G).</source>
        <extracomment>&quot;Go out&quot; is the button&apos;s name; {card}: the card to discard.</extracomment>
        <translation>Cliquez sur {card} pour la choisir, puis appuyez sur Sortir (ou G).</translation>
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
        <source>Drag the {card} onto the discard pile (or click it and press X).</source>
        <extracomment>{card}: the card to discard.</extracomment>
        <translation>Faites glisser {card} sur la défausse (ou cliquez dessus et appuyez sur X).</translation>
    </message>
    <message>
        <source>Drag the {card} onto the meld lit on the table.</source>
        <extracomment>{card}: the card to play onto a meld.</extracomment>
        <translation>Faites glisser {card} sur la combinaison éclairée sur la table.</translation>
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
    <name>HintWords</name>
    <message>
        <source>A hint is for your own turn</source>
        <translation>Un conseil n&apos;est donné qu&apos;à votre tour</translation>
    </message>
    <message numerus="yes">
        <source>Buy the {card} (with %n penalty cards): {why}</source>
        <translation>
            <numerusform>Acheter le {card} (avec %n carte de pénalité) : {why}</numerusform>
            <numerusform>Acheter le {card} (avec %n cartes de pénalité) : {why}</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy the {card} (with one penalty card): {why}</source>
        <translation>Acheter le {card} (avec une carte de pénalité) : {why}</translation>
    </message>
    <message>
        <source>Buy the {card}: {why}</source>
        <translation>Acheter le {card} : {why}</translation>
    </message>
    <message>
        <source>Discard the {card}: {why}</source>
        <extracomment>A hint: the move, then why (&quot;Discard the Q♣: it fits no meld and costs 10&quot;).</extracomment>
        <translation>Défausser le {card} : {why}</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Piocher au talon</translation>
    </message>
    <message>
        <source>Draw from the stock: the {card} would not improve your hand</source>
        <translation>Piocher au talon : le {card} n&apos;améliorerait pas votre main</translation>
    </message>
    <message>
        <source>Give the {card} for the wild card in {meld}, and play the wild</source>
        <translation>Donner le {card} contre le joker de {meld}, puis jouer le joker</translation>
    </message>
    <message>
        <source>Go out, discarding the {card}: every other card melds</source>
        <translation>Sortir en défaussant le {card} : toutes les autres cartes sont combinées</translation>
    </message>
    <message>
        <source>Hint: {advice}</source>
        <translation>Conseil : {advice}</translation>
    </message>
    <message>
        <source>Hint: {advice} ({reason})</source>
        <extracomment>A hint in Table Talk, with the coach&apos;s own reason in brackets.</extracomment>
        <translation>Conseil : {advice} ({reason})</translation>
    </message>
    <message>
        <source>Lay down {melds}: they meet this round&apos;s contract</source>
        <translation>Poser {melds} : elles remplissent le contrat de la manche</translation>
    </message>
    <message>
        <source>Lay down {melds}: they meet this round&apos;s contract, then discard the {card} to go out</source>
        <translation>Poser {melds} : elles remplissent le contrat de la manche ; puis défausser le {card} pour sortir</translation>
    </message>
    <message numerus="yes">
        <source>Lay the {card} off on {meld}: %n points fewer left in hand</source>
        <translation>
            <numerusform>Rajouter le {card} sur {meld} : %n point de moins en main</numerusform>
            <numerusform>Rajouter le {card} sur {meld} : %n points de moins en main</numerusform>
        </translation>
    </message>
    <message>
        <source>Lay the {card} off on {meld}: one point fewer left in hand</source>
        <translation>Rajouter le {card} sur {meld} : un point de moins en main</translation>
    </message>
    <message>
        <source>No hint: {problem}</source>
        <extracomment>Why no hint came: {problem} is what went wrong, in words.</extracomment>
        <translation>Pas de conseil : {problem}</translation>
    </message>
    <message>
        <source>Nothing is offered to buy</source>
        <translation>Rien n&apos;est à acheter</translation>
    </message>
    <message>
        <source>Pass on the {card}: {why}</source>
        <translation>Laisser passer le {card} : {why}</translation>
    </message>
    <message>
        <source>Take the {card}: {why}</source>
        <translation>Prendre le {card} : {why}</translation>
    </message>
    <message>
        <source>There is nothing to advise now</source>
        <translation>Rien à conseiller pour l&apos;instant</translation>
    </message>
    <message>
        <source>a meld</source>
        <extracomment>A meld the table no longer shows: &quot;Lay the 7♥ off on a meld&quot;.</extracomment>
        <translation>une combinaison</translation>
    </message>
    <message>
        <source>it brings your contract closer</source>
        <translation>elle rapproche votre contrat</translation>
    </message>
    <message>
        <source>it does not bring your contract closer</source>
        <translation>elle ne rapproche pas votre contrat</translation>
    </message>
    <message>
        <source>it does nothing for your contract and costs {points}</source>
        <translation>elle n&apos;aide en rien votre contrat et coûte {points}</translation>
    </message>
    <message>
        <source>it fits a meld in your hand</source>
        <translation>elle va dans une combinaison de votre main</translation>
    </message>
    <message>
        <source>it fits no meld and costs {points}</source>
        <extracomment>A discard&apos;s reason; {points}: what the card counts in hand.</extracomment>
        <translation>elle ne va dans aucune combinaison et coûte {points}</translation>
    </message>
    <message>
        <source>it fits no meld on the table and costs {points}</source>
        <translation>elle ne va sur aucune combinaison de la table et coûte {points}</translation>
    </message>
    <message numerus="yes">
        <source>it helps a little, but not enough to take %n penalty cards</source>
        <translation>
            <numerusform>elle aide un peu, mais pas assez pour prendre %n carte de pénalité</numerusform>
            <numerusform>elle aide un peu, mais pas assez pour prendre %n cartes de pénalité</numerusform>
        </translation>
    </message>
    <message>
        <source>it helps a little, but not enough to take one penalty card</source>
        <translation>elle aide un peu, mais pas assez pour prendre une carte de pénalité</translation>
    </message>
    <message>
        <source>it is wild</source>
        <translation>c&apos;est un joker</translation>
    </message>
    <message>
        <source>it keeps your hand&apos;s best chances</source>
        <translation>elle garde les meilleures chances de votre main</translation>
    </message>
    <message>
        <source>it lowers what your hand would count</source>
        <translation>elle baisse ce que compterait votre main</translation>
    </message>
    <message>
        <source>you can lay it off on a meld</source>
        <translation>vous pouvez la rajouter sur une combinaison</translation>
    </message>
    <message>
        <source>your contract needs it least of all your cards (it costs {points})</source>
        <translation>votre contrat en a le moins besoin de toutes vos cartes (elle coûte {points})</translation>
    </message>
    <message>
        <source>your melds need it least; keeping it would leave {points}</source>
        <extracomment>A discard&apos;s reason; {points}: what the rest of the hand would count.</extracomment>
        <translation>vos combinaisons en ont le moins besoin ; la garder laisserait {points}</translation>
    </message>
    <message>
        <source>{melds} and {meld}</source>
        <extracomment>Melds laid down, by their cards: &quot;7♥ 7♠ 7♦ and 4♣ 5♣ 6♣ 7♣&quot;.</extracomment>
        <translation>{melds} et {meld}</translation>
    </message>
</context>
<context>
    <name>Leaving</name>
    <message>
        <source>Close your network table to host a table?</source>
        <translation>Fermer votre table en réseau pour ouvrir une table&#xa0;?</translation>
    </message>
    <message>
        <source>Close your network table to join a table?</source>
        <translation>Fermer votre table en réseau pour rejoindre une table&#xa0;?</translation>
    </message>
    <message>
        <source>Close your network table to open another game?</source>
        <translation>Fermer votre table en réseau pour ouvrir une autre partie&#xa0;?</translation>
    </message>
    <message>
        <source>Close your network table to quit?</source>
        <translation>Fermer votre table en réseau pour quitter&#xa0;?</translation>
    </message>
    <message>
        <source>Close your network table to start a new game?</source>
        <translation>Fermer votre table en réseau pour commencer une nouvelle partie&#xa0;?</translation>
    </message>
    <message>
        <source>Close your network table to start the guided round?</source>
        <translation>Fermer votre table en réseau pour commencer la manche guidée&#xa0;?</translation>
    </message>
    <message>
        <source>Close your network table?</source>
        <translation>Fermer votre table en réseau&#xa0;?</translation>
    </message>
    <message>
        <source>Leave the network table to host a table?</source>
        <translation>Quitter la table en réseau pour ouvrir une table&#xa0;?</translation>
    </message>
    <message>
        <source>Leave the network table to join a table?</source>
        <translation>Quitter la table en réseau pour rejoindre une table&#xa0;?</translation>
    </message>
    <message>
        <source>Leave the network table to open another game?</source>
        <translation>Quitter la table en réseau pour ouvrir une autre partie&#xa0;?</translation>
    </message>
    <message>
        <source>Leave the network table to quit?</source>
        <translation>Quitter la table en réseau pour quitter&#xa0;?</translation>
    </message>
    <message>
        <source>Leave the network table to start a new game?</source>
        <translation>Quitter la table en réseau pour commencer une nouvelle partie&#xa0;?</translation>
    </message>
    <message>
        <source>Leave the network table to start the guided round?</source>
        <translation>Quitter la table en réseau pour commencer la manche guidée&#xa0;?</translation>
    </message>
    <message>
        <source>Leave the network table?</source>
        <translation>Quitter la table en réseau&#xa0;?</translation>
    </message>
    <message>
        <source>Save “{title}” before you host a table?</source>
        <translation>Enregistrer «&#xa0;{title}&#xa0;» avant de ouvrir une table&#xa0;?</translation>
    </message>
    <message>
        <source>Save “{title}” before you join a table?</source>
        <translation>Enregistrer «&#xa0;{title}&#xa0;» avant de rejoindre une table&#xa0;?</translation>
    </message>
    <message>
        <source>Save “{title}” before you open another game?</source>
        <translation>Enregistrer «&#xa0;{title}&#xa0;» avant de ouvrir une autre partie&#xa0;?</translation>
    </message>
    <message>
        <source>Save “{title}” before you quit?</source>
        <translation>Enregistrer «&#xa0;{title}&#xa0;» avant de quitter&#xa0;?</translation>
    </message>
    <message>
        <source>Save “{title}” before you start a new game?</source>
        <translation>Enregistrer «&#xa0;{title}&#xa0;» avant de commencer une nouvelle partie&#xa0;?</translation>
    </message>
    <message>
        <source>Save “{title}” before you start the guided round?</source>
        <translation>Enregistrer «&#xa0;{title}&#xa0;» avant de commencer la manche guidée&#xa0;?</translation>
    </message>
    <message>
        <source>Save “{title}” first?</source>
        <translation>Enregistrer «&#xa0;{title}&#xa0;» d&apos;abord&#xa0;?</translation>
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
    <name>MoveWords</name>
    <message>
        <source>Add the {card} to {meld}, leaving its wild</source>
        <translation>Rajouter le {card} à {meld} en y laissant son joker</translation>
    </message>
    <message>
        <source>Buy the discard</source>
        <translation>Acheter la défausse</translation>
    </message>
    <message>
        <source>Buy the {card}</source>
        <translation>Acheter le {card}</translation>
    </message>
    <message>
        <source>Discard the {card}</source>
        <translation>Défausser le {card}</translation>
    </message>
    <message>
        <source>Discard the {card} anyway?</source>
        <translation>Défausser quand même le {card} ?</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Piocher au talon</translation>
    </message>
    <message>
        <source>Draw from the stock anyway?</source>
        <translation>Piocher quand même au talon ?</translation>
    </message>
    <message>
        <source>Give the {card} for the wild in {meld}</source>
        <translation>Donner le {card} contre le joker de {meld}</translation>
    </message>
    <message>
        <source>Go out anyway?</source>
        <translation>Sortir quand même ?</translation>
    </message>
    <message>
        <source>Go out, discarding the {card}</source>
        <translation>Sortir en défaussant le {card}</translation>
    </message>
    <message>
        <source>Keep the wild in hand</source>
        <translation>Garder le joker en main</translation>
    </message>
    <message>
        <source>Lay down the staged melds</source>
        <translation>Poser les combinaisons préparées</translation>
    </message>
    <message>
        <source>Lay down {melds}</source>
        <translation>Poser {melds}</translation>
    </message>
    <message>
        <source>Lay down {melds}, then discard the {card}</source>
        <translation>Poser {melds}, puis défausser le {card}</translation>
    </message>
    <message>
        <source>Lay off the {card} on {meld}</source>
        <translation>Rajouter le {card} sur {meld}</translation>
    </message>
    <message>
        <source>Lay the {wild} on {meld}</source>
        <translation>Poser le {wild} sur {meld}</translation>
    </message>
    <message>
        <source>Lay the {wild} on {meld} (high end)</source>
        <translation>Poser le {wild} sur {meld} (bout haut)</translation>
    </message>
    <message>
        <source>Lay the {wild} on {meld} (low end)</source>
        <translation>Poser le {wild} sur {meld} (bout bas)</translation>
    </message>
    <message>
        <source>Pass on the buy</source>
        <translation>Renoncer à l&apos;achat</translation>
    </message>
    <message>
        <source>Play it anyway?</source>
        <translation>Jouer quand même ?</translation>
    </message>
    <message>
        <source>Swap your {card} for the {wild} in {meld}? You then play the {wild} at once. Choose what to do:</source>
        <translation>Échanger votre {card} contre le {wild} de {meld} ? Vous jouez alors le {wild} aussitôt. Choisissez quoi faire :</translation>
    </message>
    <message>
        <source>Take it anyway?</source>
        <translation>La prendre quand même ?</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Prendre la défausse</translation>
    </message>
    <message>
        <source>Take the {card}</source>
        <translation>Prendre le {card}</translation>
    </message>
    <message>
        <source>The coach is looking at your move…</source>
        <translation>Le coach examine votre coup…</translation>
    </message>
    <message>
        <source>a meld</source>
        <extracomment>A meld the table no longer shows: &quot;Lay off the 7♥ on a meld&quot;.</extracomment>
        <translation>une combinaison</translation>
    </message>
    <message>
        <source>a player&apos;s {cards}</source>
        <extracomment>A meld of a player the table does not name, by its cards.</extracomment>
        <translation>la combinaison {cards} d&apos;un joueur</translation>
    </message>
    <message>
        <source>your {cards}</source>
        <extracomment>A meld of the person at the screen, by its cards: &quot;your 7♠ 8♠ 9♠&quot;.</extracomment>
        <translation>votre combinaison {cards}</translation>
    </message>
    <message>
        <source>{melds} and {meld}</source>
        <extracomment>Melds laid down, by their cards: &quot;7♥ 7♠ 7♦ and 4♣ 5♣ 6♣ 7♣&quot;.</extracomment>
        <translation>{melds} et {meld}</translation>
    </message>
    <message>
        <source>{owner}&apos;s {cards}</source>
        <extracomment>A player&apos;s meld, by its cards: &quot;Ada&apos;s 5♥ 6♥ 7♥&quot;.</extracomment>
        <translation>la combinaison {cards} de {owner}</translation>
    </message>
    <message>
        <source>{who} bought the discard</source>
        <translation>{who} a acheté la défausse</translation>
    </message>
    <message>
        <source>{who} bought the {card}</source>
        <translation>{who} a acheté le {card}</translation>
    </message>
    <message>
        <source>{who} discarded the {card}</source>
        <translation>{who} a défaussé le {card}</translation>
    </message>
    <message>
        <source>{who} drew from the stock</source>
        <translation>{who} a pioché au talon</translation>
    </message>
    <message>
        <source>{who} gave the {card} for the wild in {meld}</source>
        <translation>{who} a donné le {card} contre le joker de {meld}</translation>
    </message>
    <message>
        <source>{who} laid down {melds}</source>
        <translation>{who} a posé {melds}</translation>
    </message>
    <message>
        <source>{who} laid down {melds}, then discarded the {card}</source>
        <translation>{who} a posé {melds}, puis défaussé le {card}</translation>
    </message>
    <message>
        <source>{who} laid off the {card} on {meld}</source>
        <translation>{who} a rajouté le {card} sur {meld}</translation>
    </message>
    <message>
        <source>{who} passed on the buy</source>
        <translation>{who} a renoncé à l&apos;achat</translation>
    </message>
    <message>
        <source>{who} took the discard</source>
        <translation>{who} a pris la défausse</translation>
    </message>
    <message>
        <source>{who} took the {card} from the discard pile</source>
        <translation>{who} a pris le {card} à la défausse</translation>
    </message>
    <message>
        <source>{who} went out, discarding the {card}</source>
        <translation>{who} est sorti en défaussant le {card}</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Ouvrir la table</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Commencer la partie</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>À la table&#xa0;:</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Chat line</source>
        <translation>Ligne de discussion</translation>
    </message>
    <message>
        <source>Choose a table code to tell those who join</source>
        <translation>Choisissez un code de table à donner à ceux qui rejoignent</translation>
    </message>
    <message>
        <source>Computers play the seats nobody has taken yet</source>
        <translation>Les ordinateurs jouent les places que personne n&apos;a encore prises</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Ouvrir une table</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>Looking for tables… (or type the host&apos;s address below)</source>
        <translation>Recherche de tables… (ou tapez l&apos;adresse de l&apos;hôte ci-dessous)</translation>
    </message>
    <message>
        <source>Make at least one more seat a person&apos;s: somebody who joins</source>
        <translation>Donnez au moins une autre place à une personne&#xa0;: quelqu&apos;un qui rejoint</translation>
    </message>
    <message>
        <source>Pick a table above, or type the host&apos;s address</source>
        <translation>Choisissez une table ci-dessus, ou tapez l&apos;adresse de l&apos;hôte</translation>
    </message>
    <message>
        <source>Port</source>
        <extracomment>The network port the table listens on.</extracomment>
        <translation>Port</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Dites quelque chose à la table</translation>
    </message>
    <message>
        <source>Table &amp;code:</source>
        <translation>Co&amp;de de la table&#xa0;:</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Code de la table</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tables sur ce réseau</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Tables sur ce réseau&#xa0;:</translation>
    </message>
    <message>
        <source>The first person&apos;s seat is yours. Each other person&apos;s seat waits for somebody who joins with the code; computers play their seats here.</source>
        <translation>La première place de personne est la vôtre. Chaque autre place de personne attend quelqu&apos;un qui rejoint avec le code&#xa0;; les ordinateurs jouent leurs places ici.</translation>
    </message>
    <message>
        <source>The first seat is yours: make it a person&apos;s seat</source>
        <translation>La première place est la vôtre&#xa0;: donnez-la à une personne</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <source>The table&apos;s lobby</source>
        <translation>Salon de la table</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table</source>
        <translation>Tapez votre nom&#xa0;: les autres le voient à la table</translation>
    </message>
    <message>
        <source>Waiting for the host…</source>
        <translation>En attente de l&apos;hôte…</translation>
    </message>
    <message>
        <source>Waiting for the others…</source>
        <translation>En attente des autres…</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {game}, %n seat(s) free ({address}:{port})</source>
        <extracomment>A table found on the network: its host&apos;s name, its game, its free seats.</extracomment>
        <translation>
            <numerusform>{name}&#xa0;: {game}, %n place libre ({address}:{port})</numerusform>
            <numerusform>{name}&#xa0;: {game}, %n places libres ({address}:{port})</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}. (free: a computer plays it if nobody joins)</source>
        <translation>{seat}. (libre&#xa0;: un ordinateur la joue si personne ne rejoint)</translation>
    </message>
    <message>
        <source>{seat}. {name}</source>
        <translation>{seat}. {name}</translation>
    </message>
    <message>
        <source>{seat}. {name} (computer)</source>
        <translation>{seat}. {name} (ordinateur)</translation>
    </message>
    <message>
        <source>{seat}. {name} (not connected)</source>
        <translation>{seat}. {name} (non connecté)</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>&amp;Contracts</source>
        <translation>&amp;Contrats</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <extracomment>The button that starts the game: deal the cards.</extracomment>
        <translation>&amp;Distribuer</translation>
    </message>
    <message>
        <source>&amp;Game and players</source>
        <translation>&amp;Jeu et joueurs</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Ordinateur&#xa0;: {level}</translation>
    </message>
    <message>
        <source>Con&amp;tract game:</source>
        <extracomment>Its letter must differ from the Game tab&apos;s (Alt+G in English).</extracomment>
        <translation>Jeu à con&amp;trats&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>Contract rummy: %n round(s) of contracts, jokers wild, buying</source>
        <translation>
            <numerusform>Rami à contrats&#xa0;: %n manche à contrats, jokers, achats</numerusform>
            <numerusform>Rami à contrats&#xa0;: %n manches à contrats, jokers, achats</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numéro de donne</translation>
    </message>
    <message>
        <source>Deal number (empty: random)</source>
        <translation>Numéro de donne (vide&#xa0;: au hasard)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>House &amp;rules</source>
        <translation>&amp;Règles maison</translation>
    </message>
    <message numerus="yes">
        <source>House &amp;rules (%n changed)</source>
        <translation>
            <numerusform>&amp;Règles maison (%n modifiée)</numerusform>
            <numerusform>&amp;Règles maison (%n modifiées)</numerusform>
        </translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Leave empty for a new deal. The same number, game, players and house rules deal the same cards, so a game can be replayed or shared.</source>
        <translation>Laissez vide pour une nouvelle donne. Le même numéro, le même jeu, les mêmes joueurs et les mêmes règles maison distribuent les mêmes cartes&#xa0;: une partie peut ainsi être rejouée ou partagée.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Number of &amp;players:</source>
        <translation>Nom&amp;bre de joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Point at a rule, or move to it with Tab, to read what it does.</source>
        <translation>Pointez une règle, ou allez-y avec Tab, pour lire ce qu&apos;elle fait.</translation>
    </message>
    <message>
        <source>R&amp;estore the defaults</source>
        <extracomment>Its letter must differ from the House rules tab&apos;s (Alt+R in English).</extracomment>
        <translation>Rétablir les &amp;valeurs par défaut</translation>
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
        <source>random</source>
        <extracomment>Shown in the empty Deal number box: the cards are dealt at random.</extracomment>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>{game}: {blurb}</source>
        <extracomment>A game to choose: its name, then what it is in a few words.</extracomment>
        <translation>{game}&#xa0;: {blurb}</translation>
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
    <name>Questions</name>
    <message>
        <source>Coach</source>
        <extracomment>The title of coach mode&apos;s question: the move is a blunder, play it anyway?</extracomment>
        <translation>Coach</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>The points a hand leaves: &quot;your other cards leave 5 points unmelded&quot;.</extracomment>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <extracomment>Melds made: &quot;2 runs&quot; (of a contract&apos;s lay-down).</extracomment>
        <translation>
            <numerusform>%n suite</numerusform>
            <numerusform>%n suites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of {size}</source>
        <extracomment>Part of a round&apos;s contract: &quot;1 run of 4&quot; (a run of at least 4 cards).</extracomment>
        <translation>
            <numerusform>%n suite de {size}</numerusform>
            <numerusform>%n suites de {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s)</source>
        <extracomment>Melds made: &quot;1 set&quot; (of a contract&apos;s lay-down).</extracomment>
        <translation>
            <numerusform>%n brelan</numerusform>
            <numerusform>%n brelans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of {size}</source>
        <extracomment>Part of a round&apos;s contract: &quot;2 sets of 3&quot; (sets of at least 3 cards).</extracomment>
        <translation>
            <numerusform>%n brelan de {size}</numerusform>
            <numerusform>%n brelans de {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wild card(s)</source>
        <extracomment>How many wild cards a meld may hold: &quot;a set of 4 cards may hold at most 1 wild card&quot;.</extracomment>
        <translation>
            <numerusform>%n joker</numerusform>
            <numerusform>%n jokers</numerusform>
        </translation>
    </message>
    <message>
        <source>10s</source>
        <translation>10</translation>
    </message>
    <message>
        <source>2s</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7s</source>
        <translation>7</translation>
    </message>
    <message>
        <source>8s</source>
        <translation>8</translation>
    </message>
    <message>
        <source>9s</source>
        <translation>9</translation>
    </message>
    <message>
        <source>A card goes on the low or the high end of a run, not {given}</source>
        <translation>Une carte se place au bout bas ou au bout haut d&apos;une suite, pas {given}</translation>
    </message>
    <message>
        <source>A contract game has {low} to {high} rounds, not {count}</source>
        <translation>Une partie à contrats compte de {low} à {high} manches, pas {count}</translation>
    </message>
    <message>
        <source>A duplicate may only sit in the middle of a run: {card} is an end of {meld}</source>
        <translation>Une carte en double ne peut être qu&apos;au milieu d&apos;une suite : {card} est un bout de {meld}</translation>
    </message>
    <message>
        <source>A meld cannot hold the same physical card twice</source>
        <translation>Une combinaison ne peut pas contenir deux fois la même carte</translation>
    </message>
    <message>
        <source>A meld is a set or a run, not {given}</source>
        <translation>Une combinaison est un brelan ou une suite, pas {given}</translation>
    </message>
    <message>
        <source>A meld needs at least one natural card: {cards} are all wild</source>
        <translation>Une combinaison demande au moins une carte naturelle : {cards} sont tous des jokers</translation>
    </message>
    <message>
        <source>A run has room for only one {card}: {cards}</source>
        <translation>Une suite n&apos;a de place que pour un seul {card} : {cards}</translation>
    </message>
    <message>
        <source>A run holds at most 13 cards (A to K): this one has {count}</source>
        <translation>Une suite compte au plus 13 cartes (de l&apos;as au roi) : celle-ci en a {count}</translation>
    </message>
    <message>
        <source>A run holds at most 14 cards (A to K to A): this one has {count}</source>
        <translation>Une suite compte au plus 14 cartes (de l&apos;as au roi puis à l&apos;as) : celle-ci en a {count}</translation>
    </message>
    <message>
        <source>A run needs at least 3 cards: {cards} has {count}</source>
        <translation>Une suite demande au moins 3 cartes : {cards} en a {count}</translation>
    </message>
    <message>
        <source>A run needs cards of one suit: {card} is not {suit:a}</source>
        <translation>Une suite demande des cartes d&apos;une seule couleur : {card} n&apos;est pas {suit:a}</translation>
    </message>
    <message>
        <source>A run&apos;s cards must follow each other in order: {cards} do not</source>
        <translation>Les cartes d&apos;une suite doivent se suivre dans l&apos;ordre : pas {cards}</translation>
    </message>
    <message>
        <source>A set needs at least 3 cards: {cards} has {count}</source>
        <translation>Un brelan demande au moins 3 cartes : {cards} en a {count}</translation>
    </message>
    <message>
        <source>A set needs cards of one rank: {card} is not {rank:a}</source>
        <translation>Un brelan demande des cartes d&apos;une même valeur : {card} n&apos;est pas {rank:a}</translation>
    </message>
    <message>
        <source>After a swap, lay down or lay off the wild</source>
        <translation>Après un échange, posez ou rajoutez le joker</translation>
    </message>
    <message>
        <source>An ace can only end a run, low (A 2 3) or high (Q K A): {cards} turns the corner</source>
        <translation>Un as ne peut que finir une suite, en bas (A 2 3) ou en haut (D R A) : {cards} fait le tour</translation>
    </message>
    <message>
        <source>Choose the melds to lay down</source>
        <translation>Choisissez les combinaisons à poser</translation>
    </message>
    <message>
        <source>Draw a card first, from the stock or the discard pile</source>
        <translation>Piochez d&apos;abord une carte, au talon ou à la défausse</translation>
    </message>
    <message>
        <source>Duplicates are stacked on a run by laying off, never at a lay-down</source>
        <translation>Les doubles se rajoutent sur une suite, jamais lors de la pose</translation>
    </message>
    <message>
        <source>House rule: keep one card to discard when you go out</source>
        <translation>Règle maison : gardez une carte à défausser pour sortir</translation>
    </message>
    <message>
        <source>House rule: nobody may go out on their first turn of a round</source>
        <translation>Règle maison : personne ne peut sortir à son premier tour d&apos;une manche</translation>
    </message>
    <message>
        <source>House rule: once you are down you draw from the stock only</source>
        <translation>Règle maison : une fois posé, vous ne piochez plus qu&apos;au talon</translation>
    </message>
    <message>
        <source>House rule: only a player who is not down may swap, to lay down</source>
        <translation>Règle maison : seul un joueur qui n&apos;a pas encore posé peut échanger, pour poser</translation>
    </message>
    <message>
        <source>House rule: wild cards cannot be taken from melds</source>
        <translation>Règle maison : on ne peut pas reprendre les jokers des combinaisons</translation>
    </message>
    <message>
        <source>House rule: you cannot lay off in the turn you lay down</source>
        <translation>Règle maison : vous ne pouvez pas rajouter au tour où vous posez</translation>
    </message>
    <message>
        <source>In round {round_no} every card must go into your melds</source>
        <translation>À la manche {round_no}, toutes vos cartes doivent aller dans vos combinaisons</translation>
    </message>
    <message>
        <source>In round {round_no} you go out with a discard: choose one card</source>
        <translation>À la manche {round_no}, vous sortez en défaussant : choisissez une carte</translation>
    </message>
    <message>
        <source>In round {round_no} you lay down everything but the one card you discard</source>
        <translation>À la manche {round_no}, vous posez tout sauf la carte que vous défaussez</translation>
    </message>
    <message>
        <source>In the last round every card must go into your melds</source>
        <translation>À la dernière manche, toutes vos cartes doivent aller dans vos combinaisons</translation>
    </message>
    <message>
        <source>In the last round you go out with a discard: choose one card</source>
        <translation>À la dernière manche, vous sortez en défaussant : choisissez une carte</translation>
    </message>
    <message>
        <source>In the last round you lay down everything but the one card you discard</source>
        <translation>À la dernière manche, vous posez tout sauf la carte que vous défaussez</translation>
    </message>
    <message>
        <source>In this game a lay-down uses melds of exactly the contract&apos;s length: {meld} has {count} cards, not {size}</source>
        <translation>Dans ce jeu, la pose utilise des combinaisons de la longueur exacte du contrat : {meld} a {count} cartes, pas {size}</translation>
    </message>
    <message>
        <source>In this game a set needs different suits: {meld} has two {suit}</source>
        <translation>Dans ce jeu, un brelan demande des couleurs différentes : {meld} a deux {suit}</translation>
    </message>
    <message>
        <source>In this game a set of different suits holds at most 4 cards: {meld}</source>
        <translation>Dans ce jeu, un brelan de couleurs différentes compte au plus 4 cartes : {meld}</translation>
    </message>
    <message>
        <source>In this game two sets may not share a rank: two sets of {rank:plural}</source>
        <translation>Dans ce jeu, deux brelans ne peuvent pas avoir la même valeur : deux brelans de {rank:plural}</translation>
    </message>
    <message>
        <source>In this game wild cards can be taken only from runs, not from sets</source>
        <translation>Dans ce jeu, on ne reprend les jokers que dans les suites, pas dans les brelans</translation>
    </message>
    <message>
        <source>It is not your turn: {playing_seat} is playing</source>
        <translation>Ce n&apos;est pas votre tour : c&apos;est à {playing_seat} de jouer</translation>
    </message>
    <message>
        <source>Lay down first, then discard as a separate move</source>
        <translation>Posez d&apos;abord, puis défaussez en un coup à part</translation>
    </message>
    <message>
        <source>Lay down your contract before laying off</source>
        <translation>Posez votre contrat avant de rajouter des cartes</translation>
    </message>
    <message>
        <source>Lay off the {wild} you take, onto a meld without a wild</source>
        <translation>Rajoutez le {wild} que vous prenez sur une combinaison sans joker</translation>
    </message>
    <message>
        <source>No card is being offered to buy now</source>
        <translation>Aucune carte n&apos;est à acheter en ce moment</translation>
    </message>
    <message>
        <source>Nothing goes above the ace: {cards} runs past it</source>
        <translation>Rien ne va au-dessus de l&apos;as : {cards} le dépasse</translation>
    </message>
    <message>
        <source>Nothing goes below the ace: {cards} runs past it</source>
        <translation>Rien ne va en dessous de l&apos;as : {cards} le dépasse</translation>
    </message>
    <message>
        <source>Nothing goes beyond the ace: {meld} ends at the ace</source>
        <translation>Rien ne va au-delà de l&apos;as : {meld} s&apos;arrête à l&apos;as</translation>
    </message>
    <message>
        <source>Round {round_no} asks for a run of {size}: {meld} has only {count} cards</source>
        <translation>La manche {round_no} demande une suite de {size} : {meld} n&apos;a que {count} cartes</translation>
    </message>
    <message>
        <source>Round {round_no} asks for a set of {size}: {meld} has only {count} cards</source>
        <translation>La manche {round_no} demande un brelan de {size} : {meld} n&apos;a que {count} cartes</translation>
    </message>
    <message>
        <source>Round {round_no} asks for {contract}: these melds make {made:count}</source>
        <translation>La manche {round_no} demande {contract} : ces combinaisons font {made:count}</translation>
    </message>
    <message>
        <source>Round {round_no} of contracts has no entry {given} (use {choices})</source>
        <translation>La manche {round_no} de contracts n&apos;a pas d&apos;entrée {given} (utilisez {choices})</translation>
    </message>
    <message>
        <source>Round {round_no} of contracts must be an object such as {round_example}</source>
        <translation>La manche {round_no} de contracts doit être un objet comme {round_example}</translation>
    </message>
    <message>
        <source>Round {round_no} of contracts: {problem}</source>
        <translation>Manche {round_no} de contracts : {problem}</translation>
    </message>
    <message>
        <source>Round {round_no}: {problem}</source>
        <translation>Manche {round_no} : {problem}</translation>
    </message>
    <message>
        <source>Say which end of {meld} the {card} goes on: low or high</source>
        <translation>Dites à quel bout de {meld} va le {card} : en bas ou en haut</translation>
    </message>
    <message>
        <source>Say which end of {meld} the {wild} standing for {card} slides to: low or high</source>
        <translation>Dites vers quel bout de {meld} glisse le {wild} qui remplace {card} : en bas ou en haut</translation>
    </message>
    <message>
        <source>Someone has already gone out: this is your last turn, just discard</source>
        <translation>Quelqu&apos;un est déjà sorti : c&apos;est votre dernier tour, défaussez simplement</translation>
    </message>
    <message>
        <source>That would leave you only {card}, which you took from the discard pile this turn and may not discard</source>
        <translation>Il ne vous resterait que {card}, pris à la défausse ce tour-ci, que vous ne pouvez pas défausser</translation>
    </message>
    <message>
        <source>The discard pile is empty: draw from the stock</source>
        <translation>La défausse est vide : piochez au talon</translation>
    </message>
    <message>
        <source>The follow-up move must be your own</source>
        <translation>Le coup qui suit doit être le vôtre</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>The {wild} cannot go back on the meld it came from: that would only slide the wild along it, which this game&apos;s house rules do not allow</source>
        <translation>Le {wild} ne peut pas retourner dans la combinaison d&apos;où il vient : ce serait seulement le faire glisser le long de celle-ci, ce que les règles maison de ce jeu interdisent</translation>
    </message>
    <message>
        <source>The {wild} must go onto a meld that has no wild</source>
        <translation>Le {wild} doit aller sur une combinaison sans joker</translation>
    </message>
    <message>
        <source>There is no seat {given} at this table</source>
        <translation>Il n&apos;y a pas de place {given} à cette table</translation>
    </message>
    <message>
        <source>There is no such meld on the table</source>
        <translation>Cette combinaison n&apos;est pas sur la table</translation>
    </message>
    <message>
        <source>Two {suit} runs need a missing card between them: {first} and {second} are too close</source>
        <translation>Deux suites à {suit} demandent une carte manquante entre elles : {first} et {second} sont trop proches</translation>
    </message>
    <message>
        <source>Two {suit} runs need two missing cards between them: {first} and {second} are too close</source>
        <translation>Deux suites à {suit} demandent deux cartes manquantes entre elles : {first} et {second} sont trop proches</translation>
    </message>
    <message>
        <source>Wait until the buy offer is settled</source>
        <translation>Attendez que l&apos;offre d&apos;achat soit réglée</translation>
    </message>
    <message>
        <source>Wait: {answering_seat} answers the offer first</source>
        <translation>Attendez : {answering_seat} répond d&apos;abord à l&apos;offre</translation>
    </message>
    <message>
        <source>You are already down: add cards to melds by laying off</source>
        <translation>Vous avez déjà posé : ajoutez des cartes en les rajoutant aux combinaisons</translation>
    </message>
    <message>
        <source>You can only take a wild from an opponent&apos;s meld</source>
        <translation>Vous ne pouvez prendre un joker que dans la combinaison d&apos;un adversaire</translation>
    </message>
    <message>
        <source>You cannot go out discarding {card}: your other cards leave {points:points} unmelded</source>
        <translation>Vous ne pouvez pas sortir en défaussant {card} : vos autres cartes laissent {points:points} hors combinaison</translation>
    </message>
    <message>
        <source>You have already drawn this turn</source>
        <translation>Vous avez déjà pioché à ce tour</translation>
    </message>
    <message>
        <source>You have already drawn this turn: now discard</source>
        <translation>Vous avez déjà pioché à ce tour : défaussez maintenant</translation>
    </message>
    <message>
        <source>You may not buy {card} now</source>
        <translation>Vous ne pouvez pas acheter {card} maintenant</translation>
    </message>
    <message>
        <source>You must use the wild this turn: lay down your contract with it</source>
        <translation>Vous devez jouer le joker à ce tour : posez votre contrat avec</translation>
    </message>
    <message>
        <source>You must use the wild this turn: lay it off</source>
        <translation>Vous devez jouer le joker à ce tour : rajoutez-le</translation>
    </message>
    <message>
        <source>You took {card} from the discard pile this turn: discard another card</source>
        <translation>Vous avez pris {card} à la défausse à ce tour : défaussez une autre carte</translation>
    </message>
    <message>
        <source>Your lay-down must use the {wild} you take</source>
        <translation>Votre pose doit utiliser le {wild} que vous prenez</translation>
    </message>
    <message>
        <source>Your {card} matches the {wild} standing for {card}, but a house rule keeps wild cards in their melds</source>
        <translation>Votre {card} correspond au {wild} qui remplace {card}, mais une règle maison laisse les jokers dans leurs combinaisons</translation>
    </message>
    <message>
        <source>Your {card} matches the {wild} standing for {card}, but a house rule lets only a player who is not down swap</source>
        <translation>Votre {card} correspond au {wild} qui remplace {card}, mais une règle maison ne laisse échanger qu&apos;un joueur qui n&apos;a pas encore posé</translation>
    </message>
    <message>
        <source>Your {card} matches the {wild} standing for {card}, but a wild can only be taken from an opponent&apos;s meld</source>
        <translation>Votre {card} correspond au {wild} qui remplace {card}, mais on ne peut prendre un joker que dans la combinaison d&apos;un adversaire</translation>
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
        <translation>un trèfle</translation>
    </message>
    <message>
        <source>a diamond</source>
        <translation>un carreau</translation>
    </message>
    <message>
        <source>a heart</source>
        <translation>un cœur</translation>
    </message>
    <message>
        <source>a jack</source>
        <translation>un valet</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>un roi</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>une dame</translation>
    </message>
    <message>
        <source>a round asks for at least one set or run</source>
        <translation>une manche demande au moins un brelan ou une suite</translation>
    </message>
    <message>
        <source>a round asks for at most {most} runs, not {count}</source>
        <translation>une manche demande au plus {most} suites, pas {count}</translation>
    </message>
    <message>
        <source>a run has at least 3 cards, not {given}</source>
        <translation>une suite a au moins 3 cartes, pas {given}</translation>
    </message>
    <message>
        <source>a run of {size} is longer than a suit allows (13 cards)</source>
        <translation>une suite de {size} est plus longue qu&apos;une couleur ne le permet (13 cartes)</translation>
    </message>
    <message>
        <source>a run of {size} is longer than a suit allows (14 cards, ace to ace)</source>
        <translation>une suite de {size} est plus longue qu&apos;une couleur ne le permet (14 cartes, d&apos;as à as)</translation>
    </message>
    <message>
        <source>a set has at least 3 cards, not {given}</source>
        <translation>un brelan a au moins 3 cartes, pas {given}</translation>
    </message>
    <message>
        <source>a set of {size} cannot have four different suits</source>
        <translation>un brelan de {size} ne peut pas avoir quatre couleurs différentes</translation>
    </message>
    <message>
        <source>a spade</source>
        <translation>un pique</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>as</translation>
    </message>
    <message>
        <source>allow {low} to {high} buys, not {given}</source>
        <translation>permettre de {low} à {high} achats, pas {given}</translation>
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
        <translation>buy_limits donne {given} pour la manche {round_no} : utilisez un nombre</translation>
    </message>
    <message>
        <source>buy_limits must be a number or a table of rounds and numbers</source>
        <translation>buy_limits doit être un nombre ou une table de manches et de nombres</translation>
    </message>
    <message>
        <source>buy_limits names round {given}: this game has rounds 1 to {rounds}</source>
        <translation>buy_limits cite la manche {given} : ce jeu a les manches 1 à {rounds}</translation>
    </message>
    <message>
        <source>card_values has no entry {given} (use {choices})</source>
        <translation>card_values n&apos;a pas d&apos;entrée {given} (utilisez {choices})</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfles</translation>
    </message>
    <message>
        <source>contract_name must be a name of 1 to {most} characters</source>
        <translation>contract_name doit être un nom de 1 à {most} caractères</translation>
    </message>
    <message>
        <source>contracts must be a list of rounds</source>
        <translation>contracts doit être une liste de manches</translation>
    </message>
    <message>
        <source>deal at most {most} cards in a round of {runs} runs and sets while the pack has wild cards, not {deal} (the lay-down search tries every way to share the wilds)</source>
        <translation>distribuer au plus {most} cartes dans une manche de {runs} suites et brelans quand le jeu a des jokers, pas {deal} (la recherche de la pose essaie toutes les façons de répartir les jokers)</translation>
    </message>
    <message>
        <source>deal at most {most} cards in a round of {runs} runs while the pack has wild cards, not {deal} (the lay-down search tries every way to share the wilds)</source>
        <translation>distribuer au plus {most} cartes dans une manche de {runs} suites quand le jeu a des jokers, pas {deal} (la recherche de la pose essaie toutes les façons de répartir les jokers)</translation>
    </message>
    <message>
        <source>deal at most {most} cards in a round that allows extra melds at the lay-down while the pack has wild cards, not {deal} (the lay-down search tries every choice of extra runs)</source>
        <translation>distribuer au plus {most} cartes dans une manche qui permet des combinaisons en plus à la pose quand le jeu a des jokers, pas {deal} (la recherche de la pose essaie tous les choix de suites en plus)</translation>
    </message>
    <message>
        <source>deal {low} to {high} cards, not {given}</source>
        <translation>distribuer de {low} à {high} cartes, pas {given}</translation>
    </message>
    <message>
        <source>deck_count_override must be between {low} and {high} decks</source>
        <translation>deck_count_override doit être entre {low} et {high} jeux</translation>
    </message>
    <message>
        <source>decks_by_players gives {given} decks for {players} players: use {low} to {high} decks</source>
        <translation>decks_by_players donne {given} jeux pour {players} joueurs : utilisez de {low} à {high} jeux</translation>
    </message>
    <message>
        <source>decks_by_players names {given} players: the games take {low} to {high} players</source>
        <translation>decks_by_players cite {given} joueurs : les jeux se jouent de {low} à {high} joueurs</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreaux</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœurs</translation>
    </message>
    <message>
        <source>house rules must be a JSON object of flag names and values</source>
        <translation>les règles maison doivent être un objet JSON de noms de règles et de valeurs</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>valets</translation>
    </message>
    <message>
        <source>jokers_per_deck must be 0, 1 or 2</source>
        <translation>jokers_per_deck doit valoir 0, 1 ou 2</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>rois</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A contract that asks for no melds at all.</extracomment>
        <translation>rien</translation>
    </message>
    <message>
        <source>player {number}</source>
        <extracomment>A seat nobody gave a name: &quot;It is not your turn: player 2 is playing&quot;.</extracomment>
        <translation>joueur {number}</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>dames</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>piques</translation>
    </message>
    <message>
        <source>the contract needs {need} cards but the cards dealt make {total}, keeping one to discard</source>
        <translation>le contrat demande {need} cartes mais les cartes distribuées en font {total}, en gardant une à défausser</translation>
    </message>
    <message>
        <source>the contract needs {need} cards but the cards dealt plus one draw make {total}</source>
        <translation>le contrat demande {need} cartes mais les cartes distribuées plus une pioche en font {total}</translation>
    </message>
    <message>
        <source>unknown game {given}: choose hillbilly or three-thirteen</source>
        <translation>jeu inconnu {given} : choisissez hillbilly ou three-thirteen</translation>
    </message>
    <message>
        <source>unknown variant {given}: choose {choices}</source>
        <translation>variante inconnue {given} : choisissez {choices}</translation>
    </message>
    <message>
        <source>{card} already lies in this meld</source>
        <translation>{card} est déjà dans cette combinaison</translation>
    </message>
    <message>
        <source>{card} cannot lie in two melds</source>
        <translation>{card} ne peut pas être dans deux combinaisons</translation>
    </message>
    <message>
        <source>{card} cannot replace a wild in {meld}: it takes {wanted:or}</source>
        <translation>{card} ne peut pas remplacer un joker dans {meld} : il faut {wanted:or}</translation>
    </message>
    <message>
        <source>{card} does not fit at either end of {meld}</source>
        <translation>{card} ne va à aucun des bouts de {meld}</translation>
    </message>
    <message>
        <source>{card} fits only the high end of {meld}, not the low end</source>
        <translation>{card} ne va qu&apos;au bout haut de {meld}, pas au bout bas</translation>
    </message>
    <message>
        <source>{card} fits only the low end of {meld}, not the high end</source>
        <translation>{card} ne va qu&apos;au bout bas de {meld}, pas au bout haut</translation>
    </message>
    <message>
        <source>{card} is dead: only a fresh discard can be taken</source>
        <translation>{card} est morte : seule une carte qui vient d&apos;être défaussée peut être prise</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>{card} n&apos;est pas dans votre main</translation>
    </message>
    <message>
        <source>{card} is used twice</source>
        <translation>{card} est utilisée deux fois</translation>
    </message>
    <message>
        <source>{card} is wild itself: a swap gives a natural card</source>
        <translation>{card} est elle-même un joker : un échange donne une carte naturelle</translation>
    </message>
    <message>
        <source>{card} matches the {wild} standing for {card}: swap it for the wild instead</source>
        <translation>{card} correspond au {wild} qui remplace {card} : échangez-la plutôt contre le joker</translation>
    </message>
    <message>
        <source>{decks} deck(s) are too few for {players} players: the biggest deal needs at least {needed} cards</source>
        <translation>{decks} jeu(x) de cartes ne suffisent pas pour {players} joueurs : la plus grande donne demande au moins {needed} cartes</translation>
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
        <translation>{first} ou {second}</translation>
    </message>
    <message>
        <source>{given} is not a card: the rank must be A, 2-10 (or T), J, Q or K</source>
        <translation>{given} n&apos;est pas une carte : la valeur doit être A, 2-10 (ou T), J, Q ou K</translation>
    </message>
    <message>
        <source>{given} is not a card: the suit must be one of S, H, D, C</source>
        <translation>{given} n&apos;est pas une carte : la couleur doit être S, H, D ou C</translation>
    </message>
    <message>
        <source>{given} is not a card: write a rank and a suit, like 7H or JK</source>
        <translation>{given} n&apos;est pas une carte : écrivez une valeur et une couleur, comme 7H ou JK</translation>
    </message>
    <message>
        <source>{given} is not a house rule</source>
        <translation>{given} n&apos;est pas une règle maison</translation>
    </message>
    <message>
        <source>{given} is not a rule of {variant}</source>
        <translation>{given} n&apos;est pas une règle de {variant}</translation>
    </message>
    <message>
        <source>{given} players cannot play: the games take {low} to {high} players</source>
        <translation>{given} joueurs ne peuvent pas jouer : les jeux se jouent de {low} à {high} joueurs</translation>
    </message>
    <message>
        <source>{meld} cannot take another wild card: a meld may hold only one wild card</source>
        <translation>{meld} ne peut pas prendre un autre joker : une combinaison ne peut contenir qu&apos;un seul joker</translation>
    </message>
    <message>
        <source>{meld} cannot take another wild card: a meld may not hold more wild cards than natural ones</source>
        <translation>{meld} ne peut pas prendre un autre joker : une combinaison ne peut pas contenir plus de jokers que de cartes naturelles</translation>
    </message>
    <message>
        <source>{meld} cannot take another wild card: a meld needs at least one natural card</source>
        <translation>{meld} ne peut pas prendre un autre joker : une combinaison demande au moins une carte naturelle</translation>
    </message>
    <message>
        <source>{meld} cannot take another wild card: a run of {length} cards may hold at most {most:wilds}</source>
        <translation>{meld} ne peut pas prendre un autre joker : une suite de {length} cartes peut contenir au plus {most:wilds}</translation>
    </message>
    <message>
        <source>{meld} cannot take another wild card: a set of {length} cards may hold at most {most:wilds}</source>
        <translation>{meld} ne peut pas prendre un autre joker : un brelan de {length} cartes peut contenir au plus {most:wilds}</translation>
    </message>
    <message>
        <source>{meld} has no wild card to take</source>
        <translation>{meld} n&apos;a pas de joker à prendre</translation>
    </message>
    <message>
        <source>{meld} holds {wilds} wild cards, but a meld may hold only one wild card</source>
        <translation>{meld} contient {wilds} jokers, mais une combinaison ne peut contenir qu&apos;un seul joker</translation>
    </message>
    <message>
        <source>{meld} holds {wilds} wild cards, but a meld may not hold more wild cards than natural ones</source>
        <translation>{meld} contient {wilds} jokers, mais une combinaison ne peut pas contenir plus de jokers que de cartes naturelles</translation>
    </message>
    <message>
        <source>{meld} holds {wilds} wild cards, but a meld needs at least one natural card</source>
        <translation>{meld} contient {wilds} jokers, mais une combinaison demande au moins une carte naturelle</translation>
    </message>
    <message>
        <source>{meld} holds {wilds} wild cards, but a run of {length} cards may hold at most {most:wilds}</source>
        <translation>{meld} contient {wilds} jokers, mais une suite de {length} cartes peut contenir au plus {most:wilds}</translation>
    </message>
    <message>
        <source>{meld} holds {wilds} wild cards, but a set of {length} cards may hold at most {most:wilds}</source>
        <translation>{meld} contient {wilds} jokers, mais un brelan de {length} cartes peut contenir au plus {most:wilds}</translation>
    </message>
    <message>
        <source>{meld} is as long as a run can be ({most} cards)</source>
        <translation>{meld} est aussi longue qu&apos;une suite peut l&apos;être ({most} cartes)</translation>
    </message>
    <message>
        <source>{move} is not a move in Hillbilly Rummy</source>
        <translation>{move} n&apos;est pas un coup du Hillbilly Rummy</translation>
    </message>
    <message>
        <source>{move} is not a move in Three Thirteen</source>
        <translation>{move} n&apos;est pas un coup du Three Thirteen</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} buys a round, not {given}</source>
        <translation>{name} doit être entre {low} et {high} achats par manche, pas {given}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} cards (or none: no limit), not {given}</source>
        <translation>{name} doit être entre {low} et {high} cartes (ou none : sans limite), pas {given}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} cards, not {given}</source>
        <translation>{name} doit être entre {low} et {high} cartes, pas {given}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} points a card, not {given}</source>
        <translation>{name} doit être entre {low} et {high} points par carte, pas {given}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} points, not {given}</source>
        <translation>{name} doit être entre {low} et {high} points, pas {given}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} wild cards (or none: no limit), not {given}</source>
        <translation>{name} doit être entre {low} et {high} jokers (ou none : sans limite), pas {given}</translation>
    </message>
    <message>
        <source>{sets} and {runs}</source>
        <extracomment>Melds made: &quot;1 set and 2 runs&quot;.</extracomment>
        <translation>{sets} et {runs}</translation>
    </message>
    <message>
        <source>{where} must be a whole number such as {example}, not {given}</source>
        <translation>{where} doit être un nombre entier comme {example}, pas {given}</translation>
    </message>
    <message>
        <source>{where} must be a whole number such as {example}, not {given} in quotes</source>
        <translation>{where} doit être un nombre entier comme {example}, pas {given} entre guillemets</translation>
    </message>
    <message>
        <source>{where} must be one of {choices}, not {given}</source>
        <translation>{where} doit être l&apos;un de {choices}, pas {given}</translation>
    </message>
    <message>
        <source>{where} must be true or false without quotes, not {given}</source>
        <translation>{where} doit être true ou false sans guillemets, pas {given}</translation>
    </message>
    <message>
        <source>{where} must be true or false, not {given}</source>
        <translation>{where} doit être true ou false, pas {given}</translation>
    </message>
    <message>
        <source>{where}: {detail}</source>
        <translation>{where} : {detail}</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>(gave up about {loss} points) · played &lt;b&gt;{played}&lt;/b&gt;, better &lt;b&gt;{best}&lt;/b&gt;</source>
        <extracomment>{played} and {best}: the move made and the better one, in card notation.</extracomment>
        <translation>(environ {loss} points perdus) · joué &lt;b&gt;{played}&lt;/b&gt;, mieux &lt;b&gt;{best}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>At that moment {name} held: {cards} · discard {top} &lt;small&gt;(green: the better move&apos;s card; red: the card played)&lt;/small&gt;</source>
        <translation>À ce moment, {name} avait&#xa0;: {cards} · défausse {top} &lt;small&gt;(vert&#xa0;: la carte du meilleur coup&#xa0;; rouge&#xa0;: la carte jouée)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Coach: {sign} {mark}</source>
        <extracomment>The coach&apos;s mark for a move: {sign} is ★, ✓, ?!, ? or ??; {mark} its name.</extracomment>
        <translation>Coach&#xa0;: {sign} {mark}</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Premier</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Dernier</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Coup {move} sur {moves}</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Next: {who} ({phase}) · stock {stock} · discard {top}</source>
        <extracomment>Who moves next and what they are to do; the stock&apos;s size; the discard pile&apos;s top.</extracomment>
        <translation>Ensuite&#xa0;: {who} ({phase}) · talon {stock} · défausse {top}</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Sur la table</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Review: {title}</source>
        <translation>Revue&#xa0;: {title}</translation>
    </message>
    <message>
        <source>Round {round}: {move}</source>
        <translation>Manche {round}&#xa0;: {move}</translation>
    </message>
    <message>
        <source>R{round}</source>
        <extracomment>A column of the scores by round: R1 is round 1&apos;s points.</extracomment>
        <translation>M{round}</translation>
    </message>
    <message>
        <source>Scores by round</source>
        <translation>Scores par manche</translation>
    </message>
    <message>
        <source>The position</source>
        <translation>La position</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Pourquoi&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Your run: {cards}</source>
        <translation>Votre suite&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Your set: {cards}</source>
        <translation>Votre brelan&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>buy offer</source>
        <translation>offre d&apos;achat</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partie terminée</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>the round is over</source>
        <translation>la manche est terminée</translation>
    </message>
    <message>
        <source>to draw</source>
        <translation>doit piocher</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>doit jouer</translation>
    </message>
    <message>
        <source>{name}&apos;s run: {cards}</source>
        <translation>Suite de {name}&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>{name}&apos;s set: {cards}</source>
        <translation>Brelan de {name}&#xa0;: {cards}</translation>
    </message>
</context>
<context>
    <name>RoundEnd</name>
    <message>
        <source>Cards left</source>
        <translation>Cartes restantes</translation>
    </message>
    <message>
        <source>Cards: {cards}</source>
        <extracomment>A player&apos;s cards at the round&apos;s end, for a screen reader: &quot;Cards: 7♥, 8♥, JK as 9♥&quot;.</extracomment>
        <translation>Cartes&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Deal round {round}</source>
        <translation>Distribuer la manche {round}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Nobody went out: every player is down and no card left can ever be laid off.</source>
        <translation>Personne n&apos;a terminé&#xa0;: tous les joueurs ont posé et aucune carte restante ne pourra jamais être ajoutée.</translation>
    </message>
    <message numerus="yes">
        <source>Nobody went out: nobody laid down while the stock was refilled %n time(s).</source>
        <translation>
            <numerusform>Personne n&apos;a terminé&#xa0;: personne n&apos;a posé pendant que le talon était reconstitué %n fois.</numerusform>
            <numerusform>Personne n&apos;a terminé&#xa0;: personne n&apos;a posé pendant que le talon était reconstitué %n fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody went out: the stock ran out.</source>
        <translation>Personne n&apos;a terminé&#xa0;: le talon est épuisé.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>The column of the points scored in this round.</extracomment>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Round {round} is over</source>
        <translation>La manche {round} est terminée</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Manche {round} sur {rounds}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Vous avez terminé.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Vous gagnez la partie&#xa0;!</translation>
    </message>
    <message>
        <source>all melded</source>
        <extracomment>A tag beside a player&apos;s name: every card of the hand is in a meld.</extracomment>
        <translation>tout combiné</translation>
    </message>
    <message>
        <source>no cards left</source>
        <translation>plus aucune carte</translation>
    </message>
    <message>
        <source>went out</source>
        <extracomment>A tag beside the name of the player who went out.</extracomment>
        <translation>a terminé</translation>
    </message>
    <message>
        <source>{card} as {what}</source>
        <extracomment>A melded wild card and the card it stands for: &quot;JK as 7♥&quot;.</extracomment>
        <translation>{card} pour {what}</translation>
    </message>
    <message>
        <source>{first} and {second} share the win!</source>
        <translation>{first} et {second} se partagent la victoire&#xa0;!</translation>
    </message>
    <message>
        <source>{game}, round {round} of {rounds}: {contract}</source>
        <extracomment>{game}: a contract game&apos;s name; {contract}: the melds the round asked for.</extracomment>
        <translation>{game}, manche {round} sur {rounds}&#xa0;: {contract}</translation>
    </message>
    <message>
        <source>{names} and {last} share the win!</source>
        <extracomment>Three or more winners: &quot;Ann, Bo and Cy share the win!&quot;</extracomment>
        <translation>{names} et {last} se partagent la victoire&#xa0;!</translation>
    </message>
    <message>
        <source>{name} went out.</source>
        <translation>{name} a terminé.</translation>
    </message>
    <message>
        <source>{name} wins the game!</source>
        <translation>{name} gagne la partie&#xa0;!</translation>
    </message>
    <message>
        <source>{total}
lowest</source>
        <extracomment>A total, with &quot;lowest&quot; on the line under it: the lowest total so far.</extracomment>
        <translation>{total}
la plus basse</translation>
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
    <name>SessionWords</name>
    <message>
        <source>Game over. Game ▸ Review game steps through every move.</source>
        <extracomment>Said to a screen reader at the game&apos;s end; the menu path as the menus say it.</extracomment>
        <translation>Partie terminée. Partie ▸ Revoir la partie parcourt chaque coup.</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>The title of a box saying why a saved game cannot be reviewed.</extracomment>
        <translation>Revue</translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>Revoir une partie enregistrée</translation>
    </message>
    <message>
        <source>The analysis could not be kept: {problem}</source>
        <translation>L&apos;analyse n&apos;a pas pu être gardée&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>The review opens once the game is over (all hands are face up)</source>
        <translation>La revue s&apos;ouvre une fois la partie terminée (toutes les mains visibles)</translation>
    </message>
    <message>
        <source>The statistics were not updated: {problem}</source>
        <extracomment>{problem}: why the statistics file could not be written, a sentence.</extracomment>
        <translation>Les statistiques n&apos;ont pas été mises à jour&#xa0;: {problem}</translation>
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
    <name>StatsWords</name>
    <message numerus="yes">
        <source>%n analysed game(s)</source>
        <translation>
            <numerusform>%n partie analysée</numerusform>
            <numerusform>%n parties analysées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message numerus="yes">
        <source>Accuracy after %n analysed game(s): {values}</source>
        <translation>
            <numerusform>Précision après %n partie analysée&#xa0;: {values}</numerusform>
            <numerusform>Précision après %n parties analysées&#xa0;: {values}</numerusform>
        </translation>
    </message>
    <message>
        <source>Accuracy chart</source>
        <translation>Courbe de précision</translation>
    </message>
    <message>
        <source>Accuracy: the share of best or good decisions in the games the coach analysed (Review game ▸ Analyse my play); assisted: games played in coach mode.</source>
        <translation>Précision&#xa0;: la part des décisions meilleures ou bonnes dans les parties analysées par le coach (Revoir la partie ▸ Analyser mon jeu)&#xa0;; assistées&#xa0;: parties jouées en mode coach.</translation>
    </message>
    <message>
        <source>Analysed</source>
        <translation>Analysées</translation>
    </message>
    <message>
        <source>Analysed game</source>
        <translation>Partie analysée</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Assistées</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Buys</source>
        <translation>Achats</translation>
    </message>
    <message>
        <source>Co-won</source>
        <translation>Gagnées ex æquo</translation>
    </message>
    <message>
        <source>Coach</source>
        <extracomment>The tab of the coach&apos;s charts (its analyses of the player&apos;s games).</extracomment>
        <translation>Coach</translation>
    </message>
    <message>
        <source>Contract games</source>
        <translation>Jeux à contrats</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>The chart&apos;s x axis: a player&apos;s games, oldest first.</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Lower scores are better in both games.</source>
        <translation>Dans les deux jeux, les scores les plus bas sont les meilleurs.</translation>
    </message>
    <message>
        <source>Mean loss</source>
        <translation>Perte moyenne</translation>
    </message>
    <message numerus="yes">
        <source>Mean loss after %n analysed game(s): {values}</source>
        <translation>
            <numerusform>Perte moyenne après %n partie analysée&#xa0;: {values}</numerusform>
            <numerusform>Perte moyenne après %n parties analysées&#xa0;: {values}</numerusform>
        </translation>
    </message>
    <message>
        <source>Mean loss chart</source>
        <translation>Courbe de perte moyenne</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>No analysed game yet (Review game ▸ Analyse my play)</source>
        <translation>Aucune partie analysée pour l&apos;instant (Revoir la partie ▸ Analyser mon jeu)</translation>
    </message>
    <message>
        <source>No analysed game yet (Review game ▸ Analyse my play).</source>
        <translation>Aucune partie analysée pour l&apos;instant (Revoir la partie ▸ Analyser mon jeu).</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Aucune partie terminée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Courbe des scores</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message numerus="yes">
        <source>Totals after %n game(s): {values}</source>
        <extracomment>{values}: each player&apos;s final total, &quot;Ann: 40, Bo: 12&quot;.</extracomment>
        <translation>
            <numerusform>Totaux après %n partie&#xa0;: {values}</numerusform>
            <numerusform>Totaux après %n parties&#xa0;: {values}</numerusform>
        </translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Tendance</translation>
    </message>
    <message>
        <source>Went out first</source>
        <translation>Premier à terminer</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Won assisted</source>
        <translation>Gagnées assistées</translation>
    </message>
    <message numerus="yes">
        <source>{date}: accuracy {accuracy}, mean loss {loss} (%n decision(s))</source>
        <extracomment>An analysed game: its date, accuracy (a percentage), mean loss, decisions.</extracomment>
        <translation>
            <numerusform>{date}&#xa0;: précision {accuracy}, perte moyenne {loss} (%n décision)</numerusform>
            <numerusform>{date}&#xa0;: précision {accuracy}, perte moyenne {loss} (%n décisions)</numerusform>
        </translation>
    </message>
    <message>
        <source>{game}: accuracy of each analysed game (%)</source>
        <translation>{game}&#xa0;: précision de chaque partie analysée (%)</translation>
    </message>
    <message>
        <source>{game}: final totals of the last games</source>
        <translation>{game}&#xa0;: totaux finaux des dernières parties</translation>
    </message>
    <message>
        <source>{game}: mean loss a decision (points)</source>
        <translation>{game}&#xa0;: perte moyenne par décision (points)</translation>
    </message>
    <message>
        <source>{value} points</source>
        <extracomment>A mean loss in points, with decimals: &quot;0.5 points&quot;.</extracomment>
        <translation>{value} points</translation>
    </message>
    <message>
        <source>{value}%</source>
        <translation>{value}&#xa0;%</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Shuffling the cards…</source>
        <extracomment>The status line while the first deal is made.</extracomment>
        <translation>Mélange des cartes…</translation>
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
    <name>TableChoice</name>
    <message>
        <source>Your choice</source>
        <extracomment>The title of a question of the table&apos;s (&quot;Where does the JK go?&quot;).</extracomment>
        <translation>Votre choix</translation>
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
    <name>Welcome</name>
    <message>
        <source>Just deal a game</source>
        <translation>Distribuer simplement une partie</translation>
    </message>
    <message>
        <source>Skip</source>
        <extracomment>Closes the welcome screen without a game.</extracomment>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Start the guided round</source>
        <translation>Commencer la manche guidée</translation>
    </message>
    <message>
        <source>The guided round deals a fixed hand against one computer player and shows each step.</source>
        <translation>La manche guidée distribue une main fixe contre un joueur ordinateur et montre chaque étape.</translation>
    </message>
    <message>
        <source>Welcome to {app}</source>
        <translation>Bienvenue dans {app}</translation>
    </message>
    <message>
        <source>Welcome! Which game would you like to learn?</source>
        <translation>Bienvenue&#xa0;! Quel jeu voulez-vous apprendre&#xa0;?</translation>
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
        <source>Hillbilly Rummy</source>
        <translation>Hillbilly Rummy</translation>
    </message>
    <message>
        <source>Three Thirteen</source>
        <translation>Three Thirteen</translation>
    </message>
</context>
</TS>
