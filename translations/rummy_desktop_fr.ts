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
    <message>
        <source>10 rounds of 7 to 16 cards; the last laid down and gone out at once</source>
        <translation>10 manches de 7 à 16 cartes ; la dernière posée et terminée d&apos;un coup</translation>
    </message>
    <message>
        <source>10 rounds of contracts, jokers wild, buying</source>
        <translation>10 manches à contrats, jokers, achats</translation>
    </message>
    <message>
        <source>10s are wild</source>
        <translation>les 10 sont jokers</translation>
    </message>
    <message>
        <source>11 rounds of 3 to 13 cards, a new wild rank each round</source>
        <translation>11 manches de 3 à 13 cartes, une nouvelle valeur joker à chaque manche</translation>
    </message>
    <message>
        <source>2s are wild</source>
        <translation>les 2 sont jokers</translation>
    </message>
    <message>
        <source>3s are wild</source>
        <translation>les 3 sont jokers</translation>
    </message>
    <message>
        <source>4s are wild</source>
        <translation>les 4 sont jokers</translation>
    </message>
    <message>
        <source>5s are wild</source>
        <translation>les 5 sont jokers</translation>
    </message>
    <message>
        <source>6s are wild</source>
        <translation>les 6 sont jokers</translation>
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
        <source>7s are wild</source>
        <translation>les 7 sont jokers</translation>
    </message>
    <message>
        <source>8s are wild</source>
        <translation>les 8 sont jokers</translation>
    </message>
    <message>
        <source>9s are wild</source>
        <translation>les 9 sont jokers</translation>
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
        <source>a run of eight</source>
        <translation>une suite de huit</translation>
    </message>
    <message>
        <source>a run of five</source>
        <translation>une suite de cinq</translation>
    </message>
    <message>
        <source>a run of four</source>
        <translation>une suite de quatre</translation>
    </message>
    <message>
        <source>a run of nine</source>
        <translation>une suite de neuf</translation>
    </message>
    <message>
        <source>a run of seven</source>
        <translation>une suite de sept</translation>
    </message>
    <message>
        <source>a run of six</source>
        <translation>une suite de six</translation>
    </message>
    <message>
        <source>a run of ten</source>
        <translation>une suite de dix</translation>
    </message>
    <message>
        <source>a run of three</source>
        <translation>une suite de trois</translation>
    </message>
    <message>
        <source>a run of {size}</source>
        <translation>une suite de {size}</translation>
    </message>
    <message>
        <source>a set of eight</source>
        <translation>une série de huit</translation>
    </message>
    <message>
        <source>a set of five</source>
        <translation>une série de cinq</translation>
    </message>
    <message>
        <source>a set of four</source>
        <translation>un carré</translation>
    </message>
    <message>
        <source>a set of nine</source>
        <translation>une série de neuf</translation>
    </message>
    <message>
        <source>a set of seven</source>
        <translation>une série de sept</translation>
    </message>
    <message>
        <source>a set of six</source>
        <translation>une série de six</translation>
    </message>
    <message>
        <source>a set of ten</source>
        <translation>une série de dix</translation>
    </message>
    <message>
        <source>a set of three</source>
        <translation>un brelan</translation>
    </message>
    <message>
        <source>a set of {size}</source>
        <translation>une série de {size}</translation>
    </message>
    <message>
        <source>aces are wild</source>
        <translation>les as sont jokers</translation>
    </message>
    <message>
        <source>cards of rank {rank} are wild</source>
        <translation>les cartes de valeur {rank} sont jokers</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>jacks are wild</source>
        <translation>les valets sont jokers</translation>
    </message>
    <message>
        <source>kings are wild</source>
        <translation>les rois sont jokers</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A round that asks for no melds at all.</extracomment>
        <translation>rien</translation>
    </message>
    <message>
        <source>queens are wild</source>
        <translation>les dames sont jokers</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>{count} runs of eight</source>
        <translation>{count} suites de huit</translation>
    </message>
    <message>
        <source>{count} runs of five</source>
        <translation>{count} suites de cinq</translation>
    </message>
    <message>
        <source>{count} runs of four</source>
        <translation>{count} suites de quatre</translation>
    </message>
    <message>
        <source>{count} runs of nine</source>
        <translation>{count} suites de neuf</translation>
    </message>
    <message>
        <source>{count} runs of seven</source>
        <translation>{count} suites de sept</translation>
    </message>
    <message>
        <source>{count} runs of six</source>
        <translation>{count} suites de six</translation>
    </message>
    <message>
        <source>{count} runs of ten</source>
        <translation>{count} suites de dix</translation>
    </message>
    <message>
        <source>{count} runs of three</source>
        <translation>{count} suites de trois</translation>
    </message>
    <message>
        <source>{count} runs of {size}</source>
        <translation>{count} suites de {size}</translation>
    </message>
    <message>
        <source>{count} sets of eight</source>
        <translation>{count} séries de huit</translation>
    </message>
    <message>
        <source>{count} sets of five</source>
        <translation>{count} séries de cinq</translation>
    </message>
    <message>
        <source>{count} sets of four</source>
        <translation>{count} carrés</translation>
    </message>
    <message>
        <source>{count} sets of nine</source>
        <translation>{count} séries de neuf</translation>
    </message>
    <message>
        <source>{count} sets of seven</source>
        <translation>{count} séries de sept</translation>
    </message>
    <message>
        <source>{count} sets of six</source>
        <translation>{count} séries de six</translation>
    </message>
    <message>
        <source>{count} sets of ten</source>
        <translation>{count} séries de dix</translation>
    </message>
    <message>
        <source>{count} sets of three</source>
        <translation>{count} brelans</translation>
    </message>
    <message>
        <source>{count} sets of {size}</source>
        <translation>{count} séries de {size}</translation>
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
        <source>Press Buy under the offer in the panel on the right (or B).</source>
        <extracomment>&quot;Buy&quot; is the button&apos;s name, under the words of the offer in the side panel.</extracomment>
        <translation>Appuyez sur Acheter sous l&apos;offre, dans le panneau de droite (ou B).</translation>
    </message>
    <message>
        <source>Press Pass under the offer in the panel on the right (or P).</source>
        <extracomment>&quot;Pass&quot; is the button&apos;s name, under the words of the offer in the side panel.</extracomment>
        <translation>Appuyez sur Passer sous l&apos;offre, dans le panneau de droite (ou P).</translation>
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
            <numerusform>Il vous reste %n point</numerusform>
            <numerusform>Il vous reste %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n point(s) left over
after your discard</source>
        <extracomment>Three Thirteen with a card to discard: two lines (keep the line break).</extracomment>
        <translation>
            <numerusform>Il vous reste %n point
après votre défausse</numerusform>
            <numerusform>Il vous reste %n points
après votre défausse</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HelpAbout</name>
    <message>
        <source>Built with</source>
        <translation>Réalisé avec</translation>
    </message>
    <message>
        <source>Card art</source>
        <translation>Dessin des cartes</translation>
    </message>
    <message>
        <source>Hillbilly Rummy and Three Thirteen for the desktop: play against computer players or with friends on one computer.</source>
        <translation>Hillbilly Rummy et Three Thirteen sur l&apos;ordinateur&#xa0;: jouez contre des joueurs virtuels ou entre amis sur un seul ordinateur.</translation>
    </message>
    <message>
        <source>Python, PSF licence</source>
        <translation>Python, licence PSF</translation>
    </message>
    <message>
        <source>Qt 6 and PySide6 (Qt for Python), GNU LGPL v3</source>
        <translation>Qt 6 et PySide6 (Qt for Python), GNU LGPL v3</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>The cards are &lt;b&gt;SVG-cards&lt;/b&gt; {art_version} by David Bellot and contributors, shipped unmodified under the GNU Lesser General Public License 2.1. The licence and the list of authors come with the game, in its resources folder; you may replace the card file with any modified version of it, as the licence allows.</source>
        <translation>Les cartes sont les &lt;b&gt;SVG-cards&lt;/b&gt; {art_version} de David Bellot et ses contributeurs, fournies sans modification sous la GNU Lesser General Public License 2.1. La licence et la liste des auteurs accompagnent le jeu, dans son dossier de ressources&#xa0;; vous pouvez remplacer le fichier des cartes par toute version modifiée, comme la licence le permet.</translation>
    </message>
    <message>
        <source>The games follow the rules families play at the table; where tables disagree, the choice is a house rule you can make in the New Game dialog. Help ▸ How to play has them all.</source>
        <translation>Les jeux suivent les règles que les familles jouent à table&#xa0;; là où les tables ne sont pas d&apos;accord, le choix est une règle maison que vous pouvez faire dans la boîte Nouvelle partie. Aide ▸ Comment jouer les donne toutes.</translation>
    </message>
    <message>
        <source>confusable_homoglyphs, MIT licence, with Unicode&apos;s confusables data (Unicode licence)</source>
        <translation>confusable_homoglyphs, licence MIT, avec les données de caractères confusables d&apos;Unicode (licence Unicode)</translation>
    </message>
    <message>
        <source>platformdirs, MIT licence</source>
        <translation>platformdirs, licence MIT</translation>
    </message>
    <message>
        <source>pydantic, MIT licence</source>
        <translation>pydantic, licence MIT</translation>
    </message>
</context>
<context>
    <name>HelpAccess</name>
    <message>
        <source>**At one computer with several people**, each hears only what they may know: your own draw (&quot;You drew the Eight of clubs&quot;) is said to you alone, and nothing private is said behind the pass screen.</source>
        <translation>**À un seul ordinateur à plusieurs**, chacun n&apos;entend que ce qu&apos;il a le droit de savoir&#xa0;: votre propre pioche (« Vous avez pioché le huit de trèfle ») n&apos;est dite qu&apos;à vous, et rien de privé n&apos;est dit derrière l&apos;écran de passage.</translation>
    </message>
    <message>
        <source>**F2 reads the whole situation**: the round and its contract or wild rank, your hand by the groups you arranged, the discard, the stock, each opponent&apos;s cards left, buys and melds, the scores and what to do now.</source>
        <translation>**F2 lit toute la situation**&#xa0;: la manche et son contrat ou sa valeur joker, votre main selon les groupes que vous avez rangés, la défausse, le talon, les cartes restantes, achats et combinaisons de chaque adversaire, les scores et ce qu&apos;il faut faire maintenant.</translation>
    </message>
    <message>
        <source>**Four-colour deck**: clubs green, diamonds blue, hearts red, spades black, as four-colour poker decks print them.</source>
        <translation>**Jeu à quatre couleurs**&#xa0;: trèfle vert, carreau bleu, cœur rouge, pique noir, comme les jeux de poker à quatre couleurs.</translation>
    </message>
    <message>
        <source>**High-contrast table**: black felt, white edges and words, the seat in turn and the focus in yellow.</source>
        <translation>**Table à fort contraste**&#xa0;: tapis noir, bords et textes blancs, la place qui a la main et le focus en jaune.</translation>
    </message>
    <message>
        <source>**Large index** (on unless you turn it off): a big rank and suit in the corners, the part of a card a fanned hand or a meld shows.</source>
        <translation>**Grands index** (activés sauf si vous les désactivez)&#xa0;: valeur et couleur en grand dans les coins, la partie d&apos;une carte que montre une main en éventail ou une combinaison.</translation>
    </message>
    <message>
        <source>**The focused card or pile is named** as the arrows move: &quot;Seven of hearts, wild, in your hand, 4 of 9&quot;; &quot;Discard pile: Queen of clubs, thrown by Ada, can be bought&quot;; &quot;Ada&apos;s run: Five, Six, Seven of hearts&quot;; &quot;Stock: 31 cards&quot;. Its description says what the keys do there. While you carry cards it adds &quot;Holding the Seven of hearts&quot;, and on each place whether Space may put them down there, or why not.</source>
        <translation>**La carte ou la pile qui a le focus est nommée** à mesure que les flèches avancent&#xa0;: « Sept de cœur, joker, dans votre main, 4 sur 9 »&#xa0;; « Défausse&#xa0;: dame de trèfle, jetée par Ada, peut être achetée »&#xa0;; « Suite d&apos;Ada&#xa0;: cinq, six, sept de cœur »&#xa0;; « Talon&#xa0;: 31 cartes ». Sa description dit ce que font les touches à cet endroit. Quand vous portez des cartes, elle ajoute « Vous tenez le sept de cœur » et, à chaque endroit, si Espace peut les y poser, ou pourquoi pas.</translation>
    </message>
    <message>
        <source>**The table can be browsed** with the screen reader&apos;s own review (Orca&apos;s flat review, NVDA&apos;s object navigation) without moving the game&apos;s focus: &quot;Your hand, 9 cards&quot; and each card in order (and whether it is selected), each meld you are making, the stock, the discard pile, each meld on the table and each player (&quot;Ada: 7 cards, not down, 40 points&quot;).</source>
        <translation>**La table peut être parcourue** avec l&apos;exploration propre au lecteur d&apos;écran (la revue à plat d&apos;Orca, la navigation par objets de NVDA) sans déplacer le focus du jeu&#xa0;: « Votre main, 9 cartes » et chaque carte dans l&apos;ordre (et si elle est sélectionnée), chaque combinaison en préparation, le talon, la défausse, chaque combinaison sur la table et chaque joueur (« Ada&#xa0;: 7 cartes, n&apos;a pas posé, 40 points »).</translation>
    </message>
    <message>
        <source>**What happens at the table is announced** as it happens, one line after the other at a pace one can follow: the others&apos; draws, discards, buys, lay-downs and lay-offs, who went out, the round&apos;s scores, and what to do now (&quot;Your turn: draw from the stock or take the King of hearts&quot;). Cards are said in words, never as symbols.</source>
        <translation>**Ce qui se passe à la table est annoncé** au moment où cela arrive, une ligne après l&apos;autre, à un rythme qu&apos;on peut suivre&#xa0;: les pioches, défausses, achats, poses et rajouts des autres, qui est sorti, les scores de la manche et ce qu&apos;il faut faire maintenant (« À vous&#xa0;: piochez au talon ou prenez le roi de cœur »). Les cartes sont dites en toutes lettres, jamais en symboles.</translation>
    </message>
    <message>
        <source>**{move}**: {keys}</source>
        <translation>**{move}**&#xa0;: {keys}</translation>
    </message>
    <message>
        <source>Alt + underlined letter</source>
        <translation>Alt + lettre soulignée</translation>
    </message>
    <message>
        <source>Alt+G, Alt+P, Alt+V, Alt+H</source>
        <extracomment>The menus&apos; own Alt keys, as the menu titles underline them in this language.</extracomment>
        <translation>Alt+P, Alt+J, Alt+F, Alt+A</translation>
    </message>
    <message>
        <source>B or P while a card is offered to you (the status line and the screen reader say so).</source>
        <translation>B ou P tant qu&apos;une carte vous est proposée (la ligne d&apos;état et le lecteur d&apos;écran le disent).</translation>
    </message>
    <message>
        <source>Back out one step: put down what you hold, then clear the selection, then send the melds you are building back to your hand.</source>
        <translation>Revenir d&apos;un pas&#xa0;: reposer ce que vous tenez, puis vider la sélection, puis renvoyer dans votre main les combinaisons en préparation.</translation>
    </message>
    <message>
        <source>Both games can be played from start to finish with the keyboard alone, and by ear with a screen reader. Press **Tab** to reach the table from the buttons; the table is where the keys below work.</source>
        <translation>Les deux jeux se jouent du début à la fin au clavier seul, et à l&apos;oreille avec un lecteur d&apos;écran. Appuyez sur **Tab** pour passer des boutons à la table&#xa0;; c&apos;est sur la table que fonctionnent les touches ci-dessous.</translation>
    </message>
    <message>
        <source>Build melds (Hillbilly)</source>
        <translation>Préparer des combinaisons (Hillbilly)</translation>
    </message>
    <message>
        <source>Buy or pass</source>
        <translation>Acheter ou passer</translation>
    </message>
    <message>
        <source>Choose among radio buttons (the game in New Game) and in lists and boxes.</source>
        <translation>Choisir parmi des boutons radio (le jeu dans Nouvelle partie) et dans les listes et les zones de choix.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Maj+S</translation>
    </message>
    <message>
        <source>Ctrl+Tab</source>
        <translation>Ctrl+Tab</translation>
    </message>
    <message>
        <source>D, or Enter on the stock.</source>
        <translation>D, ou Entrée sur le talon.</translation>
    </message>
    <message>
        <source>Dialogs</source>
        <translation>Boîtes de dialogue</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Each move</source>
        <translation>Chaque coup</translation>
    </message>
    <message>
        <source>Enter / Esc</source>
        <translation>Entrée / Échap</translation>
    </message>
    <message>
        <source>Enter on each card of a meld, Space, arrows up to the lay-down area, Space. Each group you put down there is a meld being built; a line under it says whether it is a set or a run yet (✔ or ✗, read out in words).</source>
        <translation>Entrée sur chaque carte d&apos;une combinaison, Espace, flèches vers le haut jusqu&apos;à la zone de pose, Espace. Chaque groupe que vous y posez est une combinaison en préparation&#xa0;; une ligne en dessous dit si c&apos;est déjà un brelan ou une suite (✔ ou ✗, lu en toutes lettres).</translation>
    </message>
    <message>
        <source>Every shortcut</source>
        <translation>Tous les raccourcis</translation>
    </message>
    <message>
        <source>G, with the card to throw focused or selected.</source>
        <translation>G, la carte à jeter ayant le focus ou étant sélectionnée.</translation>
    </message>
    <message>
        <source>Go out (Three Thirteen)</source>
        <translation>Sortir (Three Thirteen)</translation>
    </message>
    <message>
        <source>Go straight to that control.</source>
        <translation>Aller directement à cette commande.</translation>
    </message>
    <message>
        <source>H: the hint is shown and read out.</source>
        <translation>H&#xa0;: l&apos;indice est affiché et lu.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>In a game of several people at one computer the keys go to the &quot;I&apos;m …: show my cards&quot; button: Space or Enter shows your hand.</source>
        <translation>Dans une partie à plusieurs sur un seul ordinateur, les touches vont au bouton « Je suis …&#xa0;: montrer mes cartes »&#xa0;: Espace ou Entrée montre votre main.</translation>
    </message>
    <message>
        <source>Key</source>
        <extracomment>A column heading of the page&apos;s tables of keys: the key pressed.</extracomment>
        <translation>Touche</translation>
    </message>
    <message>
        <source>L, once the groups make the round&apos;s contract.</source>
        <translation>L, une fois que les groupes forment le contrat de la manche.</translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation>Poser</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Rajouter</translation>
    </message>
    <message>
        <source>Move the focus between your cards, the stock, the discard, the melds on the table and the lay-down area. A ring shows where it is; a screen reader says the card or pile.</source>
        <translation>Déplacer le focus entre vos cartes, le talon, la défausse, les combinaisons sur la table et la zone de pose. Un cadre montre où il est&#xa0;; un lecteur d&apos;écran dit la carte ou la pile.</translation>
    </message>
    <message>
        <source>Nothing is told by colour alone: a place a card may go has a tick (✔), one it may not a cross (✖) and the reason in words, the hint&apos;s cards a dashed outline (and the hint in words), the seat in turn a ▶ before its name, a wild card a star in its corner, a meld being built a ✔ or ✗ line. The window follows the system&apos;s font size and scale factor.</source>
        <translation>Rien n&apos;est dit par la couleur seule&#xa0;: un endroit où une carte peut aller porte une coche (✔), un endroit interdit une croix (✖) et la raison en toutes lettres, les cartes de l&apos;indice un contour pointillé (et l&apos;indice en toutes lettres), la place qui a la main un ▶ devant son nom, un joker une étoile dans son coin, une combinaison en préparation une ligne ✔ ou ✗. La fenêtre suit la taille de police et le facteur d&apos;échelle du système.</translation>
    </message>
    <message>
        <source>On the stock: draw. On the discard: take it. On a card of yours: select it (or unselect). While holding cards: put them down.</source>
        <translation>Sur le talon&#xa0;: piocher. Sur la défausse&#xa0;: la prendre. Sur une de vos cartes&#xa0;: la sélectionner (ou la désélectionner). En tenant des cartes&#xa0;: les poser.</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Sur la table</translation>
    </message>
    <message>
        <source>Open the Game, Play, View or Help menu; arrows and Enter choose</source>
        <translation>Ouvrir le menu Partie, Jouer, Affichage ou Aide&#xa0;; les flèches et Entrée choisissent</translation>
    </message>
    <message>
        <source>Order your hand</source>
        <translation>Ranger sa main</translation>
    </message>
    <message>
        <source>Pass screen</source>
        <translation>Écran de passage</translation>
    </message>
    <message>
        <source>Pick up the focused card (or all the selected cards, if it is one of them), or the top of the stock or discard; press Space again where they should go.</source>
        <translation>Prendre la carte qui a le focus (ou toutes les cartes sélectionnées, si elle en fait partie), ou la carte du dessus du talon ou de la défausse&#xa0;; appuyez de nouveau sur Espace là où elles doivent aller.</translation>
    </message>
    <message>
        <source>Playing without a mouse or without sight</source>
        <translation>Jouer sans souris ou sans la vue</translation>
    </message>
    <message>
        <source>Preferences ▸ General ▸ *Seeing the cards*:</source>
        <translation>Préférences ▸ Général ▸ *Bien voir les cartes*&#xa0;:</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revue</translation>
    </message>
    <message>
        <source>Review the game, move by move (once it is over)</source>
        <translation>Revoir la partie coup par coup (une fois terminée)</translation>
    </message>
    <message>
        <source>Rummy Desktop speaks through the screen reader you use (Orca on Linux, NVDA or Narrator on Windows, VoiceOver on macOS); it has no voice of its own.</source>
        <translation>Rummy Desktop parle par le lecteur d&apos;écran que vous utilisez (Orca sous Linux, NVDA ou le Narrateur sous Windows, VoiceOver sous macOS)&#xa0;; il n&apos;a pas de voix à lui.</translation>
    </message>
    <message>
        <source>Save the game under a new name</source>
        <translation>Enregistrer la partie sous un nouveau nom</translation>
    </message>
    <message>
        <source>Space on a card, arrows to where it goes, Space. Or R, S (sort) and A (arrange into melds).</source>
        <translation>Espace sur une carte, flèches jusqu&apos;à sa place, Espace. Ou R, S (trier) et A (ranger en combinaisons).</translation>
    </message>
    <message>
        <source>Space on the card the wild stands for, arrows to that meld, Space; the game asks where the wild goes.</source>
        <translation>Espace sur la carte que remplace le joker, flèches jusqu&apos;à cette combinaison, Espace&#xa0;; le jeu demande où va le joker.</translation>
    </message>
    <message>
        <source>Space on the card, arrows to the meld on the table, Space. If it fits at both ends of a run the game asks which: arrows and Enter.</source>
        <translation>Espace sur la carte, flèches jusqu&apos;à la combinaison sur la table, Espace. Si elle va aux deux bouts d&apos;une suite, le jeu demande lequel&#xa0;: flèches et Entrée.</translation>
    </message>
    <message>
        <source>Swap a wild</source>
        <translation>Échanger un joker</translation>
    </message>
    <message>
        <source>T, or Enter on the discard.</source>
        <translation>T, ou Entrée sur la défausse.</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Prendre la défausse</translation>
    </message>
    <message>
        <source>The dialog&apos;s main button (Deal, OK, Deal round N) / Cancel or Close.</source>
        <translation>Le bouton principal de la boîte de dialogue (Distribuer, OK, Distribuer la manche N) / Annuler ou Fermer.</translation>
    </message>
    <message>
        <source>The next / the previous control.</source>
        <translation>La commande suivante / précédente.</translation>
    </message>
    <message>
        <source>The next page of a dialog with pages (New Game&apos;s house rules, Preferences).</source>
        <translation>La page suivante d&apos;une boîte de dialogue à pages (les règles maison de Nouvelle partie, Préférences).</translation>
    </message>
    <message>
        <source>Tick a box, press the focused button.</source>
        <translation>Cocher une case, appuyer sur le bouton qui a le focus.</translation>
    </message>
    <message>
        <source>What it does</source>
        <extracomment>A column heading of the page&apos;s tables of keys: what pressing the key does.</extracomment>
        <translation>Ce qu&apos;elle fait</translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation>Avec un lecteur d&apos;écran</translation>
    </message>
    <message>
        <source>X discards the focused card, or Space on it, arrows to the discard pile, Space.</source>
        <translation>X défausse la carte qui a le focus&#xa0;; ou Espace dessus, flèches jusqu&apos;à la défausse, Espace.</translation>
    </message>
    <message>
        <source>↑ ↓, Home and End step through the moves; Tab reaches the position&apos;s text.</source>
        <translation>Avec ↑ ↓, Début et Fin on parcourt les coups&#xa0;; Tab atteint le texte de la position.</translation>
    </message>
</context>
<context>
    <name>HelpKeys</name>
    <message>
        <source>Arrange your hand into melds</source>
        <translation>Ranger sa main en combinaisons</translation>
    </message>
    <message>
        <source>Back out of a half-made move: the card you hold, then the selection, then the melds you are building</source>
        <translation>Revenir sur un coup à moitié fait&#xa0;: d&apos;abord la carte tenue, puis la sélection, puis les combinaisons en préparation</translation>
    </message>
    <message>
        <source>Buy / pass when a card is offered</source>
        <translation>Acheter / passer quand une carte est proposée</translation>
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
        <translation>Ctrl+Z / Ctrl+Maj+Z ou Ctrl+Y</translation>
    </message>
    <message>
        <source>Ctrl+click, Shift+click</source>
        <translation>Ctrl+clic, Maj+clic</translation>
    </message>
    <message>
        <source>Ctrl+wheel, Ctrl++ / Ctrl+-</source>
        <translation>Ctrl+molette, Ctrl++ / Ctrl+-</translation>
    </message>
    <message>
        <source>Discard the selected card (or the card the keyboard is on)</source>
        <translation>Défausser la carte sélectionnée (ou celle où se trouve le clavier)</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Double-clic</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Piocher au talon</translation>
    </message>
    <message>
        <source>Draw or take from the pile you are on, or select the card; put down a held card</source>
        <translation>Piocher ou prendre dans la pile où l&apos;on se trouve, ou sélectionner la carte&#xa0;; poser une carte tenue</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Plein écran</translation>
    </message>
    <message>
        <source>Go out (Three Thirteen)</source>
        <translation>Sortir (Three Thirteen)</translation>
    </message>
    <message>
        <source>Go to the next player&apos;s seat: their cards left, melds and score (arrows lead back)</source>
        <translation>Aller à la place du joueur suivant&#xa0;: ses cartes restantes, ses combinaisons et son score (les flèches ramènent)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
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
        <source>Larger / smaller cards (View ▸ Card size)</source>
        <translation>Cartes plus grandes / plus petites (Affichage ▸ Taille des cartes)</translation>
    </message>
    <message>
        <source>Lay down the staged melds</source>
        <translation>Poser les combinaisons préparées</translation>
    </message>
    <message>
        <source>Move between the table, the buttons and Table Talk</source>
        <translation>Passer de la table aux boutons et à la Conversation de table</translation>
    </message>
    <message>
        <source>Move between your cards and the piles</source>
        <translation>Se déplacer entre ses cartes et les piles</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Open / save a game</source>
        <translation>Ouvrir / enregistrer une partie</translation>
    </message>
    <message>
        <source>Pick up the card you are on / put it down where you are: on the lay-down area a new group, on a group&apos;s card that group (a note by the ring says which). When the ring is hidden, the first Space or Enter shows it</source>
        <translation>Prendre la carte où l&apos;on se trouve / la poser là où l&apos;on est&#xa0;: dans la zone de pose, un nouveau groupe&#xa0;; sur la carte d&apos;un groupe, ce groupe (une note près du cadre le précise). Quand le cadre est caché, le premier Espace ou Entrée le montre</translation>
    </message>
    <message>
        <source>Preferences (the four-colour deck, the large index, the high-contrast table)</source>
        <translation>Préférences (jeu à quatre couleurs, grands index, table à fort contraste)</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Read the whole situation aloud (with a screen reader)</source>
        <translation>Lire toute la situation à voix haute (avec un lecteur d&apos;écran)</translation>
    </message>
    <message>
        <source>Select several cards to drag together</source>
        <translation>Sélectionner plusieurs cartes pour les faire glisser ensemble</translation>
    </message>
    <message>
        <source>Sort your hand by rank / by suit</source>
        <translation>Trier sa main par valeur / par couleur</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Maj+Tab</translation>
    </message>
    <message>
        <source>Take the top discard</source>
        <translation>Prendre la carte du dessus de la défausse</translation>
    </message>
    <message>
        <source>The stock: draw. A card in your hand: discard it</source>
        <translation>Sur le talon&#xa0;: piocher. Sur une carte de sa main&#xa0;: la défausser</translation>
    </message>
    <message>
        <source>Undo your last move / redo it</source>
        <translation>Annuler son dernier coup / le rejouer</translation>
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
    <name>HelpRules</name>
    <message>
        <source>**A meld may hold at most one wild card**, at all times, whether you are laying down or adding to a meld. So a set needs at least 2 natural cards (3 in the set of 4), a run of 4 needs at least 3, and a meld can never be all wild. 7♥ 7♠ JK is a set; 7♥ JK JK is not.</source>
        <translation>**Une combinaison peut contenir au plus un joker**, à tout moment, que vous posiez ou que vous rajoutiez à une combinaison. Un brelan demande donc au moins 2 cartes naturelles (3 dans le carré), une suite de 4 au moins 3, et une combinaison ne peut jamais être faite que de jokers. 7♥ 7♠ JK est un brelan&#xa0;; 7♥ JK JK n&apos;en est pas un.</translation>
    </message>
    <message>
        <source>**A round nobody lays down in.** In Hillbilly and the other contract games, once the stock has been refilled five times in a round in which nobody has laid down yet, the next time it runs out the round ends on the spot instead of another refill: nobody has gone out, and everyone scores the cards they hold, as above. A table&apos;s own contract can ask for more than a hand can ever gather (twelve cards in two sets of naturals, all at once, with only two decks): without this rule such a round would deal the same hopeless hands for ever. Ordinary play stays below it: in 400 games of the four contract games between the computer players (2 to 4 seats, 3,100 rounds), no round went past three refills with nobody down.</source>
        <translation>**Une manche où personne ne pose.** Au Hillbilly et dans les autres jeux à contrats, une fois que le talon a été reconstitué cinq fois dans une manche où personne n&apos;a encore posé, la prochaine fois qu&apos;il est épuisé la manche s&apos;arrête sur-le-champ au lieu d&apos;une nouvelle reconstitution&#xa0;: personne n&apos;est sorti, et chacun compte les cartes qu&apos;il a en main, comme ci-dessus. Le contrat propre à une table peut demander plus qu&apos;une main ne peut jamais réunir (douze cartes en deux brelans de cartes naturelles, en une seule fois, avec deux jeux seulement)&#xa0;: sans cette règle, une telle manche distribuerait sans fin les mêmes mains sans espoir. Le jeu ordinaire reste en deçà&#xa0;: sur 400 parties des quatre jeux à contrats entre joueurs virtuels (2 à 4 places, 3&#xa0;100 manches), aucune manche n&apos;a dépassé trois reconstitutions sans que personne ait posé.</translation>
    </message>
    <message>
        <source>**Build your contract**: drag cards from your hand into the **lay-down area** under the piles. Each group you drop there is a meld being built; drop a card onto a group to add it to that group, or onto the hand to take it back. Under each group a line says whether it is a set or a run yet. Hold Ctrl and click several cards to drag them together.</source>
        <translation>**Préparer son contrat**&#xa0;: faites glisser des cartes de votre main vers la **zone de pose** sous les piles. Chaque groupe que vous y déposez est une combinaison en préparation&#xa0;; déposez une carte sur un groupe pour l&apos;y ajouter, ou sur la main pour la reprendre. Sous chaque groupe, une ligne dit si c&apos;est déjà un brelan ou une suite. Maintenez Ctrl et cliquez sur plusieurs cartes pour les faire glisser ensemble.</translation>
    </message>
    <message>
        <source>**Buy**: when a thrown card may be bought, a box beside the table offers it to you alone: **Buy** (B) or **Pass** (P). In hot seat, the card is offered when the player in turn draws from the stock: the computer goes to each person who may buy it, then back to the player in turn to finish; the pass screen says so each time. With two players only the round&apos;s first upcard can be bought: the dealer is offered it when the first player passes on it (nobody may buy back their own discard); Table Talk tells both players who bought it or that it was passed.</source>
        <translation>**Acheter**&#xa0;: quand une carte jetée peut être achetée, un encadré près de la table vous la propose, à vous seul&#xa0;: **Acheter** (B) ou **Passer** (P). À plusieurs sur un seul ordinateur, la carte est proposée quand le joueur qui a la main pioche au talon&#xa0;: l&apos;ordinateur passe à chaque personne qui peut l&apos;acheter, puis revient au joueur qui a la main pour qu&apos;il finisse son tour&#xa0;; l&apos;écran de passage le dit chaque fois. À deux joueurs, seule la première carte retournée de la manche peut être achetée&#xa0;: elle est proposée au donneur quand le premier joueur la laisse passer (personne ne peut racheter sa propre défausse)&#xa0;; la Conversation de table dit aux deux joueurs qui l&apos;a achetée ou qu&apos;elle a été refusée.</translation>
    </message>
    <message>
        <source>**Discard one card** onto the discard pile, unless you have just gone out by playing your last card on the table.</source>
        <translation>**Défaussez une carte** sur la défausse, sauf si vous venez de sortir en jouant votre dernière carte sur la table.</translation>
    </message>
    <message>
        <source>**Discard**: drag a card onto the discard pile, or double-click it, or select it and press X. Your turn ends.</source>
        <translation>**Défausser**&#xa0;: faites glisser une carte sur la défausse, ou double-cliquez dessus, ou sélectionnez-la et appuyez sur X. Votre tour est fini.</translation>
    </message>
    <message>
        <source>**Draw one card**: take the upcard, or pass on it and draw the top card of the stock. When you pass on a fresh upcard, the other players get a chance to buy it before you draw from the stock (see [Buying](#buying)).</source>
        <translation>**Piochez une carte**&#xa0;: prenez la carte retournée, ou passez et piochez la carte du dessus du talon. Quand vous passez sur une carte qui vient d&apos;être jetée, les autres joueurs ont une chance de l&apos;acheter avant que vous piochiez au talon (voir [Acheter](#buying)).</translation>
    </message>
    <message>
        <source>**Draw**: drag the top card of the stock into your hand, or double-click the stock (key D). To take the top discard instead, drag it into your hand (key T).</source>
        <translation>**Piocher**&#xa0;: faites glisser la carte du dessus du talon dans votre main, ou double-cliquez sur le talon (touche D). Pour prendre plutôt la carte du dessus de la défausse, faites-la glisser dans votre main (touche T).</translation>
    </message>
    <message>
        <source>**End of the game.** After the last round the player with the lowest total wins. If two or more players share the lowest total, they are all winners.</source>
        <translation>**Fin de la partie.** Après la dernière manche, le joueur qui a le total le plus bas gagne. Si deux joueurs ou plus partagent le total le plus bas, ils sont tous gagnants.</translation>
    </message>
    <message>
        <source>**Go out**: in rounds 1 to 9 you are out when your last card is laid off or discarded; in round 10 you lay down every card but one and discard it, all in one move.</source>
        <translation>**Sortir**&#xa0;: dans les manches 1 à 9, vous êtes sorti quand votre dernière carte est rajoutée ou défaussée&#xa0;; dans la manche 10, vous posez toutes vos cartes sauf une et la défaussez, le tout en un seul coup.</translation>
    </message>
    <message>
        <source>**Go out**: when every card but one fits into melds, **Go out** lights up. Click the card to throw away (or the game picks one) and press **Go out** (G).</source>
        <translation>**Sortir**&#xa0;: quand toutes vos cartes sauf une tiennent dans des combinaisons, **Sortir** s&apos;allume. Cliquez sur la carte à jeter (ou le jeu en choisit une) et appuyez sur **Sortir** (G).</translation>
    </message>
    <message>
        <source>**Hint**: press **Hint** (H): it says what it would do and why, and lights the cards.</source>
        <translation>**Indice**&#xa0;: appuyez sur **Indice** (H)&#xa0;: il dit ce qu&apos;il ferait et pourquoi, et éclaire les cartes.</translation>
    </message>
    <message>
        <source>**Host a table** (Game ▸ Host a table…): choose the game, the house rules and the seats as in New Game. The first person&apos;s seat is yours; each other person&apos;s seat waits for somebody who joins; computers play theirs. Tell the others the **table code**. The lobby shows who has joined; press **Start the game** when you are ready (computers play the seats still free).</source>
        <translation>**Héberger une table** (Partie ▸ Héberger une table…)&#xa0;: choisissez le jeu, les règles maison et les places comme dans Nouvelle partie. La place de la première personne est la vôtre&#xa0;; la place de chaque autre personne attend quelqu&apos;un qui la rejoigne&#xa0;; les ordinateurs jouent les leurs. Donnez aux autres le **code de la table**. Le salon montre qui l&apos;a rejointe&#xa0;; appuyez sur **Commencer la partie** quand vous êtes prêt (les ordinateurs jouent les places encore libres).</translation>
    </message>
    <message>
        <source>**If the app stops while you host** (a crash, a power cut), start it again: it asks whether to host your table again, on the same port with the same code. The others come back by themselves if their windows are still trying (for a minute); a computer plays for anyone who is not back. Quitting on purpose (Quit, New Game or Open while you host) asks first and closes the table for everyone: it is not kept.</source>
        <translation>**Si l&apos;application s&apos;arrête pendant que vous hébergez** (un plantage, une coupure de courant), relancez-la&#xa0;: elle demande s&apos;il faut héberger de nouveau votre table, sur le même port avec le même code. Les autres reviennent d&apos;eux-mêmes si leurs fenêtres essaient encore (pendant une minute)&#xa0;; un ordinateur joue pour qui n&apos;est pas revenu. Arrêter exprès (Quitter, Nouvelle partie ou Ouvrir pendant que vous hébergez) demande d&apos;abord confirmation et ferme la table pour tout le monde&#xa0;: elle n&apos;est pas conservée.</translation>
    </message>
    <message>
        <source>**If they pass on it, it is offered for sale**, to the other players in turn order, starting with the player after them and going round the table. The first player who wants it gets it. You can buy only if:
   - you are not the player who just discarded it (you can&apos;t buy back your own card);
   - you have not laid down yet this round;
   - you have buys left this round: 3 in rounds 1 to 9, 4 in round 10;
   - there are enough cards left for the penalty card and the next player&apos;s draw (see below).</source>
        <translation>**S&apos;il la laisse, elle est mise en vente**, aux autres joueurs dans l&apos;ordre du jeu, en commençant par le joueur d&apos;après et en faisant le tour de la table. Le premier joueur qui la veut l&apos;obtient. Vous ne pouvez acheter que si&#xa0;:
   - vous n&apos;êtes pas le joueur qui vient de la défausser (on ne rachète pas sa propre carte)&#xa0;;
   - vous n&apos;avez pas encore posé dans cette manche&#xa0;;
   - il vous reste des achats dans cette manche&#xa0;: 3 dans les manches 1 à 9, 4 dans la manche 10&#xa0;;
   - il reste assez de cartes pour la carte de pénalité et la pioche du joueur suivant (voir ci-dessous).</translation>
    </message>
    <message>
        <source>**Join a table** (Game ▸ Join a table…): tables on your local network are listed; pick one, or type the host&apos;s address (such as 192.168.1.20:8765), then the code and your name.</source>
        <translation>**Rejoindre une table** (Partie ▸ Rejoindre une table…)&#xa0;: les tables de votre réseau local sont listées&#xa0;; choisissez-en une, ou tapez l&apos;adresse de l&apos;hôte (par exemple 192.168.1.20:8765), puis le code et votre nom.</translation>
    </message>
    <message>
        <source>**Lay down**: when the groups meet the round&apos;s contract, **Lay down** lights up: press it (L).</source>
        <translation>**Poser**&#xa0;: quand les groupes remplissent le contrat de la manche, **Poser** s&apos;allume&#xa0;: appuyez dessus (L).</translation>
    </message>
    <message>
        <source>**Lay off**: once you are down, drag a card onto any meld on the table; on a run, drop it on the end where it goes. The meld lights green when the card fits, red with the reason when not.</source>
        <translation>**Rajouter**&#xa0;: une fois que vous avez posé, faites glisser une carte sur n&apos;importe quelle combinaison de la table&#xa0;; sur une suite, déposez-la au bout où elle va. La combinaison s&apos;éclaire en vert quand la carte convient, en rouge avec la raison sinon.</translation>
    </message>
    <message>
        <source>**Round 10.** Nobody lays down in round 10 until they can go out in the same turn:</source>
        <translation>**Manche 10.** Personne ne pose à la manche 10 avant de pouvoir sortir dans le même tour&#xa0;:</translation>
    </message>
    <message>
        <source>**Rounds 1 to 9.** Once you are down, you go out when your last card leaves your hand, either by discarding it or by laying it off onto a meld. The round ends at once; nobody else gets another turn. You score 0 for the round.</source>
        <translation>**Manches 1 à 9.** Une fois que vous avez posé, vous sortez quand votre dernière carte quitte votre main, en la défaussant ou en la rajoutant à une combinaison. La manche s&apos;arrête aussitôt&#xa0;; personne d&apos;autre ne rejoue. Vous marquez 0 pour la manche.</translation>
    </message>
    <message>
        <source>**Runs**: three or more cards of one suit in order, up to 13 cards. The ace is **always low**: A 2 3 is a run, Q K A and K A 2 are not. A run never holds the same rank twice.</source>
        <translation>**Suites**&#xa0;: trois cartes ou plus d&apos;une même couleur qui se suivent, jusqu&apos;à 13 cartes. L&apos;as est **toujours bas**&#xa0;: A 2 3 est une suite, Q K A et K A 2 n&apos;en sont pas. Une suite n&apos;a jamais deux fois la même valeur.</translation>
    </message>
    <message>
        <source>**Seating and dealing.** Players sit round the table; &quot;left&quot; means the next player clockwise. The dealer deals one card at a time, clockwise, starting with the player on their left, until everyone has the round&apos;s number of cards. The rest of the pack is the stock; its top card is turned face up to start the discard pile. The player on the dealer&apos;s left plays first, and the deal passes one seat to the left after every round.</source>
        <translation>**Places et donne.** Les joueurs sont assis autour de la table&#xa0;; « à gauche » désigne le joueur suivant dans le sens des aiguilles d&apos;une montre. Le donneur distribue les cartes une à une, dans le sens des aiguilles d&apos;une montre, en commençant par le joueur à sa gauche, jusqu&apos;à ce que chacun ait le nombre de cartes de la manche. Le reste du paquet forme le talon&#xa0;; sa carte du dessus est retournée pour commencer la défausse. Le joueur à gauche du donneur joue le premier, et la donne passe d&apos;une place vers la gauche après chaque manche.</translation>
    </message>
    <message>
        <source>**Sets**: three or more cards of the same rank, any size; identical cards from different decks are fine (7♥ 7♥ 7♠).</source>
        <translation>**Brelans**&#xa0;: trois cartes ou plus de même valeur, de toute taille&#xa0;; des cartes identiques venant de jeux différents sont permises (7♥ 7♥ 7♠).</translation>
    </message>
    <message>
        <source>**Swap a wild**: drag the card a wild stands for onto that wild in a meld; the game asks where the wild will go.</source>
        <translation>**Échanger un joker**&#xa0;: faites glisser la carte que remplace un joker sur ce joker dans une combinaison&#xa0;; le jeu demande où ira le joker.</translation>
    </message>
    <message>
        <source>**Taking the upcard.** You may take the top card of the discard pile instead of drawing from the stock, but never a card below it. If you took the upcard, you may not throw that same card away again in the same turn (an identical copy from another deck is fine).</source>
        <translation>**Prendre la carte retournée.** Vous pouvez prendre la carte du dessus de la défausse au lieu de piocher au talon, mais jamais une carte en dessous. Si vous avez pris la carte retournée, vous ne pouvez pas rejeter cette même carte dans le même tour (une copie identique venant d&apos;un autre jeu est permise).</translation>
    </message>
    <message>
        <source>**The buyer takes the card and one penalty card**, face down from the top of the stock. Both go into their hand. The buyer cannot play them now; they wait for their own turn.</source>
        <translation>**L&apos;acheteur prend la carte et une carte de pénalité**, face cachée, sur le dessus du talon. Les deux vont dans sa main. L&apos;acheteur ne peut pas les jouer maintenant&#xa0;; elles attendent son propre tour.</translation>
    </message>
    <message>
        <source>**The card is now dead**, whether someone bought it or nobody wanted it, and so is every card underneath it: nobody may take or buy them any more. Only the next discard can be taken or bought.</source>
        <translation>**La carte est maintenant morte**, que quelqu&apos;un l&apos;ait achetée ou que personne n&apos;en ait voulu, et toutes les cartes en dessous aussi&#xa0;: personne ne peut plus les prendre ni les acheter. Seule la prochaine défausse peut être prise ou achetée.</translation>
    </message>
    <message>
        <source>**The next player decides first.** They may take the card as their normal draw. That is not a buy: it costs nothing and does not count against their buys.</source>
        <translation>**Le joueur suivant décide le premier.** Il peut prendre la carte comme pioche normale. Ce n&apos;est pas un achat&#xa0;: cela ne coûte rien et ne compte pas dans ses achats.</translation>
    </message>
    <message>
        <source>**The next player then draws from the stock** and carries on with their turn, whether the card was bought or not.</source>
        <translation>**Le joueur suivant pioche alors au talon** et continue son tour, que la carte ait été achetée ou non.</translation>
    </message>
    <message>
        <source>**Then, if you want and can**, in any order:
   - swap a wild card out of another player&apos;s meld ([Wild swaps](#wild-swaps));
   - lay down your contract, if you have not already done so this round;
   - once you are down, add cards to any melds on the table, yours or other players&apos;.</source>
        <translation>**Ensuite, si vous voulez et pouvez**, dans n&apos;importe quel ordre&#xa0;:
   - échangez un joker dans la combinaison d&apos;un autre joueur ([Échanger un joker](#wild-swaps))&#xa0;;
   - posez votre contrat, si vous ne l&apos;avez pas encore fait dans cette manche&#xa0;;
   - une fois que vous avez posé, rajoutez des cartes à n&apos;importe quelle combinaison de la table, la vôtre ou celle des autres.</translation>
    </message>
    <message>
        <source>**Undo** (Ctrl+Z) takes back your last move, and the computers&apos; moves after it; **Redo** (Ctrl+Shift+Z) plays it again. Undo never goes back over a card the stock showed you (your draw from the stock, a penalty card with a bought card, a card another player drew and then showed, a reshuffled stock): the cards would come again in the same order, so undoing would be a peek. Nor does it go back past a round&apos;s scoring or, in hot seat, the hand-over. A game with an undo counts as played with help. At a network table there is no undo at all: every move there is final.</source>
        <translation>**Annuler** (Ctrl+Z) reprend votre dernier coup, et les coups des ordinateurs qui ont suivi&#xa0;; **Rétablir** (Ctrl+Maj+Z) le rejoue. Annuler ne revient jamais sur une carte que le talon vous a montrée (votre pioche au talon, une carte de pénalité avec une carte achetée, une carte qu&apos;un autre joueur a piochée puis montrée, un talon remélangé)&#xa0;: les cartes reviendraient dans le même ordre, annuler serait donc tricher. Il ne revient pas non plus avant le décompte d&apos;une manche ni, à plusieurs sur un ordinateur, avant le passage de main. Une partie avec une annulation compte comme jouée avec aide. À une table en réseau, il n&apos;y a pas d&apos;annulation du tout&#xa0;: chaque coup y est définitif.</translation>
    </message>
    <message>
        <source>**When the stock runs out.** When someone must take a card and the stock is empty, all the cards of the discard pile except its top card are shuffled and become the new stock; the top card stays where it is. This can happen as often as needed. If the stock is empty and the discard pile has only one card (or none), the round ends on the spot: nobody has gone out, and everyone scores the cards they hold. The round ends the same way, instead of a new shuffle, when every player is down and no card left in the hands, the stock or the discards can be laid off or swapped onto any meld: such a round could never end, since only those plays change the table.</source>
        <translation>**Quand le talon est épuisé.** Quand quelqu&apos;un doit prendre une carte et que le talon est vide, toutes les cartes de la défausse sauf celle du dessus sont mélangées et forment le nouveau talon&#xa0;; la carte du dessus reste où elle est. Cela peut arriver aussi souvent qu&apos;il le faut. Si le talon est vide et que la défausse n&apos;a qu&apos;une carte (ou aucune), la manche s&apos;arrête sur-le-champ&#xa0;: personne n&apos;est sorti, et chacun compte les cartes qu&apos;il a en main. La manche s&apos;arrête de la même façon, au lieu d&apos;un nouveau mélange, quand tous les joueurs ont posé et qu&apos;aucune carte restant dans les mains, le talon ou la défausse ne peut être rajoutée ou échangée sur une combinaison&#xa0;: une telle manche ne pourrait jamais finir, puisque seuls ces coups changent la table.</translation>
    </message>
    <message>
        <source>**You must play the wild card in the same turn**, or the swap is not allowed:
  - if you have not laid down yet, you must lay down your contract this turn, using the wild in one of its melds (still only one wild per meld);
  - if you are already down, you must lay the wild off onto a meld that has no wild card in it.</source>
        <translation>**Vous devez jouer le joker dans le même tour**, sinon l&apos;échange n&apos;est pas permis&#xa0;:
  - si vous n&apos;avez pas encore posé, vous devez poser votre contrat ce tour-ci, en utilisant le joker dans l&apos;une de ses combinaisons (toujours un seul joker par combinaison)&#xa0;;
  - si vous avez déjà posé, vous devez rajouter le joker à une combinaison qui n&apos;a pas de joker.</translation>
    </message>
    <message>
        <source>**Your hand**: drag cards left and right to order them, or press **Sort by rank**, **Sort by suit** or **Arrange** (which puts a contract you hold first).</source>
        <translation>**Votre main**&#xa0;: faites glisser les cartes à gauche et à droite pour les ranger, ou appuyez sur **Trier par valeur**, **Trier par couleur** ou **Ranger en combinaisons** (qui place en premier un contrat que vous avez).</translation>
    </message>
    <message>
        <source>**Your hand**: drag cards left and right to order them, or press **Sort by rank**, **Sort by suit** or **Arrange**, which groups your best melds first. A star marks the round&apos;s wild cards.</source>
        <translation>**Votre main**&#xa0;: faites glisser les cartes à gauche et à droite pour les ranger, ou appuyez sur **Trier par valeur**, **Trier par couleur** ou **Ranger en combinaisons**, qui regroupe d&apos;abord vos meilleures combinaisons. Une étoile marque les jokers de la manche.</translation>
    </message>
    <message>
        <source>**{rule}**: {explain} *Default: {default}.*</source>
        <extracomment>One house rule on the How to play page: its name, what it does, its default value.</extracomment>
        <translation>**{rule}**&#xa0;: {explain} *Par défaut&#xa0;: {default}.*</translation>
    </message>
    <message>
        <source>A buy is allowed only if, after the card is taken, the stock (together with the discard pile that could be shuffled into it) still holds at least 2 cards: one for the penalty and one for the next player&apos;s draw. Otherwise nobody may buy and the next player just draws.</source>
        <translation>Un achat n&apos;est permis que si, une fois la carte prise, le talon (avec la défausse qui pourrait y être mélangée) contient encore au moins 2 cartes&#xa0;: une pour la pénalité et une pour la pioche du joueur suivant. Sinon, personne ne peut acheter et le joueur suivant pioche simplement.</translation>
    </message>
    <message>
        <source>A contract rummy for 2 to 8 players over 10 rounds. In each round you must collect the round&apos;s **contract** (for example &quot;two sets of three&quot;), lay it down on the table, and then get rid of your remaining cards by adding them to melds on the table. The first player to get rid of every card ends the round and scores nothing; everyone else scores the cards left in their hand.</source>
        <translation>Un rami à contrats pour 2 à 8 joueurs en 10 manches. À chaque manche, vous devez réunir le **contrat** de la manche (par exemple « deux brelans »), le poser sur la table, puis vous débarrasser de vos autres cartes en les rajoutant aux combinaisons de la table. Le premier joueur qui s&apos;est débarrassé de toutes ses cartes termine la manche et ne marque rien&#xa0;; tous les autres marquent les cartes qui leur restent en main.</translation>
    </message>
    <message>
        <source>A meld may hold any number of wild cards, side by side if you like, and a meld may even be all wild. In round 5 (7s wild), 4♣ 7♥ 7♦ is a meld.</source>
        <translation>Une combinaison peut contenir autant de jokers qu&apos;on veut, côte à côte si l&apos;on veut, et peut même n&apos;être faite que de jokers. À la manche 5 (les 7 sont jokers), 4♣ 7♥ 7♦ est une combinaison.</translation>
    </message>
    <message>
        <source>A rummy for 2 to 8 players over 11 rounds. The hands grow from 3 cards to 13, and a different rank is wild every round. You build your melds **in your hand**; nothing goes on the table until someone goes out. Then everyone else has one last turn, and each player scores what they could not fit into melds.</source>
        <translation>Un rami pour 2 à 8 joueurs en 11 manches. Les mains grandissent de 3 à 13 cartes, et une valeur différente est joker à chaque manche. Vous formez vos combinaisons **dans votre main**&#xa0;; rien ne va sur la table avant que quelqu&apos;un sorte. Ensuite, chacun des autres joue un dernier tour, et chaque joueur compte ce qu&apos;il n&apos;a pas pu placer dans des combinaisons.</translation>
    </message>
    <message>
        <source>A run grows only at its two ends, and never past an ace: onto J♥ Q♥ K♥ A♥ you may add 10♥ but nothing above the ace.</source>
        <translation>Une suite ne grandit qu&apos;à ses deux bouts, et jamais au-delà d&apos;un as&#xa0;: à J♥ Q♥ K♥ A♥ vous pouvez rajouter le 10♥, mais rien au-dessus de l&apos;as.</translation>
    </message>
    <message>
        <source>A run may have an ace at both ends (A 2 3 … Q K A), so the longest run is 14 cards.</source>
        <translation>Une suite peut avoir un as à chaque bout (A 2 3 … Q K A), la plus longue suite a donc 14 cartes.</translation>
    </message>
    <message>
        <source>A run never holds the same rank twice.</source>
        <translation>Une suite n&apos;a jamais deux fois la même valeur.</translation>
    </message>
    <message>
        <source>A set takes any natural card of its rank, without limit.</source>
        <translation>Un brelan prend toute carte naturelle de sa valeur, sans limite.</translation>
    </message>
    <message>
        <source>A wild card can also simply be itself: in round 1, 3♠ 3♥ 3♦ is a set of threes.</source>
        <translation>Un joker peut aussi être tout simplement lui-même&#xa0;: à la manche 1, 3♠ 3♥ 3♦ est un brelan de trois.</translation>
    </message>
    <message>
        <source>A wild card may be added to a meld that has no wild card in it (at either end of a run, you choose which). A meld that already holds a wild can only take another one after its wild has been swapped out.</source>
        <translation>Un joker peut être rajouté à une combinaison qui n&apos;a pas de joker (à l&apos;un ou l&apos;autre bout d&apos;une suite, au choix). Une combinaison qui a déjà un joker ne peut en prendre un autre qu&apos;une fois son joker échangé.</translation>
    </message>
    <message>
        <source>A wild card only goes onto a meld that has no wild card in it.</source>
        <translation>Un joker ne va que sur une combinaison qui n&apos;a pas de joker.</translation>
    </message>
    <message>
        <source>A wild in a run does not have to match the run&apos;s suit, but a run can never reach below the ace or above the king.</source>
        <translation>Un joker dans une suite n&apos;a pas besoin d&apos;être de la couleur de la suite, mais une suite ne peut jamais descendre sous l&apos;as ni monter au-dessus du roi.</translation>
    </message>
    <message>
        <source>A wild swap is not a buy: it costs no penalty card and does not count against your buys.</source>
        <translation>Un échange de joker n&apos;est pas un achat&#xa0;: il ne coûte pas de carte de pénalité et ne compte pas dans vos achats.</translation>
    </message>
    <message>
        <source>After drawing, if you can arrange **all but one** of your cards into melds, you may go out: discard that one card and show your melds.</source>
        <translation>Après avoir pioché, si vous pouvez ranger **toutes vos cartes sauf une** en combinaisons, vous pouvez sortir&#xa0;: défaussez cette carte et montrez vos combinaisons.</translation>
    </message>
    <message>
        <source>After round 11 the lowest total wins.</source>
        <translation>Après la manche 11, le total le plus bas gagne.</translation>
    </message>
    <message>
        <source>At the start of a round, the upcard turned from the stock can be bought in the same way. The first player has first right to it, and everyone else, **the dealer included**, may buy it.</source>
        <translation>Au début d&apos;une manche, la carte retournée du talon peut être achetée de la même façon. Le premier joueur y a droit en premier, et tous les autres, **donneur compris**, peuvent l&apos;acheter.</translation>
    </message>
    <message>
        <source>Buying</source>
        <translation>Acheter</translation>
    </message>
    <message>
        <source>Buying lets you take a card thrown away by someone else, out of turn, at the price of an extra card from the stock. Only the card that has **just** been discarded can be bought.</source>
        <translation>Acheter vous permet de prendre une carte jetée par quelqu&apos;un d&apos;autre, hors de votre tour, au prix d&apos;une carte en plus prise au talon. Seule la carte qui **vient** d&apos;être défaussée peut être achetée.</translation>
    </message>
    <message>
        <source>Buys</source>
        <extracomment>A column of the table of a contract game&apos;s rounds: how many buys a player has.</extracomment>
        <translation>Achats</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Cartes distribuées</translation>
    </message>
    <message>
        <source>Cards of one suit in unbroken order, at least as long as the contract asks: 5♥ 6♥ 7♥ 8♥.</source>
        <translation>Des cartes d&apos;une même couleur qui se suivent sans trou, au moins aussi longues que le contrat le demande&#xa0;: 5♥ 6♥ 7♥ 8♥.</translation>
    </message>
    <message>
        <source>Choose them in Game ▸ New Game ▸ House rules.</source>
        <translation>Choisissez-les dans Partie ▸ Nouvelle partie ▸ Règles maison.</translation>
    </message>
    <message>
        <source>Contract</source>
        <extracomment>A column of the table of a contract game&apos;s rounds: the melds the round asks for.</extracomment>
        <translation>Contrat</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>Draw one card (the top of the stock, or the top card of the discard pile), then discard one card. Nobody puts melds on the table during the round, and you never add cards to other players&apos; melds.</source>
        <translation>Piochez une carte (celle du dessus du talon, ou la carte du dessus de la défausse), puis défaussez une carte. Personne ne pose de combinaisons sur la table pendant la manche, et vous n&apos;ajoutez jamais de cartes aux combinaisons des autres joueurs.</translation>
    </message>
    <message>
        <source>Each card can belong to only one meld. 5♠ 6♠ 7♠ 6♥ 6♦ is either a set of sixes (5♠ and 7♠ left over) or a run of spades (6♥ and 6♦ left over), never both.</source>
        <translation>Chaque carte ne peut appartenir qu&apos;à une seule combinaison. 5♠ 6♠ 7♠ 6♥ 6♦ est soit un brelan de six (5♠ et 7♠ restent), soit une suite à pique (6♥ et 6♦ restent), jamais les deux.</translation>
    </message>
    <message>
        <source>Each card you add is checked against the meld as it is *now*, so you can extend 6♥–9♥ with 5♥ and then with 10♥ in the same turn.</source>
        <translation>Chaque carte rajoutée est vérifiée par rapport à la combinaison telle qu&apos;elle est *maintenant*&#xa0;: vous pouvez donc prolonger 6♥–9♥ avec le 5♥ puis avec le 10♥ dans le même tour.</translation>
    </message>
    <message>
        <source>Each deck keeps its 2 jokers. Jokers are the only wild cards unless you play with deuces wild.</source>
        <translation>Chaque jeu garde ses 2 jokers. Seuls les jokers remplacent d&apos;autres cartes, sauf si vous jouez avec les 2 comme jokers.</translation>
    </message>
    <message>
        <source>Each meld may be longer than the minimum: in round 1 you may lay down a set of 3 and a set of 5.</source>
        <translation>Chaque combinaison peut être plus longue que le minimum&#xa0;: à la manche 1, vous pouvez poser un brelan de 3 et un brelan de 5.</translation>
    </message>
    <message>
        <source>Each person plays on their own screen and sees only their own cards. Table Talk says who is at the table and who comes and goes; type a line under it and press Enter to chat.</source>
        <translation>Chacun joue sur son propre écran et ne voit que ses propres cartes. La Conversation de table dit qui est à la table et qui arrive ou s&apos;en va&#xa0;; tapez une ligne en dessous et appuyez sur Entrée pour discuter.</translation>
    </message>
    <message>
        <source>Every card of the round&apos;s wild rank is wild: it can stand for any card of any suit.</source>
        <translation>Toute carte de la valeur joker de la manche est un joker&#xa0;: elle peut remplacer n&apos;importe quelle carte de n&apos;importe quelle couleur.</translation>
    </message>
    <message>
        <source>Every move can be made with the keyboard too: see Help ▸ Keyboard shortcuts.</source>
        <translation>Chaque coup se joue aussi au clavier&#xa0;: voir Aide ▸ Raccourcis clavier.</translation>
    </message>
    <message>
        <source>Everyone draws one card from the shuffled pack. The highest rank deals, with the ace counting high (A beats K); suits don&apos;t matter. Whoever draws a joker puts it aside and draws again. If several players tie for the highest card, the youngest of them deals (when ages have been entered for the players); otherwise those players draw again until one is highest. After that the deal passes one seat to the left every round.</source>
        <translation>Chacun tire une carte du paquet mélangé. La plus haute valeur donne, l&apos;as comptant haut (A bat K)&#xa0;; les couleurs ne comptent pas. Qui tire un joker le met de côté et tire de nouveau. Si plusieurs joueurs sont à égalité pour la plus haute carte, le plus jeune d&apos;entre eux donne (quand l&apos;âge des joueurs a été saisi)&#xa0;; sinon ces joueurs tirent de nouveau jusqu&apos;à ce que l&apos;un soit le plus haut. Ensuite, la donne passe d&apos;une place vers la gauche à chaque manche.</translation>
    </message>
    <message>
        <source>Example: JK A♠ K♦ 10♣ 9♥ 2♠ left in hand scores 50 + 15 + 10 + 10 + 5 + 5 = 95 (110 with deuces wild, when the 2♠ counts 20). There are no bonuses and no negative points. After round 10 the lowest total wins.</source>
        <translation>Exemple&#xa0;: JK A♠ K♦ 10♣ 9♥ 2♠ restés en main comptent 50 + 15 + 10 + 10 + 5 + 5 = 95 (110 avec les 2 jokers, le 2♠ comptant alors 20). Il n&apos;y a ni bonus ni points négatifs. Après la manche 10, le total le plus bas gagne.</translation>
    </message>
    <message>
        <source>Example: in round 2 another player has 5♥ JK 7♥ 8♥ on the table, the joker standing for 6♥. You hold 6♥, 9♣ 9♦ and a run of four. You give the 6♥ for the joker and lay down 9♣ 9♦ JK with your run, all in one move.</source>
        <translation>Exemple&#xa0;: à la manche 2, un autre joueur a 5♥ JK 7♥ 8♥ sur la table, le joker remplaçant le 6♥. Vous avez le 6♥, 9♣ 9♦ et une suite de quatre. Vous donnez le 6♥ contre le joker et posez 9♣ 9♦ JK avec votre suite, le tout en un seul coup.</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Sortir</translation>
    </message>
    <message>
        <source>Hillbilly Rummy</source>
        <translation>Hillbilly Rummy</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>House rules in this game:</source>
        <translation>Règles maison de cette partie&#xa0;:</translation>
    </message>
    <message>
        <source>How to play {game}</source>
        <translation>Comment jouer au {game}</translation>
    </message>
    <message>
        <source>If the contract asks for two runs and you make them in the same suit, they must not touch: 3♠–6♠ with 7♠–10♠ is refused, because together they are one long run. 3♠–6♠ with 8♠–J♠ is fine, and so are two runs of the same cards from different decks (3♠–6♠ twice).</source>
        <translation>Si le contrat demande deux suites et que vous les faites dans la même couleur, elles ne doivent pas se toucher&#xa0;: 3♠–6♠ avec 7♠–10♠ est refusé, car ensemble elles forment une seule longue suite. 3♠–6♠ avec 8♠–J♠ est permis, tout comme deux suites des mêmes cartes venant de jeux différents (3♠–6♠ deux fois).</translation>
    </message>
    <message>
        <source>If the stock runs out and can&apos;t be refilled, the round ends at once and everyone, including players still waiting for their last turn, scores their leftover cards as below.</source>
        <translation>Si le talon est épuisé et ne peut pas être reconstitué, la manche s&apos;arrête aussitôt et tout le monde, y compris les joueurs qui attendaient encore leur dernier tour, compte ses cartes restantes comme ci-dessous.</translation>
    </message>
    <message>
        <source>If your connection to the host drops, the status line says so at once and it is tried again for a minute; your moves wait until &quot;Connected again&quot;.</source>
        <translation>Si votre connexion à l&apos;hôte est coupée, la ligne d&apos;état le dit aussitôt et on réessaie pendant une minute&#xa0;; vos coups attendent jusqu&apos;à « Reconnecté ».</translation>
    </message>
    <message numerus="yes">
        <source>It is played like {game} below, but over these %n round(s):</source>
        <translation>
            <numerusform>Il se joue comme le {game} ci-dessous, mais en %n manche&#xa0;:</numerusform>
            <numerusform>Il se joue comme le {game} ci-dessous, mais en ces %n manches&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Jokers are wild. A joker left in your hand at the end of a round costs 50 points.</source>
        <translation>Les jokers remplacent n&apos;importe quelle carte. Un joker resté dans votre main à la fin d&apos;une manche coûte 50 points.</translation>
    </message>
    <message>
        <source>Laying down your contract</source>
        <translation>Poser son contrat</translation>
    </message>
    <message>
        <source>Laying off (adding to melds)</source>
        <translation>Rajouter (compléter les combinaisons)</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinaisons</translation>
    </message>
    <message>
        <source>More about buying:</source>
        <translation>Encore sur les achats&#xa0;:</translation>
    </message>
    <message>
        <source>Once a player goes out, every other player, starting on their left and going round the table, gets **exactly one more turn**: draw (the first of them may take the card just discarded), rearrange, discard. Any of them who can then fit every card into melds has gone out too and scores 0. The round ends when the player on the right of the one who went out has discarded; the player who went out does not play again.</source>
        <translation>Dès qu&apos;un joueur sort, chacun des autres joueurs, en commençant par celui à sa gauche et en faisant le tour de la table, a **exactement un tour de plus**&#xa0;: piocher (le premier d&apos;entre eux peut prendre la carte qui vient d&apos;être défaussée), réarranger, défausser. Celui qui peut alors placer toutes ses cartes en combinaisons est sorti lui aussi et marque 0. La manche se termine quand le joueur à droite de celui qui est sorti a défaussé&#xa0;; le joueur qui est sorti ne rejoue pas.</translation>
    </message>
    <message>
        <source>Once you are down (&quot;gone down&quot;), you may **never start a new meld** that round. From then on you only add cards to melds already on the table.</source>
        <translation>Une fois que vous avez posé, vous ne pouvez **plus jamais commencer une nouvelle combinaison** dans cette manche. À partir de là, vous ne faites que rajouter des cartes aux combinaisons déjà sur la table.</translation>
    </message>
    <message>
        <source>Once you are down you can no longer buy, but you may still take the upcard as your normal draw on your own turn.</source>
        <translation>Une fois que vous avez posé, vous ne pouvez plus acheter, mais vous pouvez toujours prendre la carte retournée comme pioche normale à votre propre tour.</translation>
    </message>
    <message>
        <source>Only a player who is already down may lay off.</source>
        <translation>Seul un joueur qui a déjà posé peut rajouter.</translation>
    </message>
    <message>
        <source>Playing in the window</source>
        <translation>Jouer dans la fenêtre</translation>
    </message>
    <message>
        <source>Playing over the network</source>
        <translation>Jouer en réseau</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>A column of the table of a contract game&apos;s rounds: the round&apos;s number.</extracomment>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Rules for both games</source>
        <translation>Règles communes aux deux jeux</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Suites</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Brelans</translation>
    </message>
    <message>
        <source>Step by step, when a player discards a card:</source>
        <translation>Pas à pas, quand un joueur défausse une carte&#xa0;:</translation>
    </message>
    <message>
        <source>The ace can be low (A 2 3 4) or high (J Q K A), but a run cannot go &quot;round the corner&quot;: Q K A 2 and K A 2 3 are not runs.</source>
        <translation>L&apos;as peut être bas (A 2 3 4) ou haut (J Q K A), mais une suite ne peut pas « faire le tour »&#xa0;: Q K A 2 et K A 2 3 ne sont pas des suites.</translation>
    </message>
    <message>
        <source>The best arrangement is about points, not about the number of cards left over. In round 3 (5s wild), A♣ A♦ K♥ 5♠ 5♥ scores **2**: K♥ 5♠ 5♥ make a set, leaving the two aces. Keeping the aces in a set with the fives would leave the K♥ for 10. Likewise A♠ 2♠ 3♠ A♥ A♦ scores 2, not 5 (the run A♠ 2♠ 3♠ beats the set of aces).</source>
        <translation>Le meilleur arrangement dépend des points, pas du nombre de cartes restantes. À la manche 3 (les 5 sont jokers), A♣ A♦ K♥ 5♠ 5♥ compte **2**&#xa0;: K♥ 5♠ 5♥ forment un brelan, il reste les deux as. Garder les as dans un brelan avec les cinq laisserait le K♥ pour 10. De même, A♠ 2♠ 3♠ A♥ A♦ compte 2, pas 5 (la suite A♠ 2♠ 3♠ vaut mieux que le brelan d&apos;as).</translation>
    </message>
    <message>
        <source>The card you discard can&apos;t be the one you just took from the discard pile.</source>
        <translation>La carte défaussée ne peut pas être celle que vous venez de prendre dans la défausse.</translation>
    </message>
    <message>
        <source>The eleven rounds</source>
        <translation>Les onze manches</translation>
    </message>
    <message>
        <source>The first dealer</source>
        <translation>Le premier donneur</translation>
    </message>
    <message>
        <source>The first dealer is picked at random. The deal passes one seat to the left every round, and the player to the dealer&apos;s left starts.</source>
        <translation>Le premier donneur est tiré au hasard. La donne passe d&apos;une place vers la gauche à chaque manche, et le joueur à gauche du donneur commence.</translation>
    </message>
    <message>
        <source>The last lap</source>
        <translation>Le dernier tour de table</translation>
    </message>
    <message>
        <source>The player who went out scores 0. Every other player scores the cards left in their hand:</source>
        <translation>Le joueur qui est sorti marque 0. Chacun des autres marque les cartes qui lui restent en main&#xa0;:</translation>
    </message>
    <message>
        <source>The player who went out scores 0. Everyone else lays out their hand in the way that leaves the **fewest points** unmelded (the game finds it for you) and scores those leftover cards:</source>
        <translation>Le joueur qui est sorti marque 0. Tous les autres étalent leur main de la façon qui laisse le **moins de points** hors des combinaisons (le jeu la trouve pour vous) et comptent ces cartes restantes&#xa0;:</translation>
    </message>
    <message>
        <source>The rules page is missing from this installation.</source>
        <translation>La page des règles manque dans cette installation.</translation>
    </message>
    <message>
        <source>The set of 4 in round 6 needs at least 4 cards.</source>
        <translation>Le carré de la manche 6 demande au moins 4 cartes.</translation>
    </message>
    <message>
        <source>The ten rounds</source>
        <translation>Les dix manches</translation>
    </message>
    <message>
        <source>The wild must be in **another player&apos;s** meld, not your own.</source>
        <translation>Le joker doit être dans la combinaison **d&apos;un autre joueur**, pas dans la vôtre.</translation>
    </message>
    <message>
        <source>The wild rank always equals the number of cards dealt that round.</source>
        <translation>La valeur joker est toujours égale au nombre de cartes distribuées dans la manche.</translation>
    </message>
    <message>
        <source>There are no swaps in round 10, because nobody has any melds on the table before someone goes out.</source>
        <translation>Il n&apos;y a pas d&apos;échange à la manche 10, car personne n&apos;a de combinaison sur la table avant que quelqu&apos;un sorte.</translation>
    </message>
    <message>
        <source>There is no largest size.</source>
        <translation>Il n&apos;y a pas de taille maximale.</translation>
    </message>
    <message>
        <source>There is no undo at a network table, and the game is kept by the host (Save is for games played here).</source>
        <translation>Il n&apos;y a pas d&apos;annulation à une table en réseau, et la partie est conservée par l&apos;hôte (Enregistrer sert aux parties jouées ici).</translation>
    </message>
    <message>
        <source>This game plays the standard rules, with no house rules changed.</source>
        <translation>Cette partie suit les règles standard, sans règle maison changée.</translation>
    </message>
    <message>
        <source>This game: {name}</source>
        <extracomment>A table&apos;s name for its own rounds, a file&apos;s name: never a link.</extracomment>
        <translation>Cette partie&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Three Thirteen</source>
        <translation>Three Thirteen</translation>
    </message>
    <message>
        <source>Three or more cards of the same rank. Suits don&apos;t matter, and because several decks are in play the same card may appear twice: 7♥ 7♥ 7♠ is a good set.</source>
        <translation>Trois cartes ou plus de même valeur. Les couleurs ne comptent pas, et comme plusieurs jeux sont en jeu, la même carte peut apparaître deux fois&#xa0;: 7♥ 7♥ 7♠ est un bon brelan.</translation>
    </message>
    <message>
        <source>Two decks shuffled together (104 cards) for 2 to 4 players, three decks (156 cards) for 5 to 8. No jokers.</source>
        <translation>Deux jeux mélangés ensemble (104 cartes) pour 2 à 4 joueurs, trois jeux (156 cartes) pour 5 à 8. Pas de jokers.</translation>
    </message>
    <message>
        <source>Two sets of the same rank are allowed, such as K♠ K♥ K♦ and K♣ K♠ JK.</source>
        <translation>Deux brelans de même valeur sont permis, par exemple K♠ K♥ K♦ et K♣ K♠ JK.</translation>
    </message>
    <message>
        <source>When another player has a wild card in one of their melds, you can take it by giving them the natural card it stands for.</source>
        <translation>Quand un autre joueur a un joker dans l&apos;une de ses combinaisons, vous pouvez le prendre en lui donnant la carte naturelle que le joker remplace.</translation>
    </message>
    <message>
        <source>When you put a wild card down you say what it stands for: in a run, the exact card (in 5♥ JK 7♥ 8♥ the joker is the 6♥); in a set, the rank. A wild at the end of a run is either the low end or the high end, and you choose which.</source>
        <translation>Quand vous posez un joker, vous dites ce qu&apos;il remplace&#xa0;: dans une suite, la carte exacte (dans 5♥ JK 7♥ 8♥, le joker est le 6♥)&#xa0;; dans un brelan, la valeur. Un joker au bout d&apos;une suite est soit le bout bas soit le bout haut, et c&apos;est vous qui choisissez.</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Wild swaps</source>
        <translation>Échanger un joker</translation>
    </message>
    <message>
        <source>With only two players, the one card that can be bought is the round&apos;s first upcard: if the first player passes on it and draws from the stock, the dealer is offered it. After that the only other player is the one who threw the card away, who may not buy it back (unless the house rule &quot;Buy back your own discard&quot; is on), so no other card is offered. Both players see the offer&apos;s outcome in Table Talk.</source>
        <translation>À deux joueurs, la seule carte qui peut être achetée est la première carte retournée de la manche&#xa0;: si le premier joueur la laisse passer et pioche au talon, elle est proposée au donneur. Ensuite, le seul autre joueur est celui qui a jeté la carte, et il ne peut pas la racheter (sauf avec la règle maison «&#xa0;Racheter sa propre défausse&#xa0;»), donc aucune autre carte n&apos;est proposée. Les deux joueurs voient l&apos;issue de l&apos;offre dans la Conversation de table.</translation>
    </message>
    <message>
        <source>You are always dealt one card more than the contract needs, so a lucky player can lay down on the very first turn. &quot;Set of 3&quot; means *at least* 3 cards, &quot;run of 4&quot; at least 4, and so on: a longer meld always counts.</source>
        <translation>Vous recevez toujours une carte de plus que le contrat n&apos;en demande, si bien qu&apos;un joueur chanceux peut poser dès son tout premier tour. « Brelan » veut dire *au moins* 3 cartes, « suite de 4 » au moins 4, et ainsi de suite&#xa0;: une combinaison plus longue compte toujours.</translation>
    </message>
    <message>
        <source>You can swap only on your own turn, after drawing and before discarding.</source>
        <translation>Vous ne pouvez échanger qu&apos;à votre propre tour, après avoir pioché et avant de défausser.</translation>
    </message>
    <message>
        <source>You cannot play any card when it is not your turn; the only thing you can do out of turn is buy. You cannot lay down before you have drawn.</source>
        <translation>Vous ne pouvez jouer aucune carte quand ce n&apos;est pas votre tour&#xa0;; la seule chose que vous pouvez faire hors de votre tour, c&apos;est acheter. Vous ne pouvez pas poser avant d&apos;avoir pioché.</translation>
    </message>
    <message>
        <source>You give the exact card the wild stands for: in a run, the same rank and suit (a joker standing for 6♥ can only be swapped for a 6♥); in a set, any card of that rank.</source>
        <translation>Vous donnez exactement la carte que remplace le joker&#xa0;: dans une suite, même valeur et même couleur (un joker qui remplace le 6♥ ne s&apos;échange que contre un 6♥)&#xa0;; dans un brelan, n&apos;importe quelle carte de cette valeur.</translation>
    </message>
    <message>
        <source>You lay down the whole contract at once: exactly the number and kinds of melds the round asks for, no fewer and no more. You cannot put down part of it now and the rest later.</source>
        <translation>Vous posez tout le contrat d&apos;un coup&#xa0;: exactement le nombre et le genre de combinaisons que demande la manche, ni moins ni plus. Vous ne pouvez pas en poser une partie maintenant et le reste plus tard.</translation>
    </message>
    <message>
        <source>You may add to anybody&apos;s melds, as many cards as you like, in the turn you lay down and in later turns.</source>
        <translation>Vous pouvez rajouter aux combinaisons de n&apos;importe qui, autant de cartes que vous voulez, dans le tour où vous posez et dans les tours suivants.</translation>
    </message>
    <message>
        <source>You may go out on your very first turn.</source>
        <translation>Vous pouvez sortir dès votre tout premier tour.</translation>
    </message>
    <message>
        <source>You may lay down on your first turn, and you may add cards to melds in the same turn you lay down.</source>
        <translation>Vous pouvez poser dès votre premier tour, et vous pouvez rajouter des cartes aux combinaisons dans le tour même où vous posez.</translation>
    </message>
    <message>
        <source>You may make several swaps in one turn, each following these rules.</source>
        <translation>Vous pouvez faire plusieurs échanges dans un même tour, chacun suivant ces règles.</translation>
    </message>
    <message>
        <source>You may never keep the swapped wild in your hand or discard it.</source>
        <translation>Vous ne pouvez jamais garder en main le joker échangé ni le défausser.</translation>
    </message>
    <message>
        <source>You must always discard to go out: if all your cards fit into melds, you still throw one away.</source>
        <translation>Il faut toujours défausser pour sortir&#xa0;: si toutes vos cartes tiennent dans des combinaisons, vous en jetez quand même une.</translation>
    </message>
    <message>
        <source>Your count of buys starts again at zero every round.</source>
        <translation>Votre compte d&apos;achats repart de zéro à chaque manche.</translation>
    </message>
    <message>
        <source>Your natural card takes the wild&apos;s place, and that meld now has no wild card.</source>
        <translation>Votre carte naturelle prend la place du joker, et cette combinaison n&apos;a plus de joker.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>after drawing, you must place every card but one into exactly three runs of 5 or more cards (each with at most one wild card), and discard the one card left over;</source>
        <translation>après avoir pioché, vous devez placer toutes vos cartes sauf une dans exactement trois suites de 5 cartes ou plus (chacune avec au plus un joker), et défausser la carte qui reste&#xa0;;</translation>
    </message>
    <message>
        <source>that discard may not be the card you just took from the discard pile.</source>
        <translation>cette défausse ne peut pas être la carte que vous venez de prendre dans la défausse.</translation>
    </message>
    <message>
        <source>you hold 17 cards after drawing (2 more for every card you bought), so at least one run will be longer than 5;</source>
        <translation>vous avez 17 cartes après avoir pioché (2 de plus par carte achetée), donc au moins une suite dépassera 5 cartes&#xa0;;</translation>
    </message>
    <message>
        <source>you must keep a card back to discard, even if every card you hold would fit into the runs;</source>
        <translation>vous devez garder une carte pour la défausse, même si toutes vos cartes tiendraient dans les suites&#xa0;;</translation>
    </message>
    <message>
        <source>{contract} — laid down and gone out all at once</source>
        <extracomment>A round of a contract game played all at once: {contract} is its melds.</extracomment>
        <translation>{contract} — posé et sorti en une seule fois</translation>
    </message>
    <message>
        <source>| Card | Points |
|---|---|
| Ace | 1 |
| 2 to 10 | face value |
| J, Q, K | 10 |
| A card of the round&apos;s wild rank left unmelded | 15 (whatever its face: an unmelded 10 in round 8 scores 15) |
| Joker (when playing with jokers) | 15 |</source>
        <translation>| Carte | Points |
|---|---|
| As | 1 |
| 2 à 10 | leur valeur |
| J, Q, K | 10 |
| Une carte de la valeur joker de la manche restée hors combinaison | 15 (quelle que soit sa valeur&#xa0;: un 10 resté seul à la manche 8 compte 15) |
| Joker (quand on joue avec des jokers) | 15 |</translation>
    </message>
    <message>
        <source>| Card | Points |
|---|---|
| Joker | 50 |
| Any other wild card (a 2, when deuces are wild) | 20 |
| Ace | 15 |
| 10, J, Q, K | 10 |
| 2 to 9 | 5 |</source>
        <translation>| Carte | Points |
|---|---|
| Joker | 50 |
| Toute autre carte qui sert de joker (un 2, quand les 2 sont jokers) | 20 |
| As | 15 |
| 10, J, Q, K | 10 |
| 2 à 9 | 5 |</translation>
    </message>
    <message>
        <source>| Players | Decks | Cards (with 2 jokers a deck) |
|---|---|---|
| 2–4 | 2 | 108 |
| 5–6 | 3 | 162 |
| 7–8 | 4 | 216 |</source>
        <translation>| Joueurs | Jeux | Cartes (avec 2 jokers par jeu) |
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
        <translation>| Manche | Cartes distribuées | Contrat | Cartes nécessaires | Achats permis |
|---|---|---|---|---|
| 1 | 7 | 2 brelans | 6 | 3 |
| 2 | 8 | 1 brelan + 1 suite de 4 | 7 | 3 |
| 3 | 9 | 2 suites de 4 | 8 | 3 |
| 4 | 10 | 3 brelans | 9 | 3 |
| 5 | 11 | 2 suites de 5 | 10 | 3 |
| 6 | 12 | 1 carré + 1 suite de 7 | 11 | 3 |
| 7 | 13 | 2 brelans + 1 suite de 6 | 12 | 3 |
| 8 | 14 | 1 brelan + 1 suite de 10 | 13 | 3 |
| 9 | 15 | 3 brelans + 1 suite de 5 | 14 | 3 |
| 10 | 16 | 3 suites de 5, posées **et** en sortant dans le même tour, avec une défausse | 15 | 4 |</translation>
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
        <translation>| Manche | Cartes distribuées | Valeur joker | | Manche | Cartes distribuées | Valeur joker |
|---|---|---|---|---|---|---|
| 1 | 3 | les 3 | | 7 | 9 | les 9 |
| 2 | 4 | les 4 | | 8 | 10 | les 10 |
| 3 | 5 | les 5 | | 9 | 11 | les valets |
| 4 | 6 | les 6 | | 10 | 12 | les dames |
| 5 | 7 | les 7 | | 11 | 13 | les rois |
| 6 | 8 | les 8 | | | | |</translation>
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
    <name>MatchWords</name>
    <message>
        <source>Choose Play again or Game ▸ New Game.</source>
        <translation>Choisissez Rejouer ou Partie ▸ Nouvelle partie.</translation>
    </message>
    <message>
        <source>First buy the card or pass on it (B or P)</source>
        <extracomment>B and P are the keys that buy and pass: the same in every language.</extracomment>
        <translation>Achetez d&apos;abord la carte ou passez (B ou P)</translation>
    </message>
    <message>
        <source>First buy the {card} or pass on it (B or P)</source>
        <extracomment>{card} is a card as the table shows it (&quot;Q♣&quot;); B and P are keys.</extracomment>
        <translation>Achetez d&apos;abord le {card} ou passez (B ou P)</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Ce n&apos;est pas votre tour</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Rien à rétablir</translation>
    </message>
    <message>
        <source>Nothing to undo yet</source>
        <translation>Rien à annuler pour l&apos;instant</translation>
    </message>
    <message>
        <source>Pass the computer to {name} first</source>
        <extracomment>Hot seat: the screen is to be handed to {name} before a move is made.</extracomment>
        <translation>Passez d&apos;abord l&apos;ordinateur à {name}</translation>
    </message>
    <message>
        <source>Played the first legal move instead: {why}</source>
        <translation>Le premier coup permis a été joué à la place&#xa0;: {why}</translation>
    </message>
    <message>
        <source>That is another player&apos;s move</source>
        <translation>Ce coup revient à un autre joueur</translation>
    </message>
    <message>
        <source>The coach is still looking at your move</source>
        <translation>Le coach examine encore votre coup</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>The game is over: nothing to undo</source>
        <translation>La partie est terminée&#xa0;: rien à annuler</translation>
    </message>
    <message>
        <source>The round has been scored: nothing in it can be undone</source>
        <translation>La manche est comptée&#xa0;: rien n&apos;y peut plus être annulé</translation>
    </message>
    <message>
        <source>The round is over: see the scores</source>
        <translation>La manche est terminée&#xa0;: voyez les scores</translation>
    </message>
    <message>
        <source>Undo goes back only within your own turn</source>
        <translation>Annuler ne revient qu&apos;en arrière dans votre propre tour</translation>
    </message>
    <message>
        <source>Undo is for the player at the screen</source>
        <translation>Annuler est réservé au joueur devant l&apos;écran</translation>
    </message>
    <message>
        <source>Undo stops at a card the stock showed you (no peeking)</source>
        <translation>Annuler s&apos;arrête à une carte que la pioche vous a montrée (pas de triche)</translation>
    </message>
    <message>
        <source>Wait: {name} is playing</source>
        <translation>Attendez&#xa0;: {name} joue</translation>
    </message>
    <message>
        <source>{name}&apos;s computer player failed: {error}</source>
        <extracomment>{error} is the program&apos;s own error, in English.</extracomment>
        <translation>Le joueur virtuel de {name} a échoué&#xa0;: {error}</translation>
    </message>
    <message>
        <source>{name}&apos;s move was refused: {why}</source>
        <translation>Le coup de {name} a été refusé&#xa0;: {why}</translation>
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
    <name>NetworkTable</name>
    <message>
        <source>Connected again</source>
        <extracomment>The connection to a network table&apos;s host works again.</extracomment>
        <translation>De nouveau connecté</translation>
    </message>
    <message>
        <source>Connection to the host lost: trying again…</source>
        <translation>Connexion à l&apos;hôte perdue&#xa0;: nouvelle tentative…</translation>
    </message>
    <message>
        <source>Host or join another table, or start a game here, from the Game menu.</source>
        <translation>Ouvrez ou rejoignez une autre table, ou lancez une partie ici, depuis le menu Partie.</translation>
    </message>
    <message>
        <source>The connection to the host is lost: no move can be sent until it is back</source>
        <translation>La connexion à l&apos;hôte est perdue&#xa0;: aucun coup ne peut être envoyé avant son retour</translation>
    </message>
    <message>
        <source>Undo is not offered at a network table: every move there is final</source>
        <translation>Pas d&apos;annulation à une table en réseau&#xa0;: chaque coup y est définitif</translation>
    </message>
    <message>
        <source>{game}, a network table</source>
        <extracomment>Table Talk&apos;s first line at a network table: {game} is the game&apos;s name.</extracomment>
        <translation>{game}, une table en réseau</translation>
    </message>
</context>
<context>
    <name>NetworkWords</name>
    <message>
        <source>At the table: {players}</source>
        <extracomment>Table Talk at a network table&apos;s start: {players} lists who sits there, with &quot;, &quot;.</extracomment>
        <translation>À la table&#xa0;: {players}</translation>
    </message>
    <message>
        <source>Chat and news from the table come too fast: some are not shown</source>
        <translation>Les messages et nouvelles de la table arrivent trop vite&#xa0;: certains ne sont pas affichés</translation>
    </message>
    <message>
        <source>Host your network table again?

{game}
Table code {code}, port {port}

The app stopped while you hosted it. Yes opens it again: those who joined come back by themselves while their windows still try (for a minute), and a computer plays for anyone who is not back. No closes it for good.</source>
        <extracomment>Asked at start; {game} describes the saved game, {code} and {port} the table&apos;s.</extracomment>
        <translation>Rouvrir votre table en réseau&#xa0;?

{game}
Code de la table {code}, port {port}

Le programme s&apos;est arrêté pendant que vous l&apos;accueilliez. Oui la rouvre&#xa0;: ceux qui l&apos;avaient rejointe reviennent d&apos;eux-mêmes tant que leur fenêtre essaie encore (pendant une minute), et un ordinateur joue pour quiconque n&apos;est pas revenu. Non la ferme définitivement.</translation>
    </message>
    <message>
        <source>Joining the table at {url}…</source>
        <translation>Connexion à la table {url}…</translation>
    </message>
    <message>
        <source>Left the table at {url}: {why}</source>
        <translation>Table {url} quittée&#xa0;: {why}</translation>
    </message>
    <message>
        <source>Lost the connection to the table at {url}: the game cannot go on here</source>
        <translation>Connexion à la table {url} perdue&#xa0;: la partie ne peut pas continuer ici</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Table en réseau</translation>
    </message>
    <message>
        <source>Opening the table on port {port}…</source>
        <translation>Ouverture de la table sur le port {port}…</translation>
    </message>
    <message>
        <source>Opening your table again on port {port}…</source>
        <translation>Réouverture de votre table sur le port {port}…</translation>
    </message>
    <message>
        <source>Table code: {code}
Others join with Game ▸ Join a table…: the table is listed there, or they type {address}</source>
        <extracomment>In the lobby, for the host: {address} is this computer&apos;s, as in 192.168.1.5:8765.</extracomment>
        <translation>Code de la table&#xa0;: {code}
Les autres la rejoignent avec Partie ▸ Rejoindre une table…&#xa0;: la table y figure, ou ils tapent {address}</translation>
    </message>
    <message>
        <source>The host sent something this version cannot read</source>
        <translation>L&apos;hôte a envoyé quelque chose que cette version ne sait pas lire</translation>
    </message>
    <message>
        <source>The network table is closed</source>
        <translation>La table en réseau est fermée</translation>
    </message>
    <message>
        <source>The network table is not being saved: {problem} The game goes on.</source>
        <extracomment>{problem} is a whole sentence saying what went wrong with the file.</extracomment>
        <translation>La table en réseau n&apos;est pas enregistrée&#xa0;: {problem} La partie continue.</translation>
    </message>
    <message>
        <source>The table could not be opened on port {port}: {problem}</source>
        <extracomment>{problem} is the system&apos;s own words (e.g. &quot;Address already in use&quot;).</extracomment>
        <translation>La table n&apos;a pas pu être ouverte sur le port {port}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>The table could not be opened on port {port}: {problem}. It is offered again at the next start</source>
        <extracomment>{problem} is the system&apos;s own words (e.g. &quot;Address already in use&quot;).</extracomment>
        <translation>La table n&apos;a pas pu être ouverte sur le port {port}&#xa0;: {problem}. Elle sera proposée de nouveau au prochain démarrage</translation>
    </message>
    <message>
        <source>the connection ended ({error})</source>
        <extracomment>Why a table was left: {error} is a technical name (e.g. &quot;TimeoutError&quot;).</extracomment>
        <translation>la connexion a pris fin ({error})</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <extracomment>A person whose connection is gone, in the list of who sits at a network table.</extracomment>
        <translation>{name} (absent)</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <extracomment>A seat played by the computer, in the list of who sits at a network table.</extracomment>
        <translation>{name} (ordinateur)</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays for them until they are back</source>
        <translation>{name} est absent&#xa0;: un ordinateur joue à sa place jusqu&apos;à son retour</translation>
    </message>
    <message>
        <source>{name} is back</source>
        <translation>{name} est de retour</translation>
    </message>
    <message>
        <source>{name} lost the connection; the table waits for them</source>
        <translation>{name} a perdu la connexion&#xa0;; la table l&apos;attend</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <extracomment>The table&apos;s name as others find it in Join a table; {name} is the host&apos;s.</extracomment>
        <translation>Table de {name}</translation>
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
    <name>Panels</name>
    <message>
        <source>Arrange</source>
        <translation>Ranger</translation>
    </message>
    <message>
        <source>Buy</source>
        <extracomment>The buy box&apos;s buttons: buy the card offered, or let it go.</extracomment>
        <translation>Acheter</translation>
    </message>
    <message>
        <source>Buy the {card}</source>
        <extracomment>The buy box&apos;s button; {card} is the card offered (&quot;7♥&quot;).</extracomment>
        <translation>Acheter le {card}</translation>
    </message>
    <message>
        <source>Chat</source>
        <extracomment>The chat line&apos;s name for a screen reader.</extracomment>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Every hand is hidden until they click.</source>
        <translation>Toutes les mains restent cachées jusqu&apos;à ce que cette personne clique.</translation>
    </message>
    <message>
        <source>Go out</source>
        <translation>Sortir</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>I&apos;m {name}: show my cards</source>
        <extracomment>The pass screen&apos;s button, pressed by the next player, {name}.</extracomment>
        <translation>Je suis {name}&#xa0;: montrer mes cartes</translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation>Poser</translation>
    </message>
    <message>
        <source>PLAY</source>
        <extracomment>A title above the Lay down / Go out / Hint buttons, in capitals.</extracomment>
        <translation>JOUER</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>decline the buy</comment>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <extracomment>The pass screen between two players at one computer; {name} plays next.</extracomment>
        <translation>Passez l&apos;ordinateur à {name}</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>R{number}</source>
        <extracomment>The scoreboard&apos;s row for round {number}, as short as it can be (&quot;R3&quot;).</extracomment>
        <translation>M{number}</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Dites quelque chose à la table</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Tableau des scores</translation>
    </message>
    <message>
        <source>Shuffling…</source>
        <extracomment>Shown where the table will be, while the first deal is made.</extracomment>
        <translation>Mélange…</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Trier par valeur</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Trier par couleur</translation>
    </message>
    <message>
        <source>TABLE TALK</source>
        <extracomment>The title above the game&apos;s log and chat, in capitals.</extracomment>
        <translation>CONVERSATION</translation>
    </message>
    <message>
        <source>Table talk</source>
        <extracomment>The game&apos;s log&apos;s name for a screen reader.</extracomment>
        <translation>Conversation de table</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>The scoreboard&apos;s last row: each player&apos;s points added up.</extracomment>
        <translation>Total</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo your last move (Ctrl+Z)</source>
        <translation>Annuler votre dernier coup (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo your last move (Ctrl+Z): {why}</source>
        <extracomment>{why} says why there is nothing to undo now.</extracomment>
        <translation>Annuler votre dernier coup (Ctrl+Z)&#xa0;: {why}</translation>
    </message>
    <message>
        <source>YOUR HAND</source>
        <extracomment>A title above the hand&apos;s buttons, in capitals.</extracomment>
        <translation>VOTRE MAIN</translation>
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
        <translation>En haut de la suite (au-dessus du {card})</translation>
    </message>
    <message>
        <source>At the low end (below {card})</source>
        <extracomment>An answer to &quot;Where does the card go?&quot;: {card} is the run&apos;s lowest card now.</extracomment>
        <translation>En bas de la suite (sous le {card})</translation>
    </message>
    <message>
        <source>Could not arrange the hand ({why})</source>
        <extracomment>Arrange failed; {why} is a technical error, shown as it is.</extracomment>
        <translation>Impossible de ranger la main ({why})</translation>
    </message>
    <message>
        <source>Drop the card on a meld</source>
        <translation>Déposez la carte sur une combinaison</translation>
    </message>
    <message>
        <source>Every staged group must be a meld</source>
        <translation>Chaque groupe préparé doit être une combinaison</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Ce n&apos;est pas votre tour</translation>
    </message>
    <message>
        <source>Kept: choose another move</source>
        <extracomment>The coach&apos;s question answered &quot;no&quot;: the move was not played.</extracomment>
        <translation>Conservé&#xa0;: choisissez un autre coup</translation>
    </message>
    <message>
        <source>Lay down on your turn</source>
        <translation>Posez pendant votre tour</translation>
    </message>
    <message>
        <source>No contract in your hand yet: sorted by rank</source>
        <translation>Pas encore de contrat dans votre main&#xa0;: triée par valeur</translation>
    </message>
    <message>
        <source>Not that card: discard the {cards}</source>
        <extracomment>Going out with a card that cannot be its discard; {cards} may be thrown.</extracomment>
        <translation>Pas cette carte&#xa0;: défaussez le {cards}</translation>
    </message>
    <message>
        <source>Nothing was played: the card is back in your hand</source>
        <translation>Rien n&apos;a été joué&#xa0;: la carte est revenue dans votre main</translation>
    </message>
    <message>
        <source>Pick up a card first</source>
        <translation>Prenez d&apos;abord une carte</translation>
    </message>
    <message>
        <source>Play one card at a time here</source>
        <translation>Ici, une carte à la fois</translation>
    </message>
    <message>
        <source>Select one card to discard</source>
        <translation>Choisissez une carte à défausser</translation>
    </message>
    <message>
        <source>Start a game first</source>
        <translation>Commencez d&apos;abord une partie</translation>
    </message>
    <message>
        <source>Still looking at your hand for a lay-down with the wild: try again in a moment</source>
        <translation>Recherche d&apos;une pose avec le joker dans votre main en cours&#xa0;: réessayez dans un instant</translation>
    </message>
    <message>
        <source>That card does not fit</source>
        <translation>Cette carte ne va pas</translation>
    </message>
    <message>
        <source>That card does not fit this meld</source>
        <translation>Cette carte ne va pas dans cette combinaison</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>The game is over: nothing to undo</source>
        <translation>La partie est terminée&#xa0;: rien à annuler</translation>
    </message>
    <message>
        <source>The {card} cannot take a wild from that meld now</source>
        <translation>Le {card} ne peut pas reprendre un joker de cette combinaison maintenant</translation>
    </message>
    <message>
        <source>The {card} does not fit that meld</source>
        <extracomment>{card} is a card as the table shows it (&quot;7♥&quot;).</extracomment>
        <translation>Le {card} ne va pas dans cette combinaison</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Recherche d&apos;un indice…</translation>
    </message>
    <message>
        <source>Unknown move: {kind}</source>
        <extracomment>Should never show: a gesture of a kind the table does not know ({kind}).</extracomment>
        <translation>Coup inconnu&#xa0;: {kind}</translation>
    </message>
    <message>
        <source>Wait: {name} is playing</source>
        <extracomment>A move refused while {name}, a computer player, is making its move.</extracomment>
        <translation>Attendez&#xa0;: {name} joue</translation>
    </message>
    <message>
        <source>Where does the {card} go?</source>
        <extracomment>A question when a wild card may go at either end of a run; {card} is &quot;7♥&quot;.</extracomment>
        <translation>Où va le {card}&#xa0;?</translation>
    </message>
    <message>
        <source>Where it fits</source>
        <extracomment>An answer to &quot;Where does the card go?&quot;: wherever the rules put it.</extracomment>
        <translation>Là où elle va</translation>
    </message>
    <message>
        <source>You cannot go out yet: every card but one must be in melds</source>
        <translation>Vous ne pouvez pas encore sortir&#xa0;: toutes les cartes sauf une doivent être en combinaisons</translation>
    </message>
    <message>
        <source>{cards} or the {card}</source>
        <extracomment>Cards one may discard, listed: {cards} (one or more) or the {card}.</extracomment>
        <translation>{cards} ou le {card}</translation>
    </message>
    <message>
        <source>{why}: discard the {cards}</source>
        <extracomment>Going out refused: {why} says why, {cards} may be thrown instead.</extracomment>
        <translation>{why}&#xa0;: défaussez le {cards}</translation>
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
    <name>RecentFiles</name>
    <message>
        <source>&apos;{file}&apos; is open, but Open Recent cannot list it: its name is not UTF-8 text.</source>
        <translation>«&#xa0;{file}&#xa0;» est ouvert, mais Ouvrir récent ne peut pas le lister&#xa0;: son nom n&apos;est pas du texte UTF-8.</translation>
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
        <source>{first}
House rules: the standard ones</source>
        <extracomment>Under the scoreboard, when the game plays every rule as it comes.</extracomment>
        <translation>{first}
Règles maison&#xa0;: les règles standard</translation>
    </message>
    <message>
        <source>{first}
House rules: {rules}</source>
        <extracomment>Under the scoreboard: {rules} lists the house rules changed, joined by &quot;; &quot;.</extracomment>
        <translation>{first}
Règles maison&#xa0;: {rules}</translation>
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
        <source>{game} · a network table</source>
        <extracomment>Under the scoreboard, a network table&apos;s game (its deal number stays the host&apos;s).</extracomment>
        <translation>{game} · une table en réseau</translation>
    </message>
    <message>
        <source>{game} · deal number {seed}</source>
        <extracomment>Under the scoreboard: the game and the number of its deal.</extracomment>
        <translation>{game} · donne numéro {seed}</translation>
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
        <source>You</source>
        <extracomment>The name of the seat of the one person at the screen, on its name plate and in the scores.</extracomment>
        <translation>Vous</translation>
    </message>
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
        <source>Game over: you and {who} win with %n point(s).</source>
        <extracomment>{who}: the others who tie with the person at the screen (&quot;Ada and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Partie terminée : vous et {who} gagnez avec %n point.</numerusform>
            <numerusform>Partie terminée : vous et {who} gagnez avec %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: you win with %n point(s).</source>
        <translation>
            <numerusform>Partie terminée : vous gagnez avec %n point.</numerusform>
            <numerusform>Partie terminée : vous gagnez avec %n points.</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>%n buy(s)</source>
        <extracomment>On a player&apos;s name plate: how many buys they have left this round.</extracomment>
        <translation>
            <numerusform>%n achat</numerusform>
            <numerusform>%n achats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <extracomment>On a player&apos;s name plate: how many cards they hold.</extracomment>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Card table</source>
        <extracomment>What a screen reader calls the whole table (the area with the cards).</extracomment>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>DOWN</source>
        <extracomment>A small badge on a player&apos;s name plate: this player has laid down (capitals).</extracomment>
        <translation>POSÉ</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>pile</comment>
        <extracomment>Under the discard pile when its top card was turned up, not thrown: a noun.</extracomment>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Discard one card at a time</source>
        <translation>Défaussez une carte à la fois</translation>
    </message>
    <message>
        <source>Drag one card</source>
        <extracomment>Refused: several cards dragged where only one may go.</extracomment>
        <translation>Faites glisser une seule carte</translation>
    </message>
    <message>
        <source>Lay-down area: drag cards here to build your melds</source>
        <extracomment>Inside the empty area where a player builds melds before laying them down.</extracomment>
        <translation>Zone de pose&#xa0;: faites glisser des cartes ici pour former vos combinaisons</translation>
    </message>
    <message>
        <source>Stock</source>
        <extracomment>Under the stock (the pile face down), before its count is known.</extracomment>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Stock · {count}</source>
        <extracomment>Under the stock: how many cards are left in it (&quot;Stock · 41&quot;).</extracomment>
        <translation>Talon · {count}</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>pile</comment>
        <extracomment>Inside a pile that holds no card.</extracomment>
        <translation>vide</translation>
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
    <message>
        <source>{name} is played by the computer</source>
        <extracomment>The tooltip of a computer player&apos;s name plate.</extracomment>
        <translation>{name} est joué par l&apos;ordinateur</translation>
    </message>
    <message>
        <source>{name} is played by the computer at the {level} level</source>
        <extracomment>The tooltip of a computer player&apos;s name plate; {level} is how well it plays (&quot;easy&quot;).</extracomment>
        <translation>{name} est joué par l&apos;ordinateur, niveau&#xa0;: {level}</translation>
    </message>
    <message>
        <source>{name} is played by the computer: your own bot {bot}</source>
        <extracomment>The tooltip of a name plate played by a bot the player wrote; {bot} is its name.</extracomment>
        <translation>{name} est joué par l&apos;ordinateur&#xa0;: votre propre bot {bot}</translation>
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
    <name>TableObjects</name>
    <message numerus="yes">
        <source>Meld {group} you are making, %n card(s)</source>
        <extracomment>A meld the player is putting together before laying it down, as a list.</extracomment>
        <translation>
            <numerusform>Combinaison {group} en préparation, %n carte</numerusform>
            <numerusform>Combinaison {group} en préparation, %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <extracomment>The player&apos;s hand as a list a screen reader browses.</extracomment>
        <translation>
            <numerusform>Votre main, %n carte</numerusform>
            <numerusform>Votre main, %n cartes</numerusform>
        </translation>
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
        <source>Discard pile</source>
        <translation>Défausse</translation>
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
        <source>Esc puts it back</source>
        <translation>Échap la remet en place</translation>
    </message>
    <message>
        <source>It cannot go here</source>
        <translation>Elle ne peut pas aller ici</translation>
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
        <source>Space puts it down here; Esc puts it back</source>
        <translation>Espace la pose ici&#xa0;; Échap la remet en place</translation>
    </message>
    <message>
        <source>Space puts the held cards here as a new meld</source>
        <translation>Espace place ici les cartes tenues comme nouvelle combinaison</translation>
    </message>
    <message>
        <source>Stock</source>
        <extracomment>A screen reader&apos;s name for the stock (the face-down pile).</extracomment>
        <translation>Talon</translation>
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
    <message>
        <source>The cards are hidden: pass the computer on, then show your hand.</source>
        <translation>Les cartes sont cachées&#xa0;: passez l&apos;ordinateur, puis montrez votre main.</translation>
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
        <source>{card} as a Five</source>
        <translation>{card} comme un Cinq</translation>
    </message>
    <message>
        <source>{card} as a Four</source>
        <translation>{card} comme un Quatre</translation>
    </message>
    <message>
        <source>{card} as a Jack</source>
        <translation>{card} comme un Valet</translation>
    </message>
    <message>
        <source>{card} as a King</source>
        <translation>{card} comme un Roi</translation>
    </message>
    <message>
        <source>{card} as a Nine</source>
        <translation>{card} comme un Neuf</translation>
    </message>
    <message>
        <source>{card} as a Queen</source>
        <translation>{card} comme une Dame</translation>
    </message>
    <message>
        <source>{card} as a Seven</source>
        <translation>{card} comme un Sept</translation>
    </message>
    <message>
        <source>{card} as a Six</source>
        <translation>{card} comme un Six</translation>
    </message>
    <message>
        <source>{card} as a Ten</source>
        <translation>{card} comme un Dix</translation>
    </message>
    <message>
        <source>{card} as a Three</source>
        <translation>{card} comme un Trois</translation>
    </message>
    <message>
        <source>{card} as a Two</source>
        <translation>{card} comme un Deux</translation>
    </message>
    <message>
        <source>{card} as an Ace</source>
        <translation>{card} comme un As</translation>
    </message>
    <message>
        <source>{card} as an Eight</source>
        <translation>{card} comme un Huit</translation>
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
    <message>
        <source>{name}. Holding the top of the stock</source>
        <extracomment>A screen reader, while the stock&apos;s top card is carried: {name} is the focus.</extracomment>
        <translation>{name}. Vous tenez la carte du dessus du talon</translation>
    </message>
    <message>
        <source>{name}. Holding {cards}</source>
        <extracomment>A screen reader, while cards are carried: {name} is the focus, {cards} the cards held, joined by &quot;, &quot;.</extracomment>
        <translation>{name}. Vous tenez {cards}</translation>
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
    <message>
        <source>{why}; Esc puts it back</source>
        <extracomment>A screen reader: why the carried card cannot be put down here ({why}).</extracomment>
        <translation>{why}&#xa0;; Échap la remet en place</translation>
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
        <source>Contract rummy, own rounds</source>
        <translation>Rami à contrats, manches maison</translation>
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
