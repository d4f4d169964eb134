<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CardNames</name>
    <message>
        <source>Ace of clubs</source>
        <translation>Kreuz-Ass</translation>
    </message>
    <message>
        <source>Ace of diamonds</source>
        <translation>Karo-Ass</translation>
    </message>
    <message>
        <source>Ace of hearts</source>
        <translation>Herz-Ass</translation>
    </message>
    <message>
        <source>Ace of spades</source>
        <translation>Pik-Ass</translation>
    </message>
    <message>
        <source>Eight of clubs</source>
        <translation>Kreuz-Acht</translation>
    </message>
    <message>
        <source>Eight of diamonds</source>
        <translation>Karo-Acht</translation>
    </message>
    <message>
        <source>Eight of hearts</source>
        <translation>Herz-Acht</translation>
    </message>
    <message>
        <source>Eight of spades</source>
        <translation>Pik-Acht</translation>
    </message>
    <message>
        <source>Five of clubs</source>
        <translation>Kreuz-Fünf</translation>
    </message>
    <message>
        <source>Five of diamonds</source>
        <translation>Karo-Fünf</translation>
    </message>
    <message>
        <source>Five of hearts</source>
        <translation>Herz-Fünf</translation>
    </message>
    <message>
        <source>Five of spades</source>
        <translation>Pik-Fünf</translation>
    </message>
    <message>
        <source>Four of clubs</source>
        <translation>Kreuz-Vier</translation>
    </message>
    <message>
        <source>Four of diamonds</source>
        <translation>Karo-Vier</translation>
    </message>
    <message>
        <source>Four of hearts</source>
        <translation>Herz-Vier</translation>
    </message>
    <message>
        <source>Four of spades</source>
        <translation>Pik-Vier</translation>
    </message>
    <message>
        <source>Jack of clubs</source>
        <translation>Kreuz-Bube</translation>
    </message>
    <message>
        <source>Jack of diamonds</source>
        <translation>Karo-Bube</translation>
    </message>
    <message>
        <source>Jack of hearts</source>
        <translation>Herz-Bube</translation>
    </message>
    <message>
        <source>Jack of spades</source>
        <translation>Pik-Bube</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>King of clubs</source>
        <translation>Kreuz-König</translation>
    </message>
    <message>
        <source>King of diamonds</source>
        <translation>Karo-König</translation>
    </message>
    <message>
        <source>King of hearts</source>
        <translation>Herz-König</translation>
    </message>
    <message>
        <source>King of spades</source>
        <translation>Pik-König</translation>
    </message>
    <message>
        <source>Nine of clubs</source>
        <translation>Kreuz-Neun</translation>
    </message>
    <message>
        <source>Nine of diamonds</source>
        <translation>Karo-Neun</translation>
    </message>
    <message>
        <source>Nine of hearts</source>
        <translation>Herz-Neun</translation>
    </message>
    <message>
        <source>Nine of spades</source>
        <translation>Pik-Neun</translation>
    </message>
    <message>
        <source>Queen of clubs</source>
        <translation>Kreuz-Dame</translation>
    </message>
    <message>
        <source>Queen of diamonds</source>
        <translation>Karo-Dame</translation>
    </message>
    <message>
        <source>Queen of hearts</source>
        <translation>Herz-Dame</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <translation>Pik-Dame</translation>
    </message>
    <message>
        <source>Seven of clubs</source>
        <translation>Kreuz-Sieben</translation>
    </message>
    <message>
        <source>Seven of diamonds</source>
        <translation>Karo-Sieben</translation>
    </message>
    <message>
        <source>Seven of hearts</source>
        <translation>Herz-Sieben</translation>
    </message>
    <message>
        <source>Seven of spades</source>
        <translation>Pik-Sieben</translation>
    </message>
    <message>
        <source>Six of clubs</source>
        <translation>Kreuz-Sechs</translation>
    </message>
    <message>
        <source>Six of diamonds</source>
        <translation>Karo-Sechs</translation>
    </message>
    <message>
        <source>Six of hearts</source>
        <translation>Herz-Sechs</translation>
    </message>
    <message>
        <source>Six of spades</source>
        <translation>Pik-Sechs</translation>
    </message>
    <message>
        <source>Ten of clubs</source>
        <translation>Kreuz-Zehn</translation>
    </message>
    <message>
        <source>Ten of diamonds</source>
        <translation>Karo-Zehn</translation>
    </message>
    <message>
        <source>Ten of hearts</source>
        <translation>Herz-Zehn</translation>
    </message>
    <message>
        <source>Ten of spades</source>
        <translation>Pik-Zehn</translation>
    </message>
    <message>
        <source>Three of clubs</source>
        <translation>Kreuz-Drei</translation>
    </message>
    <message>
        <source>Three of diamonds</source>
        <translation>Karo-Drei</translation>
    </message>
    <message>
        <source>Three of hearts</source>
        <translation>Herz-Drei</translation>
    </message>
    <message>
        <source>Three of spades</source>
        <translation>Pik-Drei</translation>
    </message>
    <message>
        <source>Two of clubs</source>
        <translation>Kreuz-Zwei</translation>
    </message>
    <message>
        <source>Two of diamonds</source>
        <translation>Karo-Zwei</translation>
    </message>
    <message>
        <source>Two of hearts</source>
        <translation>Herz-Zwei</translation>
    </message>
    <message>
        <source>Two of spades</source>
        <translation>Pik-Zwei</translation>
    </message>
    <message>
        <source>{card}, wild</source>
        <extracomment>A card that is wild this round, as a screen reader says it: &quot;Seven of hearts, wild&quot;.</extracomment>
        <translation>{card}, wild</translation>
    </message>
</context>
<context>
    <name>ChartWords</name>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Spiele.</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>The chart&apos;s x axis: the rounds played.</extracomment>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message numerus="yes">
        <source>Totals after %n round(s): {values}</source>
        <extracomment>{values}: each player&apos;s total, &quot;Ann: 40, Bo: 12&quot;.</extracomment>
        <translation>
            <numerusform>Summen nach %n Runde: {values}</numerusform>
            <numerusform>Summen nach %n Runden: {values}</numerusform>
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
        <translation>bester Zug</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
</context>
<context>
    <name>CoachPanelWords</name>
    <message numerus="yes">
        <source>%n best</source>
        <extracomment>How many decisions the coach marked best.</extracomment>
        <translation>
            <numerusform>%n beste</numerusform>
            <numerusform>%n beste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n Patzer</numerusform>
            <numerusform>%n Patzer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n good</source>
        <translation>
            <numerusform>%n gut</numerusform>
            <numerusform>%n gut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy</source>
        <translation>
            <numerusform>%n Ungenauigkeit</numerusform>
            <numerusform>%n Ungenauigkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>Analyse again</source>
        <translation>Erneut analysieren</translation>
    </message>
    <message>
        <source>Analyse my play</source>
        <translation>Mein Spiel analysieren</translation>
    </message>
    <message>
        <source>Analysing… %p%</source>
        <extracomment>The progress bar&apos;s text; %p is the percentage done (Qt fills it in).</extracomment>
        <translation>Analyse läuft… %p %</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analyse abgebrochen.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>Expected points against the table after each of %n turn(s), from {low} to {high} (higher is better); blunders in round {round}</source>
        <extracomment>{round}: the round the blunders were made in.</extracomment>
        <translation>
            <numerusform>Erwartete Punkte gegenüber dem Tisch nach %n Zug, von {low} bis {high} (höher ist besser); Patzer in Runde {round}</numerusform>
            <numerusform>Erwartete Punkte gegenüber dem Tisch nach jedem von %n Zügen, von {low} bis {high} (höher ist besser); Patzer in Runde {round}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expected points against the table after each of %n turn(s), from {low} to {high} (higher is better); blunders in rounds {rounds}</source>
        <extracomment>{rounds}: the rounds the blunders were made in, &quot;2, 5, 7&quot;.</extracomment>
        <translation>
            <numerusform>Erwartete Punkte gegenüber dem Tisch nach %n Zug, von {low} bis {high} (höher ist besser); Patzer in den Runden {rounds}</numerusform>
            <numerusform>Erwartete Punkte gegenüber dem Tisch nach jedem von %n Zügen, von {low} bis {high} (höher ist besser); Patzer in den Runden {rounds}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expected points against the table after each of %n turn(s), from {low} to {high} (higher is better); no blunder</source>
        <translation>
            <numerusform>Erwartete Punkte gegenüber dem Tisch nach %n Zug, von {low} bis {high} (höher ist besser); kein Patzer</numerusform>
            <numerusform>Erwartete Punkte gegenüber dem Tisch nach jedem von %n Zügen, von {low} bis {high} (höher ist besser); kein Patzer</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected points against the table after each of your turns (higher is better)</source>
        <translation>Erwartete Punkte gegenüber dem Tisch nach jedem deiner Züge (höher ist besser)</translation>
    </message>
    <message>
        <source>Expected points against the table after each of your turns (up: better); a dot&apos;s colour is the turn&apos;s worst mark</source>
        <translation>Erwartete Punkte gegenüber dem Tisch nach jedem deiner Züge (oben: besser); die Farbe eines Punkts ist die schlechteste Bewertung des Zugs</translation>
    </message>
    <message>
        <source>Expected points chart</source>
        <translation>Verlauf der erwarteten Punkte</translation>
    </message>
    <message>
        <source>Judge each of your decisions from what you could see then</source>
        <translation>Jede deiner Entscheidungen nach dem beurteilen, was du damals sehen konntest</translation>
    </message>
    <message>
        <source>No analysis yet</source>
        <translation>Noch keine Analyse</translation>
    </message>
    <message>
        <source>No human played this game: nothing to analyse.</source>
        <translation>In diesem Spiel hat kein Mensch gespielt: nichts zu analysieren.</translation>
    </message>
    <message>
        <source>Not analysed: {problem}</source>
        <translation>Nicht analysiert: {problem}</translation>
    </message>
    <message>
        <source>Player to analyse</source>
        <translation>Zu analysierender Spieler</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <source>The analysis stopped: {problem}</source>
        <translation>Die Analyse wurde abgebrochen: {problem}</translation>
    </message>
    <message>
        <source>round {number}</source>
        <extracomment>The chart&apos;s first round under its axis, &quot;round 1&quot; (later ones: the number).</extracomment>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>{name}: accuracy {accuracy}, mean loss {loss} points a decision ({counts})</source>
        <extracomment>{counts}: how many decisions got each mark, &quot;12 best, 3 good, 1 blunder&quot;.</extracomment>
        <translation>{name}: Genauigkeit {accuracy}, mittlerer Verlust {loss} Punkte je Entscheidung ({counts})</translation>
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
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
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
        <translation>Bester Zug.</translation>
    </message>
    <message>
        <source>Good: {better} was {points} better, within the noise of a close choice.</source>
        <extracomment>{better}: the better move (&quot;Discard the Q♣&quot;); {points}: &quot;about 0.5 points&quot;.</extracomment>
        <translation>Gut: {better} war {points} besser, im Rauschen einer knappen Wahl.</translation>
    </message>
    <message>
        <source>Hindsight: {name} bought it.</source>
        <extracomment>After a discard in the review: who bought it later.</extracomment>
        <translation>Im Nachhinein: {name} hat sie gekauft.</translation>
    </message>
    <message>
        <source>Hindsight: {name} took it and went out.</source>
        <translation>Im Nachhinein: {name} hat sie genommen und ausgemacht.</translation>
    </message>
    <message>
        <source>Hindsight: {name} took it.</source>
        <extracomment>After a discard in the review: who took it next.</extracomment>
        <translation>Im Nachhinein: {name} hat sie genommen.</translation>
    </message>
    <message>
        <source>Keep the {kept}: it goes on the {meld} on the table, and {next}; throw the {thrown} instead</source>
        <extracomment>{meld}: a meld on the table (&quot;run 2♥ JK 4♥&quot;); {next}: what the next player could do.</extracomment>
        <translation>Behalte {kept}: sie passt an die Kombination {meld} auf dem Tisch, und {next}; wirf stattdessen {thrown} ab</translation>
    </message>
    <message>
        <source>Keep the {kept}: {reason}; throw the {thrown} instead</source>
        <extracomment>{reason}: why the card is worth keeping.</extracomment>
        <translation>Behalte {kept}: {reason}; wirf stattdessen {thrown} ab</translation>
    </message>
    <message>
        <source>Keep the {kept}: {reason}; throw the {thrown} instead ({detail})</source>
        <extracomment>{reason}: why the card is worth keeping; {detail}: what the numbers say.</extracomment>
        <translation>Behalte {kept}: {reason}; wirf stattdessen {thrown} ab ({detail})</translation>
    </message>
    <message>
        <source>a worker process of the analysis stopped (killed, or out of memory): nothing was judged wrongly, try again</source>
        <translation>ein Arbeitsprozess der Analyse wurde beendet (abgebrochen oder ohne Speicher): nichts wurde falsch bewertet, versuche es noch einmal</translation>
    </message>
    <message>
        <source>about 1 point</source>
        <translation>etwa 1 Punkt</translation>
    </message>
    <message>
        <source>about as good as to {move}</source>
        <extracomment>A hint&apos;s note: {move} is the next best move (&quot;discard the 7♥&quot;).</extracomment>
        <translation>etwa so gut wie: {move}</translation>
    </message>
    <message>
        <source>about {points} points</source>
        <extracomment>{points}: a number with one or two decimals (&quot;6.5&quot;, &quot;0.04&quot;).</extracomment>
        <translation>etwa {points} Punkte</translation>
    </message>
    <message>
        <source>buying gives up {points}</source>
        <translation>das Kaufen kostet {points}</translation>
    </message>
    <message>
        <source>discarding the {card} gives up {points}</source>
        <extracomment>{card}: the card discarded; {points}: &quot;about 6.5 points&quot;.</extracomment>
        <translation>{card} abzuwerfen kostet {points}</translation>
    </message>
    <message>
        <source>drawing from the stock gives up {points}</source>
        <translation>vom Talon zu ziehen kostet {points}</translation>
    </message>
    <message>
        <source>every other card melds, so you could go out now and leave the others holding their cards</source>
        <translation>alle anderen Karten bilden Kombinationen, also könntest du jetzt ausmachen, und die anderen blieben auf ihren Karten sitzen</translation>
    </message>
    <message>
        <source>getting down now lets you lay off and go out, and cuts what you hold if someone goes out</source>
        <translation>jetzt auszulegen lässt dich anlegen und ausmachen und senkt, was du hältst, wenn jemand ausmacht</translation>
    </message>
    <message>
        <source>going out with the {card} gives up {points}</source>
        <translation>mit {card} auszumachen kostet {points}</translation>
    </message>
    <message>
        <source>it counts {more} more now but keeps {working} cards working, against {other}</source>
        <extracomment>{more}: points more now; {working} and {other}: cards that meld or could.</extracomment>
        <translation>sie zählt jetzt {more} mehr, hält aber {working} Karten im Spiel, gegenüber {other}</translation>
    </message>
    <message>
        <source>it is part of a meld you hold</source>
        <translation>sie gehört zu einer Kombination in deiner Hand</translation>
    </message>
    <message>
        <source>it is part of your meld {meld}</source>
        <extracomment>Why to keep a card: {meld} is the meld&apos;s cards (&quot;7♥ 8♥ 9♥&quot;).</extracomment>
        <translation>sie gehört zu deiner Kombination {meld}</translation>
    </message>
    <message>
        <source>it is wild this round</source>
        <translation>sie ist in dieser Runde wild</translation>
    </message>
    <message>
        <source>it works toward your contract</source>
        <translation>sie hilft dir zum Kontrakt</translation>
    </message>
    <message>
        <source>it works with the rest of your hand</source>
        <translation>sie passt zum Rest deiner Hand</translation>
    </message>
    <message>
        <source>laying down now gave away the cards you still needed</source>
        <translation>jetzt auszulegen hat die Karten verraten, die dir noch fehlten</translation>
    </message>
    <message>
        <source>laying down then gives up {points}</source>
        <translation>da auszulegen kostet {points}</translation>
    </message>
    <message>
        <source>laying off the {card} gives up {points}</source>
        <translation>{card} anzulegen kostet {points}</translation>
    </message>
    <message>
        <source>no card</source>
        <extracomment>A hand lacks nothing for the contract.</extracomment>
        <translation>keine Karte</translation>
    </message>
    <message>
        <source>passing on the buy gives up {points}</source>
        <translation>auf den Kauf zu verzichten kostet {points}</translation>
    </message>
    <message>
        <source>run {cards}</source>
        <extracomment>A run on the table and its cards, after &quot;it goes on the&quot;.</extracomment>
        <translation>Folge {cards}</translation>
    </message>
    <message>
        <source>seat {seat} took more than {limit} decisions ({moves} moves), more than the coach judges in reasonable time ({limit} take about {minutes} minutes of one process; a long 8-player game has about 700)</source>
        <extracomment>{limit}: the most decisions the coach judges; {minutes}: how long those take.</extracomment>
        <translation>Platz {seat} hat mehr als {limit} Entscheidungen getroffen ({moves} Züge), mehr als der Trainer in vertretbarer Zeit bewertet ({limit} dauern etwa {minutes} Minuten eines Prozesses; ein langes Spiel zu acht hat etwa 700)</translation>
    </message>
    <message>
        <source>set {cards}</source>
        <extracomment>A set on the table and its cards, after &quot;it goes on the&quot;.</extracomment>
        <translation>Satz {cards}</translation>
    </message>
    <message>
        <source>swapping the {card} gives up {points}</source>
        <translation>{card} zu tauschen kostet {points}</translation>
    </message>
    <message>
        <source>taking the discard gives up {points}</source>
        <translation>die Ablagekarte zu nehmen kostet {points}</translation>
    </message>
    <message>
        <source>taking the {card} gives up {points}</source>
        <translation>{card} zu nehmen kostet {points}</translation>
    </message>
    <message>
        <source>that move gives up {points}</source>
        <translation>dieser Zug kostet {points}</translation>
    </message>
    <message>
        <source>the card brings your hand closer to the contract</source>
        <translation>die Karte bringt deine Hand näher an den Kontrakt</translation>
    </message>
    <message>
        <source>the card does not help enough to be worth the extra card a buy costs</source>
        <translation>die Karte hilft nicht genug, um die zusätzliche Karte wert zu sein, die ein Kauf kostet</translation>
    </message>
    <message numerus="yes">
        <source>the next player, down with %n card(s) left, could take it and lay it off</source>
        <translation>
            <numerusform>der nächste Spieler hat ausgelegt, hat noch %n Karte und könnte sie nehmen und anlegen</numerusform>
            <numerusform>der nächste Spieler hat ausgelegt, hat noch %n Karten und könnte sie nehmen und anlegen</numerusform>
        </translation>
    </message>
    <message>
        <source>the next player, down with 1 card left, could take it and go out</source>
        <translation>der nächste Spieler hat ausgelegt, hat nur noch 1 Karte und könnte sie nehmen und ausmachen</translation>
    </message>
    <message>
        <source>the only sensible move</source>
        <extracomment>A hint&apos;s note when no other move is worth weighing.</extracomment>
        <translation>der einzig sinnvolle Zug</translation>
    </message>
    <message>
        <source>the {card} brings you closer to the contract ({after} short after a discard, {now} now)</source>
        <extracomment>{after} and {now}: the cards the hand lacks (&quot;2 cards&quot;, &quot;no card&quot;).</extracomment>
        <translation>{card} bringt dich näher an den Kontrakt (nach dem Ablegen fehlen {after}, jetzt {now})</translation>
    </message>
    <message>
        <source>the {card} brings your hand closer to the contract</source>
        <translation>{card} bringt deine Hand näher an den Kontrakt</translation>
    </message>
    <message>
        <source>the {card} does even less for your hand</source>
        <translation>{card} nützt deiner Hand noch weniger</translation>
    </message>
    <message>
        <source>the {card} does little for your hand (it would still count {after})</source>
        <translation>{card} nützt deiner Hand wenig (sie zählte immer noch {after})</translation>
    </message>
    <message>
        <source>the {card} does not bring you closer to the contract</source>
        <translation>{card} bringt dich nicht näher an den Kontrakt</translation>
    </message>
    <message>
        <source>the {card} does not help enough to be worth the extra card a buy costs</source>
        <translation>{card} hilft nicht genug, um die zusätzliche Karte wert zu sein, die ein Kauf kostet</translation>
    </message>
    <message>
        <source>the {card} fits a meld on the table, so it sheds its points</source>
        <translation>{card} passt an eine Kombination auf dem Tisch und ist so ihre Punkte los</translation>
    </message>
    <message>
        <source>the {card} fits your hand (it would count {after} after a discard, {now} now)</source>
        <extracomment>{after}: what the hand would count with the card and a discard; {now}: now.</extracomment>
        <translation>{card} passt zu deiner Hand (sie zählte nach dem Ablegen {after}, jetzt {now})</translation>
    </message>
    <message>
        <source>the {card} keeps you {short} short of the contract, as now, and the search found it pays later (held points, what the others collect)</source>
        <extracomment>{short}: the cards the hand lacks (&quot;2 cards&quot;).</extracomment>
        <translation>mit {card} fehlen dir wie jetzt {short} zum Kontrakt, und die Suche ergab, dass es sich später auszahlt (gehaltene Punkte, was die anderen sammeln)</translation>
    </message>
    <message>
        <source>with the {card} your hand would count {after} after a discard, no worse than a stock card could leave it, and the search found it pays later</source>
        <translation>mit {card} zählte deine Hand nach dem Ablegen {after}, nicht schlechter als mit einer Karte vom Talon, und die Suche ergab, dass es sich später auszahlt</translation>
    </message>
    <message>
        <source>you would lack {best} for the contract rather than {played}</source>
        <extracomment>{best} and {played}: the cards the hand would lack (&quot;1 card&quot;, &quot;no card&quot;).</extracomment>
        <translation>dir fehlten {best} zum Kontrakt statt {played}</translation>
    </message>
    <message>
        <source>your hand would count {best} rather than {played}</source>
        <extracomment>What the hand would count after each discard: {best} against {played}.</extracomment>
        <translation>deine Hand zählte {best} statt {played}</translation>
    </message>
    <message>
        <source>{better} was better ({reason}); {cost}.</source>
        <extracomment>{reason}: the computer&apos;s short reason for the better move.</extracomment>
        <translation>{better} war besser ({reason}); {cost}.</translation>
    </message>
    <message>
        <source>{better} was better; {cost}.</source>
        <translation>{better} war besser; {cost}.</translation>
    </message>
    <message>
        <source>{better}: {why}; {cost}.</source>
        <extracomment>{better}: the better move; {why}: the reason; {cost}: what the move played gave up.</extracomment>
        <translation>{better}: {why}; {cost}.</translation>
    </message>
    <message>
        <source>{points} better than to {move}</source>
        <extracomment>A hint&apos;s note: {points} &quot;about 2 points&quot;; {move} the next best move.</extracomment>
        <translation>{points} besser als: {move}</translation>
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
        <translation>Alles auf einmal</translation>
    </message>
    <message>
        <source>Buys</source>
        <translation>Käufe</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Ausgeteilte Karten</translation>
    </message>
    <message>
        <source>Laid down and gone out in one turn, like Hillbilly&apos;s round 10</source>
        <translation>In einem Zug ausgelegt und ausgemacht, wie in Hillbillys Runde 10</translation>
    </message>
    <message>
        <source>Reads as</source>
        <translation>Bedeutet</translation>
    </message>
    <message>
        <source>Runs (cards each)</source>
        <translation>Folgen (Karten je)</translation>
    </message>
    <message>
        <source>Runs: the least cards of each run</source>
        <translation>Folgen: Mindestzahl der Karten jeder Folge</translation>
    </message>
    <message>
        <source>Sets (cards each)</source>
        <translation>Sätze (Karten je)</translation>
    </message>
    <message>
        <source>Sets: the least cards of each set</source>
        <translation>Sätze: Mindestzahl der Karten jedes Satzes</translation>
    </message>
    <message>
        <source>The least cards of each run, with commas: 3, 4 asks for a run of three and a run of four. Leave it empty for no runs.</source>
        <translation>Die Mindestzahl der Karten jeder Folge, mit Kommas: 3, 4 verlangt eine Folge aus drei und eine Folge aus vier. Leer lassen für keine Folgen.</translation>
    </message>
    <message>
        <source>The least cards of each set, with commas: 3, 4 asks for a set of three and a set of four. Leave it empty for no sets.</source>
        <translation>Die Mindestzahl der Karten jedes Satzes, mit Kommas: 3, 4 verlangt einen Satz aus drei und einen Satz aus vier. Leer lassen für keine Sätze.</translation>
    </message>
    <message>
        <source>a round asks for at most {most} runs, not {count}</source>
        <translation>eine Runde verlangt höchstens {most} Folgen, nicht {count}</translation>
    </message>
    <message>
        <source>a round asks for at most {most} sets, not {count}</source>
        <translation>eine Runde verlangt höchstens {most} Sätze, nicht {count}</translation>
    </message>
    <message>
        <source>at once</source>
        <extracomment>A round&apos;s check box: laid down and gone out in one turn.</extracomment>
        <translation>auf einmal</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>An empty Sets or Runs box: no melds of that kind.</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>the runs are the least cards of each run as numbers with commas, like &quot;3, 4&quot;, not &quot;{bad}&quot;</source>
        <extracomment>Follows &quot;Round 3: &quot;; {bad} is what the player typed.</extracomment>
        <translation>Folgen werden als Mindestzahl der Karten jeder Folge angegeben, Zahlen mit Kommas wie „3, 4“, nicht „{bad}“</translation>
    </message>
    <message>
        <source>the sets are the least cards of each set as numbers with commas, like &quot;3, 4&quot;, not &quot;{bad}&quot;</source>
        <extracomment>Follows &quot;Round 3: &quot;; {bad} is what the player typed.</extracomment>
        <translation>Sätze werden als Mindestzahl der Karten jedes Satzes angegeben, Zahlen mit Kommas wie „3, 4“, nicht „{bad}“</translation>
    </message>
</context>
<context>
    <name>ContractWords</name>
    <message numerus="yes">
        <source>%n runs of {size}</source>
        <translation>
            <numerusform>%n Folge aus {size}</numerusform>
            <numerusform>%n Folgen aus {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sets of {size}</source>
        <translation>
            <numerusform>%n Satz aus {size}</numerusform>
            <numerusform>%n Sätze aus {size}</numerusform>
        </translation>
    </message>
    <message>
        <source>10 rounds of 7 to 16 cards; the last laid down and gone out at once</source>
        <translation>10 Runden mit 7 bis 16 Karten; in der letzten wird auf einmal ausgelegt und ausgemacht</translation>
    </message>
    <message>
        <source>10 rounds of contracts, jokers wild, buying</source>
        <translation>10 Runden mit Kontrakten, Joker wild, Kaufen</translation>
    </message>
    <message>
        <source>10s</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <source>11 rounds of 3 to 13 cards, a new wild rank each round</source>
        <translation>11 Runden mit 3 bis 13 Karten, jede Runde ein neuer wilder Wert</translation>
    </message>
    <message>
        <source>2s</source>
        <translation>Zweien</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <source>7 deals of 10 then 12 cards; one joker to a double pack; cards at pip value</source>
        <translation>7 Runden mit 10, dann 12 Karten; ein Joker pro Doppelspiel; Karten nach Augenwert</translation>
    </message>
    <message>
        <source>7 hands of 11 cards; the last is three runs, all out with no discard</source>
        <translation>7 Runden mit 11 Karten; die letzte sind drei Folgen, alles ausgelegt ohne Ablegen</translation>
    </message>
    <message>
        <source>7 rounds of 10 then 12 cards; two decks, one joker fewer than players</source>
        <translation>7 Runden mit 10, dann 12 Karten; zwei Kartenspiele, ein Joker weniger als Spieler</translation>
    </message>
    <message>
        <source>7s</source>
        <translation>Siebenen</translation>
    </message>
    <message>
        <source>8s</source>
        <translation>Achten</translation>
    </message>
    <message>
        <source>9s</source>
        <translation>Neunen</translation>
    </message>
    <message numerus="yes">
        <source>Round {round_no}: {contract}, %n card(s)</source>
        <translation>
            <numerusform>Runde {round_no}: {contract}, %n Karte</numerusform>
            <numerusform>Runde {round_no}: {contract}, %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round {round_no}: {contract}, %n card(s), laid down and gone out at once</source>
        <translation>
            <numerusform>Runde {round_no}: {contract}, %n Karte, auf einmal ausgelegt und ausgemacht</numerusform>
            <numerusform>Runde {round_no}: {contract}, %n Karten, auf einmal ausgelegt und ausgemacht</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round_no}: {what}</source>
        <translation>Runde {round_no}: {what}</translation>
    </message>
    <message>
        <source>a run of {size}</source>
        <translation>eine Folge aus {size}</translation>
    </message>
    <message>
        <source>a set of {size}</source>
        <translation>ein Satz aus {size}</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>Asse</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>acht</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fünf</translation>
    </message>
    <message>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>four runs of {size}</source>
        <translation>vier Folgen aus {size}</translation>
    </message>
    <message>
        <source>four sets of {size}</source>
        <translation>vier Sätze aus {size}</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>neun</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A round that asks for no melds at all.</extracomment>
        <translation>nichts</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sieben</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sechs</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>zehn</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drei</translation>
    </message>
    <message>
        <source>three runs of {size}</source>
        <translation>drei Folgen aus {size}</translation>
    </message>
    <message>
        <source>three sets of {size}</source>
        <translation>drei Sätze aus {size}</translation>
    </message>
    <message>
        <source>two runs of {size}</source>
        <translation>zwei Folgen aus {size}</translation>
    </message>
    <message>
        <source>two sets of {size}</source>
        <translation>zwei Sätze aus {size}</translation>
    </message>
    <message>
        <source>{game}, round {round_no} of {rounds}: {what}</source>
        <translation>{game}, Runde {round_no} von {rounds}: {what}</translation>
    </message>
    <message>
        <source>{game}, round {round_no} of {rounds}: {what}, all at once</source>
        <translation>{game}, Runde {round_no} von {rounds}: {what}, alles auf einmal</translation>
    </message>
    <message>
        <source>{parts} and {last}</source>
        <extracomment>A contract&apos;s last part: &quot;a set of three and a run of four&quot;.</extracomment>
        <translation>{parts} und {last}</translation>
    </message>
    <message>
        <source>{parts}, {part}</source>
        <extracomment>A contract&apos;s parts listed, all but the last: &quot;a set of three, a set of four&quot;.</extracomment>
        <translation>{parts}, {part}</translation>
    </message>
    <message>
        <source>{ranks} are wild</source>
        <translation>{ranks} sind wild</translation>
    </message>
</context>
<context>
    <name>Contracts</name>
    <message numerus="yes">
        <source>%n round(s) of the Contracts tab</source>
        <translation>
            <numerusform>%n Runde aus dem Reiter Kontrakte</numerusform>
            <numerusform>%n Runden aus dem Reiter Kontrakte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) you saved</source>
        <translation>
            <numerusform>%n Runde, von dir gespeichert</numerusform>
            <numerusform>%n Runden, von dir gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add round</source>
        <extracomment>The Contracts tab&apos;s buttons: each letter differs from the other tabs&apos; and buttons&apos;.</extracomment>
        <translation>Runde hinzu&amp;fügen</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Save as</source>
        <translation>Speichern &amp;unter</translation>
    </message>
    <message numerus="yes">
        <source>All %n rounds can be played, with this game&apos;s house rules ({changed} changed).</source>
        <extracomment>{changed}: how many house rules differ from the standard ones.</extracomment>
        <translation>
            <numerusform>%n Runde kann gespielt werden, mit den Hausregeln dieses Spiels ({changed} geändert).</numerusform>
            <numerusform>Alle %n Runden können gespielt werden, mit den Hausregeln dieses Spiels ({changed} geändert).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n rounds can be played.</source>
        <translation>
            <numerusform>%n Runde kann gespielt werden.</numerusform>
            <numerusform>Alle %n Runden können gespielt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the round to remove first.</source>
        <translation>Wähle zuerst die Runde, die entfernt werden soll.</translation>
    </message>
    <message>
        <source>Contract Rummy</source>
        <translation>Kontrakt-Rommé</translation>
    </message>
    <message>
        <source>Contract Rummy (Bicycle)</source>
        <translation>Kontrakt-Rommé (Bicycle)</translation>
    </message>
    <message>
        <source>Contract game</source>
        <translation>Kontraktspiel</translation>
    </message>
    <message>
        <source>Contract lists (*.json)</source>
        <translation>Kontraktlisten (*.json)</translation>
    </message>
    <message>
        <source>Contract lists (*.json);;All files (*)</source>
        <translation>Kontraktlisten (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export contracts</source>
        <translation>Kontrakte exportieren</translation>
    </message>
    <message>
        <source>Exported to {file}: share it with the other table.</source>
        <translation>Exportiert nach {file}: gib die Datei an den anderen Tisch weiter.</translation>
    </message>
    <message>
        <source>Hillbilly Rummy</source>
        <translation>Hillbilly Rummy</translation>
    </message>
    <message>
        <source>Import contracts</source>
        <translation>Kontrakte importieren</translation>
    </message>
    <message>
        <source>Keep these rounds under this name, to load in a later game</source>
        <translation>Diese Runden unter diesem Namen behalten, um sie in einem späteren Spiel zu laden</translation>
    </message>
    <message>
        <source>Liverpool Rummy</source>
        <translation>Liverpool-Rommé</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Nach un&amp;ten</translation>
    </message>
    <message>
        <source>Name of these rounds</source>
        <translation>Name dieser Runden</translation>
    </message>
    <message>
        <source>Re&amp;move round</source>
        <translation>Runde &amp;entfernen</translation>
    </message>
    <message>
        <source>Round {round}: {problem}</source>
        <extracomment>{problem}: why the round cannot be played, a sentence that starts in lower case.</extracomment>
        <translation>Runde {round}: {problem}</translation>
    </message>
    <message>
        <source>Saved as {name}: choose it in the Contract game list in a later game.</source>
        <translation>Gespeichert als {name}: wähle es in einem späteren Spiel in der Liste Kontraktspiel.</translation>
    </message>
    <message>
        <source>Saved as {name}: choose it in the Contract game list in a later game. Only the rounds are kept, not the house rules ({changed} changed): set those on the House rules tab.</source>
        <translation>Gespeichert als {name}: wähle es in einem späteren Spiel in der Liste Kontraktspiel. Nur die Runden werden behalten, nicht die Hausregeln ({changed} geändert): stelle diese im Reiter Hausregeln ein.</translation>
    </message>
    <message>
        <source>The round can be played, with this game&apos;s house rules ({changed} changed).</source>
        <translation>Die Runde kann gespielt werden, mit den Hausregeln dieses Spiels ({changed} geändert).</translation>
    </message>
    <message>
        <source>The round can be played.</source>
        <translation>Die Runde kann gespielt werden.</translation>
    </message>
    <message>
        <source>These rounds cannot be saved yet: {problem}</source>
        <translation>Diese Runden können noch nicht gespeichert werden: {problem}</translation>
    </message>
    <message>
        <source>These rounds cannot be shared yet: {problem}</source>
        <translation>Diese Runden können noch nicht weitergegeben werden: {problem}</translation>
    </message>
    <message>
        <source>Type a name for these rounds first, then Save as.</source>
        <translation>Gib diesen Runden zuerst einen Namen, dann Speichern unter.</translation>
    </message>
    <message>
        <source>Your own rounds (Contracts tab)</source>
        <translation>Deine eigenen Runden (Reiter Kontrakte)</translation>
    </message>
    <message>
        <source>a name for these rounds</source>
        <translation>ein Name für diese Runden</translation>
    </message>
    <message>
        <source>{name} (yours)</source>
        <extracomment>A list of rounds the player saved under a name of their own.</extracomment>
        <translation>{name} (deine)</translation>
    </message>
    <message>
        <source>{name} is a game the app knows: give your rounds a new name.</source>
        <translation>{name} ist ein Spiel, das die App kennt: gib deinen Runden einen neuen Namen.</translation>
    </message>
</context>
<context>
    <name>EventWords</name>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Game over: You won</source>
        <translation>Spiel vorbei: Du hast gewonnen</translation>
    </message>
    <message>
        <source>Game over: {winners} won</source>
        <translation>Spiel vorbei: {winners} gewinnt</translation>
    </message>
    <message>
        <source>Round {round_no} is over</source>
        <translation>Runde {round_no} ist vorbei</translation>
    </message>
    <message>
        <source>Round {round_no} is over: no card left can ever be laid off</source>
        <translation>Runde {round_no} ist vorbei: keine übrige Karte kann je angelegt werden</translation>
    </message>
    <message>
        <source>Round {round_no} is over: {why}</source>
        <translation>Runde {round_no} ist vorbei: {why}</translation>
    </message>
    <message numerus="yes">
        <source>The discards became a new stock of %n card(s)</source>
        <translation>
            <numerusform>Der Ablagestapel wurde zum neuen Talon mit %n Karte</numerusform>
            <numerusform>Der Ablagestapel wurde zum neuen Talon mit %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>The {card} is up for buying</source>
        <translation>{card} steht zum Kauf</translation>
    </message>
    <message>
        <source>You bought the {card}</source>
        <translation>Du hast {card} gekauft</translation>
    </message>
    <message numerus="yes">
        <source>You bought the {card} and %n penalty card(s)</source>
        <translation>
            <numerusform>Du hast {card} und %n Strafkarte gekauft</numerusform>
            <numerusform>Du hast {card} und %n Strafkarten gekauft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You bought the {card} and %n penalty card(s), the {cards}</source>
        <extracomment>Said to the buyer alone, who sees the penalty cards: &quot;You bought the 7♥ and 2 penalty cards, the 4♣ and the 9♦&quot;.</extracomment>
        <translation>
            <numerusform>Du hast {card} und %n Strafkarte gekauft: {cards}</numerusform>
            <numerusform>Du hast {card} und %n Strafkarten gekauft: {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>You bought the {card} and a penalty card, the {cards}</source>
        <extracomment>Said to the buyer alone, who sees the penalty card.</extracomment>
        <translation>Du hast {card} und eine Strafkarte gekauft: {cards}</translation>
    </message>
    <message>
        <source>You discarded the {card}</source>
        <translation>Du hast {card} abgelegt</translation>
    </message>
    <message>
        <source>You drew from the stock</source>
        <translation>Du hast vom Talon gezogen</translation>
    </message>
    <message>
        <source>You drew the {card}</source>
        <translation>Du hast {card} gezogen</translation>
    </message>
    <message>
        <source>You gave the {card} for the {wild}</source>
        <translation>Du hast {card} gegen {wild} getauscht</translation>
    </message>
    <message numerus="yes">
        <source>You laid down %n meld(s)</source>
        <translation>
            <numerusform>Du hast %n Kombination ausgelegt</numerusform>
            <numerusform>Du hast %n Kombinationen ausgelegt</numerusform>
        </translation>
    </message>
    <message>
        <source>You laid off the {card}</source>
        <translation>Du hast {card} angelegt</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Du hast verzichtet</translation>
    </message>
    <message>
        <source>You passed on the {card}</source>
        <translation>Du hast auf {card} verzichtet</translation>
    </message>
    <message>
        <source>You took the {card}</source>
        <translation>Du hast {card} genommen</translation>
    </message>
    <message>
        <source>You went out!</source>
        <translation>Du hast ausgemacht!</translation>
    </message>
    <message numerus="yes">
        <source>nobody laid down while the stock was refilled %n time(s)</source>
        <translation>
            <numerusform>niemand hat ausgelegt, während der Talon %n-mal neu gebildet wurde</numerusform>
            <numerusform>niemand hat ausgelegt, während der Talon %n-mal neu gebildet wurde</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} and the {card}</source>
        <extracomment>Penalty cards a buyer drew: &quot;the 4♣ and the 9♦&quot; (after &quot;You bought ... the&quot;).</extracomment>
        <translation>{cards} und {card}</translation>
    </message>
    <message>
        <source>{game}, deal number {seed}</source>
        <extracomment>Table Talk&apos;s first line: the game and the number of its deal (the same number deals the same cards again).</extracomment>
        <translation>{game}, Austeilung Nr. {seed}</translation>
    </message>
    <message>
        <source>{names} and {name}</source>
        <extracomment>The winners of a tied game: &quot;Ann and Ben&quot;.</extracomment>
        <translation>{names} und {name}</translation>
    </message>
    <message>
        <source>{who} bought the {card}</source>
        <translation>{who} hat {card} gekauft</translation>
    </message>
    <message numerus="yes">
        <source>{who} bought the {card} and %n penalty card(s)</source>
        <translation>
            <numerusform>{who} hat {card} und %n Strafkarte gekauft</numerusform>
            <numerusform>{who} hat {card} und %n Strafkarten gekauft</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} discarded the {card}</source>
        <translation>{who} hat {card} abgelegt</translation>
    </message>
    <message>
        <source>{who} drew from the stock</source>
        <translation>{who} hat vom Talon gezogen</translation>
    </message>
    <message>
        <source>{who} gave the {card} for the {wild}</source>
        <translation>{who} hat {card} gegen {wild} getauscht</translation>
    </message>
    <message numerus="yes">
        <source>{who} laid down %n meld(s)</source>
        <translation>
            <numerusform>{who} hat %n Kombination ausgelegt</numerusform>
            <numerusform>{who} hat %n Kombinationen ausgelegt</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} laid off the {card}</source>
        <translation>{who} hat {card} angelegt</translation>
    </message>
    <message>
        <source>{who} passed</source>
        <translation>{who} hat verzichtet</translation>
    </message>
    <message>
        <source>{who} passed on the {card}</source>
        <translation>{who} hat auf {card} verzichtet</translation>
    </message>
    <message>
        <source>{who} took the {card}</source>
        <translation>{who} hat {card} genommen</translation>
    </message>
    <message>
        <source>{who} went out!</source>
        <translation>{who} hat ausgemacht!</translation>
    </message>
    <message>
        <source>— Round {round_no} ({what}); you deal</source>
        <translation>— Runde {round_no} ({what}); du gibst</translation>
    </message>
    <message>
        <source>— Round {round_no} ({what}); {dealer} deals</source>
        <translation>— Runde {round_no} ({what}); {dealer} gibt</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>Tisch &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t Save</source>
        <translation>&amp;Nicht speichern</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&apos;{file}&apos; is open, but Open Recent cannot list it: its name is not UTF-8 text.</source>
        <translation>„{file}“ ist geöffnet, aber Zuletzt geöffnet kann die Datei nicht aufführen: ihr Name ist kein UTF-8-Text.</translation>
    </message>
    <message>
        <source>A network table&apos;s game is kept by its host: not saved here</source>
        <translation>Das Spiel eines Netzwerktisches bewahrt sein Gastgeber auf: hier nicht gespeichert</translation>
    </message>
    <message>
        <source>A new game is dealt</source>
        <translation>Ein neues Spiel wird gegeben</translation>
    </message>
    <message>
        <source>Close your table</source>
        <translation>Deinen Tisch schließen</translation>
    </message>
    <message>
        <source>Continue your last game?</source>
        <translation>Dein letztes Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>If you don&apos;t save, the moves of this game are lost.</source>
        <translation>Wenn du nicht speicherst, gehen die Züge dieses Spiels verloren.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>The title of a box saying why a game could not be opened.</extracomment>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Resume the interrupted game?</source>
        <translation>Das unterbrochene Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>Resumed where the game stopped</source>
        <translation>Dort fortgesetzt, wo das Spiel aufgehört hat</translation>
    </message>
    <message>
        <source>Rummy Desktop games (*.rummy)</source>
        <extracomment>The file dialogs&apos; filter: the name of the game&apos;s save files, then their pattern.</extracomment>
        <translation>Rummy-Desktop-Spiele (*.rummy)</translation>
    </message>
    <message>
        <source>Save</source>
        <extracomment>The title of a box saying why a game could not be saved.</extracomment>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Gespeichert in {file}</translation>
    </message>
    <message>
        <source>The game ends for everyone at it, and it is not kept to host again.</source>
        <translation>Das Spiel endet für alle am Tisch und wird nicht aufbewahrt, um es erneut zu eröffnen.</translation>
    </message>
    <message>
        <source>The others play on: after a while a computer takes your seat.</source>
        <translation>Die anderen spielen weiter: nach einer Weile übernimmt ein Computer deinen Platz.</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Ungespeichertes Spiel</translation>
    </message>
    <message>
        <source>{game}, deal {seed}</source>
        <extracomment>The window&apos;s title for a game not saved yet: &quot;Hillbilly Rummy, deal 1234&quot;.</extracomment>
        <translation>{game}, Verteilung {seed}</translation>
    </message>
</context>
<context>
    <name>GuideBox</name>
    <message>
        <source>Close</source>
        <extracomment>The guide bar&apos;s button once the guide is done.</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <source>Guide closed: Help ▸ Guided first round opens it again</source>
        <translation>Anleitung geschlossen: Hilfe ▸ Geführte erste Runde öffnet sie wieder</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Anleitung überspringen</translation>
    </message>
    <message>
        <source>Step {number}: {step}</source>
        <extracomment>{number}: the step&apos;s number; {step}: what to do and how.</extracomment>
        <translation>Schritt {number}: {step}</translation>
    </message>
    <message>
        <source>Watch the other player&apos;s move…</source>
        <translation>Sieh dir den Zug des anderen Spielers an…</translation>
    </message>
    <message>
        <source>Welcome: choose how to start</source>
        <translation>Willkommen: wähle, wie du anfangen möchtest</translation>
    </message>
    <message>
        <source>Well done: you have gone out! Play on to the end of the round; Help ▸ Guided first round starts the guide again.</source>
        <translation>Gut gemacht: du hast ausgemacht! Spiele die Runde zu Ende; Hilfe ▸ Geführte erste Runde startet die Anleitung erneut.</translation>
    </message>
    <message>
        <source>Well done: you have laid down your contract! Play on to the end of the round; Help ▸ Guided first round starts the guide again.</source>
        <translation>Gut gemacht: du hast deinen Kontrakt ausgelegt! Spiele die Runde zu Ende; Hilfe ▸ Geführte erste Runde startet die Anleitung erneut.</translation>
    </message>
</context>
<context>
    <name>GuideWords</name>
    <message>
        <source>A card the next player passes by may be bought (with a penalty card): with two players, only the round&apos;s first upcard.</source>
        <translation>Eine Karte, die der nächste Spieler nicht nimmt, darf gekauft werden (mit einer Strafkarte): zu zweit nur die erste aufgedeckte Karte der Runde.</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank; a run is cards of one suit in order.</source>
        <translation>Ein Satz besteht aus drei oder mehr Karten gleichen Werts; eine Folge aus Karten einer Farbe in Reihe.</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank; a run is three or more of a suit in order.</source>
        <translation>Ein Satz besteht aus drei oder mehr Karten gleichen Werts; eine Folge aus drei oder mehr Karten einer Farbe in Reihe.</translation>
    </message>
    <message>
        <source>A wild card stands in for any card in a meld, as many as you like.</source>
        <translation>Eine wilde Karte ersetzt jede beliebige Karte in einer Kombination, so viele du willst.</translation>
    </message>
    <message>
        <source>After someone goes out, each other player has one last turn.</source>
        <translation>Hat jemand ausgemacht, hat jeder andere Spieler noch einen letzten Zug.</translation>
    </message>
    <message>
        <source>Cards outside melds count: an ace 1, 2 to 10 their number, faces 10, a wild 15.</source>
        <translation>Karten außerhalb von Kombinationen zählen: ein Ass 1, 2 bis 10 ihren Wert, Bilder 10, eine wilde Karte 15.</translation>
    </message>
    <message>
        <source>Click the cards of one meld to select them and drag them into the lay-down area; do the same for each meld, then click the {card} and press Lay down (or L).</source>
        <extracomment>&quot;Lay down&quot; is the button&apos;s name; {card}: the card discarded with the lay-down.</extracomment>
        <translation>Klicke die Karten einer Kombination an, um sie auszuwählen, und ziehe sie in den Auslagebereich; mach das für jede Kombination, klicke dann auf {card} und drücke Auslegen (oder L).</translation>
    </message>
    <message>
        <source>Click the cards of one meld to select them and drag them into the lay-down area; do the same for each meld, then press Lay down (or L).</source>
        <extracomment>&quot;Lay down&quot; is the button&apos;s name.</extracomment>
        <translation>Klicke die Karten einer Kombination an, um sie auszuwählen, und ziehe sie in den Auslagebereich; mach das für jede Kombination und drücke dann Auslegen (oder L).</translation>
    </message>
    <message>
        <source>Click the {card} to select it, then press Go out (or G).</source>
        <extracomment>&quot;Go out&quot; is the button&apos;s name; {card}: the card to discard.</extracomment>
        <translation>Klicke auf {card}, um sie auszuwählen, und drücke dann Ausmachen (oder G).</translation>
    </message>
    <message>
        <source>Drag the top card from the discard pile to your hand (or press T).</source>
        <translation>Ziehe die oberste Karte vom Ablagestapel auf deine Hand (oder drücke T).</translation>
    </message>
    <message>
        <source>Drag the top card of the stock to your hand (or press D).</source>
        <translation>Ziehe die oberste Karte des Talons auf deine Hand (oder drücke D).</translation>
    </message>
    <message>
        <source>Drag the {card} from the discard pile to your hand (or press T).</source>
        <extracomment>{card}: the top card of the discard pile.</extracomment>
        <translation>Ziehe {card} vom Ablagestapel auf deine Hand (oder drücke T).</translation>
    </message>
    <message>
        <source>Drag the {card} onto the discard pile (or click it and press X).</source>
        <extracomment>{card}: the card to discard.</extracomment>
        <translation>Ziehe {card} auf den Ablagestapel (oder klicke sie an und drücke X).</translation>
    </message>
    <message>
        <source>Drag the {card} onto the meld lit on the table.</source>
        <extracomment>{card}: the card to play onto a meld.</extracomment>
        <translation>Ziehe {card} auf die hervorgehobene Kombination auf dem Tisch.</translation>
    </message>
    <message>
        <source>Each round has a contract, shown at the top: the melds you must lay down together.</source>
        <translation>Jede Runde hat einen Kontrakt, oben angezeigt: die Kombinationen, die du zusammen auslegen musst.</translation>
    </message>
    <message>
        <source>End your turn by discarding one card onto the discard pile.</source>
        <translation>Beende deinen Zug, indem du eine Karte auf den Ablagestapel legst.</translation>
    </message>
    <message>
        <source>Hillbilly Rummy is played over ten rounds; the lowest total wins.</source>
        <translation>Hillbilly Rummy wird über zehn Runden gespielt; die niedrigste Summe gewinnt.</translation>
    </message>
    <message>
        <source>In each round one rank is wild: 3s in round one, 4s in round two … kings last.</source>
        <translation>In jeder Runde ist ein Wert wild: die 3er in Runde eins, die 4er in Runde zwei … zuletzt die Könige.</translation>
    </message>
    <message>
        <source>In hand a joker costs 50, an ace 15, a 10 to king 10, a 2 to 9 five points.</source>
        <translation>Auf der Hand kostet ein Joker 50, ein Ass 15, eine 10 bis König 10, eine 2 bis 9 fünf Punkte.</translation>
    </message>
    <message>
        <source>Jokers are wild: at most one wild card stands in for a missing card in each meld.</source>
        <translation>Joker sind wild: in jeder Kombination ersetzt höchstens eine wilde Karte eine fehlende Karte.</translation>
    </message>
    <message>
        <source>On your turn, draw a card: from the stock, or the top card of the discard pile.</source>
        <translation>Wenn du dran bist, ziehe eine Karte: vom Talon oder die oberste Karte des Ablagestapels.</translation>
    </message>
    <message>
        <source>On your turn, draw from the stock or take the top card of the discard pile.</source>
        <translation>Wenn du dran bist, ziehe vom Talon oder nimm die oberste Karte des Ablagestapels.</translation>
    </message>
    <message>
        <source>Once you hold the contract, lay it all down; then lay cards off on any meld.</source>
        <translation>Hast du den Kontrakt beisammen, lege ihn ganz aus; danach lege Karten an beliebige Kombinationen an.</translation>
    </message>
    <message>
        <source>Press Buy beside your hand (or B).</source>
        <extracomment>&quot;Buy&quot; is the button&apos;s name beside the hand.</extracomment>
        <translation>Drücke Kaufen neben deiner Hand (oder B).</translation>
    </message>
    <message>
        <source>Press Pass beside your hand (or P).</source>
        <extracomment>&quot;Pass&quot; is the button&apos;s name beside the hand.</extracomment>
        <translation>Drücke Verzichten neben deiner Hand (oder P).</translation>
    </message>
    <message>
        <source>The lowest total after the last round wins.</source>
        <translation>Die niedrigste Summe nach der letzten Runde gewinnt.</translation>
    </message>
    <message>
        <source>The round ends when someone plays their last card: the others score their cards.</source>
        <translation>Die Runde endet, wenn jemand seine letzte Karte ausspielt: die anderen zählen ihre Karten.</translation>
    </message>
    <message>
        <source>Then discard one card: your hand always goes back to the round&apos;s size.</source>
        <translation>Dann lege eine Karte ab: deine Hand hat danach wieder die Kartenzahl der Runde.</translation>
    </message>
    <message>
        <source>Three Thirteen is played over eleven rounds, from 3 cards up to 13.</source>
        <translation>Three Thirteen wird über elf Runden gespielt, von 3 bis 13 Karten.</translation>
    </message>
    <message>
        <source>When every card but the one you discard fits in melds, you may go out.</source>
        <translation>Passt jede Karte außer der, die du ablegst, in Kombinationen, darfst du ausmachen.</translation>
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
        <translation>Was dich die Karten in deiner Hand kosten würden, wenn die Runde jetzt endete</translation>
    </message>
    <message>
        <source>What the cards no meld takes would cost you if the round ended now</source>
        <translation>Was dich die Karten, die in keine Kombination passen, kosten würden, wenn die Runde jetzt endete</translation>
    </message>
    <message>
        <source>What the cards no meld takes would cost you if the round ended now, once you discard the card that leaves the fewest points (a wild card is kept: it is worth more than its points)</source>
        <translation>Was dich die Karten, die in keine Kombination passen, kosten würden, wenn die Runde jetzt endete, nachdem du die Karte abgelegt hast, die die wenigsten Punkte übrig lässt (eine wilde Karte wird behalten: sie ist mehr wert als ihre Punkte)</translation>
    </message>
    <message>
        <source>Your hand is empty</source>
        <translation>Deine Hand ist leer</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n point(s)</source>
        <extracomment>What the cards in hand would cost if the round ended now (Hillbilly: every card).</extracomment>
        <translation>
            <numerusform>Deine Hand: %n Punkt</numerusform>
            <numerusform>Deine Hand: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n point(s) left over</source>
        <extracomment>Three Thirteen: the points of the cards no meld takes.</extracomment>
        <translation>
            <numerusform>Deine Hand: %n Punkt übrig</numerusform>
            <numerusform>Deine Hand: %n Punkte übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n point(s) left over
after your discard</source>
        <extracomment>Three Thirteen with a card to discard: two lines (keep the line break).</extracomment>
        <translation>
            <numerusform>Deine Hand: %n Punkt übrig
nach deinem Ablegen</numerusform>
            <numerusform>Deine Hand: %n Punkte übrig
nach deinem Ablegen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>About {app}</source>
        <translation>Über {app}</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Playing without a mouse or without sight</source>
        <translation>Spielen ohne Maus oder ohne Sehvermögen</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>A hint is for your own turn</source>
        <translation>Einen Tipp gibt es nur, wenn du am Zug bist</translation>
    </message>
    <message numerus="yes">
        <source>Buy the {card} (with %n penalty cards): {why}</source>
        <translation>
            <numerusform>{card} kaufen (mit %n Strafkarte): {why}</numerusform>
            <numerusform>{card} kaufen (mit %n Strafkarten): {why}</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy the {card} (with one penalty card): {why}</source>
        <translation>{card} kaufen (mit einer Strafkarte): {why}</translation>
    </message>
    <message>
        <source>Buy the {card}: {why}</source>
        <translation>{card} kaufen: {why}</translation>
    </message>
    <message>
        <source>Discard the {card}: {why}</source>
        <extracomment>A hint: the move, then why (&quot;Discard the Q♣: it fits no meld and costs 10&quot;).</extracomment>
        <translation>{card} ablegen: {why}</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Vom Talon ziehen</translation>
    </message>
    <message>
        <source>Draw from the stock: the {card} would not improve your hand</source>
        <translation>Vom Talon ziehen: {card} würde deine Hand nicht verbessern</translation>
    </message>
    <message>
        <source>Give the {card} for the wild card in {meld}, and play the wild</source>
        <translation>{card} gegen die wilde Karte tauschen, die {meld} enthält, und die wilde Karte spielen</translation>
    </message>
    <message>
        <source>Go out, discarding the {card}: every other card melds</source>
        <translation>Ausmachen und {card} ablegen: alle anderen Karten passen in Kombinationen</translation>
    </message>
    <message>
        <source>Hint: {advice}</source>
        <translation>Tipp: {advice}</translation>
    </message>
    <message>
        <source>Hint: {advice} ({reason})</source>
        <extracomment>A hint in Table Talk, with the coach&apos;s own reason in brackets.</extracomment>
        <translation>Tipp: {advice} ({reason})</translation>
    </message>
    <message>
        <source>Lay down {melds}: they meet this round&apos;s contract</source>
        <translation>{melds} auslegen: damit ist der Kontrakt dieser Runde erfüllt</translation>
    </message>
    <message>
        <source>Lay down {melds}: they meet this round&apos;s contract, then discard the {card} to go out</source>
        <translation>{melds} auslegen: damit ist der Kontrakt dieser Runde erfüllt; dann {card} ablegen und ausmachen</translation>
    </message>
    <message numerus="yes">
        <source>Lay the {card} off on {meld}: %n points fewer left in hand</source>
        <translation>
            <numerusform>{card} an {meld} anlegen: %n Punkt weniger auf der Hand</numerusform>
            <numerusform>{card} an {meld} anlegen: %n Punkte weniger auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>Lay the {card} off on {meld}: one point fewer left in hand</source>
        <translation>{card} an {meld} anlegen: ein Punkt weniger auf der Hand</translation>
    </message>
    <message>
        <source>No hint: {problem}</source>
        <extracomment>Why no hint came: {problem} is what went wrong, in words.</extracomment>
        <translation>Kein Tipp: {problem}</translation>
    </message>
    <message>
        <source>Nothing is offered to buy</source>
        <translation>Es wird nichts zum Kauf angeboten</translation>
    </message>
    <message>
        <source>Pass on the {card}: {why}</source>
        <translation>Auf {card} verzichten: {why}</translation>
    </message>
    <message>
        <source>Take the {card}: {why}</source>
        <translation>{card} nehmen: {why}</translation>
    </message>
    <message>
        <source>There is nothing to advise now</source>
        <translation>Gerade gibt es nichts zu raten</translation>
    </message>
    <message>
        <source>a meld</source>
        <extracomment>A meld the table no longer shows: &quot;Lay the 7♥ off on a meld&quot;.</extracomment>
        <translation>eine Kombination</translation>
    </message>
    <message>
        <source>it brings your contract closer</source>
        <translation>sie bringt dich deinem Kontrakt näher</translation>
    </message>
    <message>
        <source>it does not bring your contract closer</source>
        <translation>sie bringt dich deinem Kontrakt nicht näher</translation>
    </message>
    <message>
        <source>it does nothing for your contract and costs {points}</source>
        <translation>sie nützt deinem Kontrakt nichts und kostet {points}</translation>
    </message>
    <message>
        <source>it fits a meld in your hand</source>
        <translation>sie passt in eine Kombination auf deiner Hand</translation>
    </message>
    <message>
        <source>it fits no meld and costs {points}</source>
        <extracomment>A discard&apos;s reason; {points}: what the card counts in hand.</extracomment>
        <translation>sie passt in keine Kombination und kostet {points}</translation>
    </message>
    <message>
        <source>it fits no meld on the table and costs {points}</source>
        <translation>sie passt an keine Kombination auf dem Tisch und kostet {points}</translation>
    </message>
    <message numerus="yes">
        <source>it helps a little, but not enough to take %n penalty cards</source>
        <translation>
            <numerusform>sie hilft ein wenig, aber nicht genug für %n Strafkarte</numerusform>
            <numerusform>sie hilft ein wenig, aber nicht genug für %n Strafkarten</numerusform>
        </translation>
    </message>
    <message>
        <source>it helps a little, but not enough to take one penalty card</source>
        <translation>sie hilft ein wenig, aber nicht genug für eine Strafkarte</translation>
    </message>
    <message>
        <source>it is wild</source>
        <translation>sie ist wild</translation>
    </message>
    <message>
        <source>it keeps your hand&apos;s best chances</source>
        <translation>sie wahrt die besten Chancen deiner Hand</translation>
    </message>
    <message>
        <source>it lowers what your hand would count</source>
        <translation>sie senkt, was deine Hand zählen würde</translation>
    </message>
    <message>
        <source>you can lay it off on a meld</source>
        <translation>du kannst sie an eine Kombination anlegen</translation>
    </message>
    <message>
        <source>your contract needs it least of all your cards (it costs {points})</source>
        <translation>dein Kontrakt braucht sie von allen Karten am wenigsten (sie kostet {points})</translation>
    </message>
    <message>
        <source>your melds need it least; keeping it would leave {points}</source>
        <extracomment>A discard&apos;s reason; {points}: what the rest of the hand would count.</extracomment>
        <translation>deine Kombinationen brauchen sie am wenigsten; behältst du sie, blieben {points}</translation>
    </message>
    <message>
        <source>{melds} and {meld}</source>
        <extracomment>Melds laid down, by their cards: &quot;7♥ 7♠ 7♦ and 4♣ 5♣ 6♣ 7♣&quot;.</extracomment>
        <translation>{melds} und {meld}</translation>
    </message>
</context>
<context>
    <name>Leaving</name>
    <message>
        <source>Close your network table to host a table?</source>
        <translation>Deinen Netzwerktisch schließen, um einen Tisch zu eröffnen?</translation>
    </message>
    <message>
        <source>Close your network table to join a table?</source>
        <translation>Deinen Netzwerktisch schließen, um dich an einen Tisch zu setzen?</translation>
    </message>
    <message>
        <source>Close your network table to open another game?</source>
        <translation>Deinen Netzwerktisch schließen, um ein anderes Spiel zu öffnen?</translation>
    </message>
    <message>
        <source>Close your network table to quit?</source>
        <translation>Deinen Netzwerktisch schließen, um das Programm zu beenden?</translation>
    </message>
    <message>
        <source>Close your network table to start a new game?</source>
        <translation>Deinen Netzwerktisch schließen, um ein neues Spiel zu beginnen?</translation>
    </message>
    <message>
        <source>Close your network table to start the guided round?</source>
        <translation>Deinen Netzwerktisch schließen, um die geführte Runde zu beginnen?</translation>
    </message>
    <message>
        <source>Close your network table?</source>
        <translation>Deinen Netzwerktisch schließen?</translation>
    </message>
    <message>
        <source>Leave the network table to host a table?</source>
        <translation>Den Netzwerktisch verlassen, um einen Tisch zu eröffnen?</translation>
    </message>
    <message>
        <source>Leave the network table to join a table?</source>
        <translation>Den Netzwerktisch verlassen, um dich an einen Tisch zu setzen?</translation>
    </message>
    <message>
        <source>Leave the network table to open another game?</source>
        <translation>Den Netzwerktisch verlassen, um ein anderes Spiel zu öffnen?</translation>
    </message>
    <message>
        <source>Leave the network table to quit?</source>
        <translation>Den Netzwerktisch verlassen, um das Programm zu beenden?</translation>
    </message>
    <message>
        <source>Leave the network table to start a new game?</source>
        <translation>Den Netzwerktisch verlassen, um ein neues Spiel zu beginnen?</translation>
    </message>
    <message>
        <source>Leave the network table to start the guided round?</source>
        <translation>Den Netzwerktisch verlassen, um die geführte Runde zu beginnen?</translation>
    </message>
    <message>
        <source>Leave the network table?</source>
        <translation>Den Netzwerktisch verlassen?</translation>
    </message>
    <message>
        <source>Save “{title}” before you host a table?</source>
        <translation>„{title}“ speichern, bevor du einen Tisch eröffnest?</translation>
    </message>
    <message>
        <source>Save “{title}” before you join a table?</source>
        <translation>„{title}“ speichern, bevor du dich an einen Tisch setzt?</translation>
    </message>
    <message>
        <source>Save “{title}” before you open another game?</source>
        <translation>„{title}“ speichern, bevor du ein anderes Spiel öffnest?</translation>
    </message>
    <message>
        <source>Save “{title}” before you quit?</source>
        <translation>„{title}“ speichern, bevor du das Programm beendest?</translation>
    </message>
    <message>
        <source>Save “{title}” before you start a new game?</source>
        <translation>„{title}“ speichern, bevor du ein neues Spiel beginnst?</translation>
    </message>
    <message>
        <source>Save “{title}” before you start the guided round?</source>
        <translation>„{title}“ speichern, bevor du die geführte Runde beginnst?</translation>
    </message>
    <message>
        <source>Save “{title}” first?</source>
        <translation>„{title}“ zuerst speichern?</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;About {app}</source>
        <translation>Ü&amp;ber {app}</translation>
    </message>
    <message>
        <source>&amp;Arrange into melds</source>
        <extracomment>Order the hand so that its possible melds sit together.</extracomment>
        <translation>In &amp;Kombinationen ordnen</translation>
    </message>
    <message>
        <source>&amp;Buy the discard</source>
        <extracomment>Out of turn: take the card just discarded (and penalty cards, by the house rules).</extracomment>
        <translation>Ablagekarte &amp;kaufen</translation>
    </message>
    <message>
        <source>&amp;Card size</source>
        <translation>Karten&amp;größe</translation>
    </message>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>Vom &amp;Talon ziehen</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Go out</source>
        <extracomment>Get rid of one&apos;s last cards and end the round.</extracomment>
        <translation>Aus&amp;machen</translation>
    </message>
    <message>
        <source>&amp;Guided first round…</source>
        <translation>&amp;Geführte erste Runde…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ipp</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <extracomment>Network play: open a table on this computer that others join.</extracomment>
        <translation>Einen Tisch &amp;eröffnen…</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Einem Tisch bei&amp;treten…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Lay down</source>
        <translation>&amp;Auslegen</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Pass on the buy</source>
        <extracomment>Decline to buy the card just discarded.</extracomment>
        <translation>Auf den Kauf &amp;verzichten</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Read the situation aloud</source>
        <translation>Spiellage vor&amp;lesen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Take the discard</source>
        <extracomment>Take the top card of the discard pile.</extracomment>
        <translation>Ablagekarte &amp;nehmen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Animation s&amp;peed</source>
        <translation>Animations&amp;tempo</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Discard the selected card</source>
        <translation>Gewählte Karte ablegen</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Größer</translation>
    </message>
    <message>
        <source>Larger cards</source>
        <translation>Größere Karten</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>Am größten</translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation>Noch keine gespeicherten Partien</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Playing without a mouse or without &amp;sight</source>
        <translation>Spielen ohne Maus oder ohne Seh&amp;vermögen</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <translation>Einstellun&amp;gen…</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Re&amp;view game</source>
        <extracomment>Replay the game move by move with every hand shown.</extracomment>
        <translation>Partie &amp;analysieren</translation>
    </message>
    <message>
        <source>Review a saved &amp;game…</source>
        <translation>Gespeicherte Partie ana&amp;lysieren…</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>T&amp;on</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>Short sounds for draws, discards, laying down, buys, going out and a round&apos;s end</source>
        <translation>Kurze Töne beim Ziehen, Ablegen, Auslegen, Kaufen, Ausmachen und am Ende einer Runde</translation>
    </message>
    <message>
        <source>Smaller</source>
        <translation>Kleiner</translation>
    </message>
    <message>
        <source>Smaller cards</source>
        <translation>Kleinere Karten</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Nach &amp;Wert sortieren</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Nach &amp;Farbe sortieren</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <source>Add the {card} to {meld}, leaving its wild</source>
        <translation>{card} an {meld} anlegen, die wilde Karte bleibt liegen</translation>
    </message>
    <message>
        <source>Buy the discard</source>
        <translation>Die Ablagekarte kaufen</translation>
    </message>
    <message>
        <source>Buy the {card}</source>
        <translation>{card} kaufen</translation>
    </message>
    <message>
        <source>Discard the {card}</source>
        <translation>{card} ablegen</translation>
    </message>
    <message>
        <source>Discard the {card} anyway?</source>
        <translation>{card} trotzdem ablegen?</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Vom Talon ziehen</translation>
    </message>
    <message>
        <source>Draw from the stock anyway?</source>
        <translation>Trotzdem vom Talon ziehen?</translation>
    </message>
    <message>
        <source>Give the {card} for the wild in {meld}</source>
        <translation>{card} gegen die wilde Karte tauschen, die {meld} enthält</translation>
    </message>
    <message>
        <source>Go out anyway?</source>
        <translation>Trotzdem ausmachen?</translation>
    </message>
    <message>
        <source>Go out, discarding the {card}</source>
        <translation>Ausmachen und {card} ablegen</translation>
    </message>
    <message>
        <source>Keep the wild in hand</source>
        <translation>Die wilde Karte auf der Hand behalten</translation>
    </message>
    <message>
        <source>Lay down the staged melds</source>
        <translation>Die vorbereiteten Kombinationen auslegen</translation>
    </message>
    <message>
        <source>Lay down {melds}</source>
        <translation>{melds} auslegen</translation>
    </message>
    <message>
        <source>Lay down {melds}, then discard the {card}</source>
        <translation>{melds} auslegen, dann {card} ablegen</translation>
    </message>
    <message>
        <source>Lay off the {card} on {meld}</source>
        <translation>{card} an {meld} anlegen</translation>
    </message>
    <message>
        <source>Lay the {wild} on {meld}</source>
        <translation>{wild} an {meld} anlegen</translation>
    </message>
    <message>
        <source>Lay the {wild} on {meld} (high end)</source>
        <translation>{wild} an {meld} anlegen (oberes Ende)</translation>
    </message>
    <message>
        <source>Lay the {wild} on {meld} (low end)</source>
        <translation>{wild} an {meld} anlegen (unteres Ende)</translation>
    </message>
    <message>
        <source>Pass on the buy</source>
        <translation>Auf den Kauf verzichten</translation>
    </message>
    <message>
        <source>Play it anyway?</source>
        <translation>Trotzdem spielen?</translation>
    </message>
    <message>
        <source>Swap your {card} for the {wild} in {meld}? You then play the {wild} at once. Choose what to do:</source>
        <translation>{card} gegen {wild} tauschen ({meld})? Du spielst {wild} dann sofort. Wähle, was du tun willst:</translation>
    </message>
    <message>
        <source>Take it anyway?</source>
        <translation>Trotzdem nehmen?</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Die Ablagekarte nehmen</translation>
    </message>
    <message>
        <source>Take the {card}</source>
        <translation>{card} nehmen</translation>
    </message>
    <message>
        <source>The coach is looking at your move…</source>
        <translation>Der Coach sieht sich deinen Zug an…</translation>
    </message>
    <message>
        <source>a meld</source>
        <extracomment>A meld the table no longer shows: &quot;Lay off the 7♥ on a meld&quot;.</extracomment>
        <translation>eine Kombination</translation>
    </message>
    <message>
        <source>a player&apos;s {cards}</source>
        <extracomment>A meld of a player the table does not name, by its cards.</extracomment>
        <translation>die Kombination {cards} eines Spielers</translation>
    </message>
    <message>
        <source>your {cards}</source>
        <extracomment>A meld of the person at the screen, by its cards: &quot;your 7♠ 8♠ 9♠&quot;.</extracomment>
        <translation>deine Kombination {cards}</translation>
    </message>
    <message>
        <source>{melds} and {meld}</source>
        <extracomment>Melds laid down, by their cards: &quot;7♥ 7♠ 7♦ and 4♣ 5♣ 6♣ 7♣&quot;.</extracomment>
        <translation>{melds} und {meld}</translation>
    </message>
    <message>
        <source>{owner}&apos;s {cards}</source>
        <extracomment>A player&apos;s meld, by its cards: &quot;Ada&apos;s 5♥ 6♥ 7♥&quot;.</extracomment>
        <translation>die Kombination {cards} von {owner}</translation>
    </message>
    <message>
        <source>{who} bought the discard</source>
        <translation>{who} hat die Ablagekarte gekauft</translation>
    </message>
    <message>
        <source>{who} bought the {card}</source>
        <translation>{who} hat {card} gekauft</translation>
    </message>
    <message>
        <source>{who} discarded the {card}</source>
        <translation>{who} hat {card} abgelegt</translation>
    </message>
    <message>
        <source>{who} drew from the stock</source>
        <translation>{who} hat vom Talon gezogen</translation>
    </message>
    <message>
        <source>{who} gave the {card} for the wild in {meld}</source>
        <translation>{who} hat {card} gegen die wilde Karte getauscht, die {meld} enthielt</translation>
    </message>
    <message>
        <source>{who} laid down {melds}</source>
        <translation>{who} hat {melds} ausgelegt</translation>
    </message>
    <message>
        <source>{who} laid down {melds}, then discarded the {card}</source>
        <translation>{who} hat {melds} ausgelegt und dann {card} abgelegt</translation>
    </message>
    <message>
        <source>{who} laid off the {card} on {meld}</source>
        <translation>{who} hat {card} an {meld} angelegt</translation>
    </message>
    <message>
        <source>{who} passed on the buy</source>
        <translation>{who} hat auf den Kauf verzichtet</translation>
    </message>
    <message>
        <source>{who} took the discard</source>
        <translation>{who} hat die Ablagekarte genommen</translation>
    </message>
    <message>
        <source>{who} took the {card} from the discard pile</source>
        <translation>{who} hat {card} vom Ablagestapel genommen</translation>
    </message>
    <message>
        <source>{who} went out, discarding the {card}</source>
        <translation>{who} hat ausgemacht und {card} abgelegt</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>Tisch &amp;öffnen</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>Am Tisch:</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Chat line</source>
        <translation>Chatzeile</translation>
    </message>
    <message>
        <source>Choose a table code to tell those who join</source>
        <translation>Wähle einen Tischcode für die, die beitreten</translation>
    </message>
    <message>
        <source>Computers play the seats nobody has taken yet</source>
        <translation>Computer spielen die Plätze, die noch niemand eingenommen hat</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>Looking for tables… (or type the host&apos;s address below)</source>
        <translation>Suche nach Tischen… (oder gib unten die Adresse des Gastgebers ein)</translation>
    </message>
    <message>
        <source>Make at least one more seat a person&apos;s: somebody who joins</source>
        <translation>Mach mindestens einen weiteren Platz zu einem Menschenplatz: für jemanden, der beitritt</translation>
    </message>
    <message>
        <source>Pick a table above, or type the host&apos;s address</source>
        <translation>Wähle oben einen Tisch oder gib die Adresse des Gastgebers ein</translation>
    </message>
    <message>
        <source>Port</source>
        <extracomment>The network port the table listens on.</extracomment>
        <translation>Port</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Sag etwas zum Tisch</translation>
    </message>
    <message>
        <source>Table &amp;code:</source>
        <translation>Tisch&amp;code:</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Tischcode</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tische in diesem Netzwerk</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Tische in diesem Netzwerk:</translation>
    </message>
    <message>
        <source>The first person&apos;s seat is yours. Each other person&apos;s seat waits for somebody who joins with the code; computers play their seats here.</source>
        <translation>Der erste Menschenplatz ist deiner. Jeder weitere Menschenplatz wartet auf jemanden, der mit dem Code beitritt; Computer spielen ihre Plätze hier.</translation>
    </message>
    <message>
        <source>The first seat is yours: make it a person&apos;s seat</source>
        <translation>Der erste Platz ist deiner: mach ihn zu einem Menschenplatz</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <source>The table&apos;s lobby</source>
        <translation>Vorraum des Tisches</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table</source>
        <translation>Gib deinen Namen ein: die anderen sehen ihn am Tisch</translation>
    </message>
    <message>
        <source>Waiting for the host…</source>
        <translation>Warten auf den Gastgeber…</translation>
    </message>
    <message>
        <source>Waiting for the others…</source>
        <translation>Warten auf die anderen…</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {game}, %n seat(s) free ({address}:{port})</source>
        <extracomment>A table found on the network: its host&apos;s name, its game, its free seats.</extracomment>
        <translation>
            <numerusform>{name}: {game}, %n Platz frei ({address}:{port})</numerusform>
            <numerusform>{name}: {game}, %n Plätze frei ({address}:{port})</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}. (free: a computer plays it if nobody joins)</source>
        <translation>{seat}. (frei: ein Computer spielt ihn, wenn niemand beitritt)</translation>
    </message>
    <message>
        <source>{seat}. {name}</source>
        <translation>{seat}. {name}</translation>
    </message>
    <message>
        <source>{seat}. {name} (computer)</source>
        <translation>{seat}. {name} (Computer)</translation>
    </message>
    <message>
        <source>{seat}. {name} (not connected)</source>
        <translation>{seat}. {name} (nicht verbunden)</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>&amp;Contracts</source>
        <translation>&amp;Kontrakte</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <extracomment>The button that starts the game: deal the cards.</extracomment>
        <translation>&amp;Geben</translation>
    </message>
    <message>
        <source>&amp;Game and players</source>
        <translation>&amp;Spiel und Spieler</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>Con&amp;tract game:</source>
        <extracomment>Its letter must differ from the Game tab&apos;s (Alt+G in English).</extracomment>
        <translation>Kon&amp;traktspiel:</translation>
    </message>
    <message numerus="yes">
        <source>Contract rummy: %n round(s) of contracts, jokers wild, buying</source>
        <translation>
            <numerusform>Kontrakt-Rommé: %n Runde mit Kontrakten, Joker wild, Kaufen</numerusform>
            <numerusform>Kontrakt-Rommé: %n Runden mit Kontrakten, Joker wild, Kaufen</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Partienummer</translation>
    </message>
    <message>
        <source>Deal number (empty: random)</source>
        <translation>Partienummer (leer: zufällig)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>House &amp;rules</source>
        <translation>&amp;Hausregeln</translation>
    </message>
    <message numerus="yes">
        <source>House &amp;rules (%n changed)</source>
        <translation>
            <numerusform>&amp;Hausregeln (%n geändert)</numerusform>
            <numerusform>&amp;Hausregeln (%n geändert)</numerusform>
        </translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Leave empty for a new deal. The same number, game, players and house rules deal the same cards, so a game can be replayed or shared.</source>
        <translation>Leer lassen für eine neue Verteilung. Dieselbe Nummer, dasselbe Spiel, dieselben Spieler und Hausregeln geben dieselben Karten, so lässt sich eine Partie wiederholen oder weitergeben.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Number of &amp;players:</source>
        <translation>&amp;Anzahl der Spieler:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Point at a rule, or move to it with Tab, to read what it does.</source>
        <translation>Zeige auf eine Regel oder gehe mit Tab zu ihr, um zu lesen, was sie bewirkt.</translation>
    </message>
    <message>
        <source>R&amp;estore the defaults</source>
        <extracomment>Its letter must differ from the House rules tab&apos;s (Alt+R in English).</extracomment>
        <translation>Standard&amp;werte wiederherstellen</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>Seat {seat}: name</source>
        <translation>Platz {seat}: Name</translation>
    </message>
    <message>
        <source>Seat {seat}: who plays</source>
        <translation>Platz {seat}: wer spielt</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>Shown in the empty Deal number box: the cards are dealt at random.</extracomment>
        <translation>zufällig</translation>
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
        <translation>Animations&amp;tempo:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <source>&amp;Sort my hand:</source>
        <translation>Meine Hand s&amp;ortieren:</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>Tisch&amp;farbe:</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>Wie ausgeteilt</translation>
    </message>
    <message>
        <source>As&amp;k before I blunder (coach mode; the game counts as assisted)</source>
        <translation>Vor einem &amp;Patzer nachfragen (Coach-Modus; die Partie gilt als unterstützt)</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Nach Wert</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Nach Farbe</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Karten&amp;rückseite:</translation>
    </message>
    <message>
        <source>Clear the Open Recent list</source>
        <translation>Liste „Zuletzt geöffnet“ leeren</translation>
    </message>
    <message>
        <source>Coach:</source>
        <translation>Coach:</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <extracomment>Who plays a seat: the computer, at a level (&quot;easy&quot;, &quot;medium&quot;, &quot;hard&quot;).</extracomment>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Human</source>
        <extracomment>Who plays a seat: a person at this screen.</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Lang&amp;uage:</source>
        <translation>Spr&amp;ache:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Restore the defaults</source>
        <translation>Standardwerte wiederherstellen</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>Seat {seat}: name</source>
        <translation>Platz {seat}: Name</translation>
    </message>
    <message>
        <source>Seat {seat}: who plays</source>
        <translation>Platz {seat}: wer spielt</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spanisch</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <extracomment>The first choice of Preferences ▸ Language: the system&apos;s, named in brackets.</extracomment>
        <translation>Systemsprache ({language})</translation>
    </message>
    <message>
        <source>The game and players a new game starts with.</source>
        <translation>Das Spiel und die Spieler, mit denen ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <source>The game speaks {language} from its next start.</source>
        <translation>Ab dem nächsten Start ist das Spiel auf {language}.</translation>
    </message>
    <message>
        <source>The house rules a new game of this kind starts with. Changed rules are bold.</source>
        <translation>Die Hausregeln, mit denen ein neues Spiel dieser Art beginnt. Geänderte Regeln sind fett.</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>Your name &apos;{name}&apos; holds characters that do not print (controls, invisible or direction marks).</source>
        <translation>Dein Name „{name}“ enthält Zeichen, die nicht angezeigt werden (Steuerzeichen, unsichtbare Zeichen oder Richtungszeichen).</translation>
    </message>
    <message>
        <source>{game} rules</source>
        <extracomment>A tab: the house rules a new game of this kind starts with.</extracomment>
        <translation>Regeln für {game}</translation>
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
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <extracomment>Melds made: &quot;2 runs&quot; (of a contract&apos;s lay-down).</extracomment>
        <translation>
            <numerusform>%n Folge</numerusform>
            <numerusform>%n Folgen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of {size}</source>
        <extracomment>Part of a round&apos;s contract: &quot;1 run of 4&quot; (a run of at least 4 cards).</extracomment>
        <translation>
            <numerusform>%n Folge aus {size}</numerusform>
            <numerusform>%n Folgen aus {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s)</source>
        <extracomment>Melds made: &quot;1 set&quot; (of a contract&apos;s lay-down).</extracomment>
        <translation>
            <numerusform>%n Satz</numerusform>
            <numerusform>%n Sätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of {size}</source>
        <extracomment>Part of a round&apos;s contract: &quot;2 sets of 3&quot; (sets of at least 3 cards).</extracomment>
        <translation>
            <numerusform>%n Satz aus {size}</numerusform>
            <numerusform>%n Sätze aus {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wild card(s)</source>
        <extracomment>How many wild cards a meld may hold: &quot;a set of 4 cards may hold at most 1 wild card&quot;.</extracomment>
        <translation>
            <numerusform>%n wilde Karte</numerusform>
            <numerusform>%n wilde Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>10s</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <source>2s</source>
        <translation>Zweien</translation>
    </message>
    <message>
        <source>3s</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <source>4s</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <source>5s</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <source>6s</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <source>7s</source>
        <translation>Siebenen</translation>
    </message>
    <message>
        <source>8s</source>
        <translation>Achten</translation>
    </message>
    <message>
        <source>9s</source>
        <translation>Neunen</translation>
    </message>
    <message>
        <source>A card goes on the low or the high end of a run, not {given}</source>
        <translation>Eine Karte kommt an das untere oder das obere Ende einer Folge, nicht {given}</translation>
    </message>
    <message>
        <source>A contract game has {low} to {high} rounds, not {count}</source>
        <translation>Ein Kontraktspiel hat {low} bis {high} Runden, nicht {count}</translation>
    </message>
    <message>
        <source>A duplicate may only sit in the middle of a run: {card} is an end of {meld}</source>
        <translation>Eine doppelte Karte darf nur in der Mitte einer Folge liegen: {card} ist ein Ende von {meld}</translation>
    </message>
    <message>
        <source>A meld cannot hold the same physical card twice</source>
        <translation>Eine Kombination kann dieselbe Karte nicht zweimal enthalten</translation>
    </message>
    <message>
        <source>A meld is a set or a run, not {given}</source>
        <translation>Eine Kombination ist ein Satz oder eine Folge, nicht {given}</translation>
    </message>
    <message>
        <source>A meld needs at least one natural card: {cards} are all wild</source>
        <translation>Eine Kombination braucht mindestens eine echte Karte: {cards} sind alle wild</translation>
    </message>
    <message>
        <source>A run has room for only one {card}: {cards}</source>
        <translation>In einer Folge ist nur Platz für eine {card}: {cards}</translation>
    </message>
    <message>
        <source>A run holds at most 13 cards (A to K): this one has {count}</source>
        <translation>Eine Folge hat höchstens 13 Karten (A bis K): diese hat {count}</translation>
    </message>
    <message>
        <source>A run holds at most 14 cards (A to K to A): this one has {count}</source>
        <translation>Eine Folge hat höchstens 14 Karten (A bis K bis A): diese hat {count}</translation>
    </message>
    <message>
        <source>A run needs at least 3 cards: {cards} has {count}</source>
        <translation>Eine Folge braucht mindestens 3 Karten: {cards} hat {count}</translation>
    </message>
    <message>
        <source>A run needs cards of one suit: {card} is not {suit:a}</source>
        <translation>Eine Folge braucht Karten einer Farbe: {card} ist kein {suit:a}</translation>
    </message>
    <message>
        <source>A run&apos;s cards must follow each other in order: {cards} do not</source>
        <translation>Die Karten einer Folge müssen der Reihe nach aufeinanderfolgen: {cards} tun das nicht</translation>
    </message>
    <message>
        <source>A set needs at least 3 cards: {cards} has {count}</source>
        <translation>Ein Satz braucht mindestens 3 Karten: {cards} hat {count}</translation>
    </message>
    <message>
        <source>A set needs cards of one rank: {card} is not {rank:a}</source>
        <translation>Ein Satz braucht Karten eines Werts: {card} hat nicht den Wert {rank:a}</translation>
    </message>
    <message>
        <source>After a swap, lay down or lay off the wild</source>
        <translation>Nach einem Tausch die wilde Karte auslegen oder anlegen</translation>
    </message>
    <message>
        <source>An ace can only end a run, low (A 2 3) or high (Q K A): {cards} turns the corner</source>
        <translation>Ein Ass kann eine Folge nur beenden, unten (A 2 3) oder oben (D K A): {cards} geht um die Ecke</translation>
    </message>
    <message>
        <source>Choose the melds to lay down</source>
        <translation>Wähle die Kombinationen zum Auslegen</translation>
    </message>
    <message>
        <source>Draw a card first, from the stock or the discard pile</source>
        <translation>Ziehe zuerst eine Karte, vom Talon oder vom Ablagestapel</translation>
    </message>
    <message>
        <source>Duplicates are stacked on a run by laying off, never at a lay-down</source>
        <translation>Doppelte Karten kommen durch Anlegen auf eine Folge, nie beim Auslegen</translation>
    </message>
    <message>
        <source>House rule: keep one card to discard when you go out</source>
        <translation>Hausregel: Behalte zum Ausmachen eine Karte zum Ablegen</translation>
    </message>
    <message>
        <source>House rule: nobody may go out on their first turn of a round</source>
        <translation>Hausregel: Niemand darf in seinem ersten Zug einer Runde ausmachen</translation>
    </message>
    <message>
        <source>House rule: once you are down you draw from the stock only</source>
        <translation>Hausregel: Wer ausgelegt hat, zieht nur noch vom Talon</translation>
    </message>
    <message>
        <source>House rule: only a player who is not down may swap, to lay down</source>
        <translation>Hausregel: Nur wer noch nicht ausgelegt hat, darf tauschen, um auszulegen</translation>
    </message>
    <message>
        <source>House rule: wild cards cannot be taken from melds</source>
        <translation>Hausregel: Wilde Karten dürfen nicht aus Kombinationen genommen werden</translation>
    </message>
    <message>
        <source>House rule: you cannot lay off in the turn you lay down</source>
        <translation>Hausregel: Im Zug des Auslegens darfst du nicht anlegen</translation>
    </message>
    <message>
        <source>In round {round_no} every card must go into your melds</source>
        <translation>In Runde {round_no} müssen alle Karten in deine Kombinationen</translation>
    </message>
    <message>
        <source>In round {round_no} you go out with a discard: choose one card</source>
        <translation>In Runde {round_no} machst du mit einer abgelegten Karte aus: wähle eine Karte</translation>
    </message>
    <message>
        <source>In round {round_no} you lay down everything but the one card you discard</source>
        <translation>In Runde {round_no} legst du alles aus außer der einen Karte, die du ablegst</translation>
    </message>
    <message>
        <source>In the last round every card must go into your melds</source>
        <translation>In der letzten Runde müssen alle Karten in deine Kombinationen</translation>
    </message>
    <message>
        <source>In the last round you go out with a discard: choose one card</source>
        <translation>In der letzten Runde machst du mit einer abgelegten Karte aus: wähle eine Karte</translation>
    </message>
    <message>
        <source>In the last round you lay down everything but the one card you discard</source>
        <translation>In der letzten Runde legst du alles aus außer der einen Karte, die du ablegst</translation>
    </message>
    <message>
        <source>In this game a lay-down uses melds of exactly the contract&apos;s length: {meld} has {count} cards, not {size}</source>
        <translation>In diesem Spiel hat jede Kombination der Auslage genau die Länge aus dem Kontrakt: {meld} hat {count} Karten, nicht {size}</translation>
    </message>
    <message>
        <source>In this game a set needs different suits: {meld} has two {suit}</source>
        <translation>In diesem Spiel braucht ein Satz verschiedene Farben: {meld} hat zweimal {suit}</translation>
    </message>
    <message>
        <source>In this game a set of different suits holds at most 4 cards: {meld}</source>
        <translation>In diesem Spiel hat ein Satz verschiedener Farben höchstens 4 Karten: {meld}</translation>
    </message>
    <message>
        <source>In this game two sets may not share a rank: two sets of {rank:plural}</source>
        <translation>In diesem Spiel dürfen zwei Sätze nicht denselben Wert haben: zwei Sätze aus {rank:plural}</translation>
    </message>
    <message>
        <source>In this game wild cards can be taken only from runs, not from sets</source>
        <translation>In diesem Spiel dürfen wilde Karten nur aus Folgen genommen werden, nicht aus Sätzen</translation>
    </message>
    <message>
        <source>It is not your turn: {playing_seat} is playing</source>
        <translation>Du bist nicht am Zug: {playing_seat} ist dran</translation>
    </message>
    <message>
        <source>Lay down first, then discard as a separate move</source>
        <translation>Lege zuerst aus und lege dann in einem eigenen Zug ab</translation>
    </message>
    <message>
        <source>Lay down your contract before laying off</source>
        <translation>Lege deinen Kontrakt aus, bevor du anlegst</translation>
    </message>
    <message>
        <source>Lay off the {wild} you take, onto a meld without a wild</source>
        <translation>Lege die genommene {wild} an eine Kombination ohne wilde Karte an</translation>
    </message>
    <message>
        <source>No card is being offered to buy now</source>
        <translation>Gerade wird keine Karte zum Kauf angeboten</translation>
    </message>
    <message>
        <source>Nothing goes above the ace: {cards} runs past it</source>
        <translation>Über dem Ass geht nichts weiter: {cards} reicht darüber hinaus</translation>
    </message>
    <message>
        <source>Nothing goes below the ace: {cards} runs past it</source>
        <translation>Unter dem Ass geht nichts weiter: {cards} reicht darüber hinaus</translation>
    </message>
    <message>
        <source>Nothing goes beyond the ace: {meld} ends at the ace</source>
        <translation>Über das Ass hinaus geht nichts: {meld} endet beim Ass</translation>
    </message>
    <message>
        <source>Round {round_no} asks for a run of {size}: {meld} has only {count} cards</source>
        <translation>Runde {round_no} verlangt eine Folge aus {size}: {meld} hat nur {count} Karten</translation>
    </message>
    <message>
        <source>Round {round_no} asks for a set of {size}: {meld} has only {count} cards</source>
        <translation>Runde {round_no} verlangt einen Satz aus {size}: {meld} hat nur {count} Karten</translation>
    </message>
    <message>
        <source>Round {round_no} asks for {contract}: these melds make {made:count}</source>
        <translation>Runde {round_no} verlangt {contract}: diese Kombinationen ergeben {made:count}</translation>
    </message>
    <message>
        <source>Round {round_no} of contracts has no entry {given} (use {choices})</source>
        <translation>Runde {round_no} von contracts hat keinen Eintrag {given} (nutze {choices})</translation>
    </message>
    <message>
        <source>Round {round_no} of contracts must be an object such as {round_example}</source>
        <translation>Runde {round_no} von contracts muss ein Objekt sein wie {round_example}</translation>
    </message>
    <message>
        <source>Round {round_no} of contracts: {problem}</source>
        <translation>Runde {round_no} von contracts: {problem}</translation>
    </message>
    <message>
        <source>Round {round_no}: {problem}</source>
        <translation>Runde {round_no}: {problem}</translation>
    </message>
    <message>
        <source>Say which end of {meld} the {card} goes on: low or high</source>
        <translation>Sag, an welches Ende von {meld} die {card} kommt: unten oder oben</translation>
    </message>
    <message>
        <source>Say which end of {meld} the {wild} standing for {card} slides to: low or high</source>
        <translation>Sag, an welches Ende von {meld} die {wild} rückt, die für {card} steht: unten oder oben</translation>
    </message>
    <message>
        <source>Someone has already gone out: this is your last turn, just discard</source>
        <translation>Jemand hat schon ausgemacht: Das ist dein letzter Zug, lege nur noch ab</translation>
    </message>
    <message>
        <source>That would leave you only {card}, which you took from the discard pile this turn and may not discard</source>
        <translation>Dann bliebe dir nur {card}, die du in diesem Zug vom Ablagestapel genommen hast und nicht ablegen darfst</translation>
    </message>
    <message>
        <source>The discard pile is empty: draw from the stock</source>
        <translation>Der Ablagestapel ist leer: ziehe vom Talon</translation>
    </message>
    <message>
        <source>The follow-up move must be your own</source>
        <translation>Der Folgezug muss dein eigener sein</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>The {wild} cannot go back on the meld it came from: that would only slide the wild along it, which this game&apos;s house rules do not allow</source>
        <translation>Die {wild} kann nicht zurück in die Kombination, aus der sie kam: Das würde die wilde Karte nur darin verschieben, was die Hausregeln dieses Spiels nicht erlauben</translation>
    </message>
    <message>
        <source>The {wild} must go onto a meld that has no wild</source>
        <translation>Die {wild} muss an eine Kombination ohne wilde Karte</translation>
    </message>
    <message>
        <source>There is no seat {given} at this table</source>
        <translation>An diesem Tisch gibt es keinen Platz {given}</translation>
    </message>
    <message>
        <source>There is no such meld on the table</source>
        <translation>Diese Kombination liegt nicht auf dem Tisch</translation>
    </message>
    <message>
        <source>Two {suit} runs need a missing card between them: {first} and {second} are too close</source>
        <translation>Zwei Folgen in {suit} brauchen eine fehlende Karte dazwischen: {first} und {second} liegen zu nah beieinander</translation>
    </message>
    <message>
        <source>Two {suit} runs need two missing cards between them: {first} and {second} are too close</source>
        <translation>Zwei Folgen in {suit} brauchen zwei fehlende Karten dazwischen: {first} und {second} liegen zu nah beieinander</translation>
    </message>
    <message>
        <source>Wait until the buy offer is settled</source>
        <translation>Warte, bis das Kaufangebot entschieden ist</translation>
    </message>
    <message>
        <source>Wait: {answering_seat} answers the offer first</source>
        <translation>Warte: {answering_seat} antwortet zuerst auf das Angebot</translation>
    </message>
    <message>
        <source>You are already down: add cards to melds by laying off</source>
        <translation>Du hast schon ausgelegt: Lege Karten an Kombinationen an</translation>
    </message>
    <message>
        <source>You can only take a wild from an opponent&apos;s meld</source>
        <translation>Du kannst eine wilde Karte nur aus der Kombination eines Gegners nehmen</translation>
    </message>
    <message>
        <source>You cannot go out discarding {card}: your other cards leave {points:points} unmelded</source>
        <translation>Du kannst nicht mit {card} ausmachen: deine übrigen Karten lassen {points:points} unausgelegt</translation>
    </message>
    <message>
        <source>You have already drawn this turn</source>
        <translation>Du hast in diesem Zug schon gezogen</translation>
    </message>
    <message>
        <source>You have already drawn this turn: now discard</source>
        <translation>Du hast in diesem Zug schon gezogen: lege jetzt ab</translation>
    </message>
    <message>
        <source>You may not buy {card} now</source>
        <translation>Du darfst {card} jetzt nicht kaufen</translation>
    </message>
    <message>
        <source>You must use the wild this turn: lay down your contract with it</source>
        <translation>Du musst die wilde Karte in diesem Zug nutzen: lege damit deinen Kontrakt aus</translation>
    </message>
    <message>
        <source>You must use the wild this turn: lay it off</source>
        <translation>Du musst die wilde Karte in diesem Zug nutzen: lege sie an</translation>
    </message>
    <message>
        <source>You took {card} from the discard pile this turn: discard another card</source>
        <translation>Du hast {card} in diesem Zug vom Ablagestapel genommen: lege eine andere Karte ab</translation>
    </message>
    <message>
        <source>Your lay-down must use the {wild} you take</source>
        <translation>Deine Auslage muss die genommene {wild} verwenden</translation>
    </message>
    <message>
        <source>Your {card} matches the {wild} standing for {card}, but a house rule keeps wild cards in their melds</source>
        <translation>Deine {card} passt zur {wild}, die für {card} steht, aber eine Hausregel lässt wilde Karten in ihren Kombinationen</translation>
    </message>
    <message>
        <source>Your {card} matches the {wild} standing for {card}, but a house rule lets only a player who is not down swap</source>
        <translation>Deine {card} passt zur {wild}, die für {card} steht, aber laut Hausregel darf nur tauschen, wer noch nicht ausgelegt hat</translation>
    </message>
    <message>
        <source>Your {card} matches the {wild} standing for {card}, but a wild can only be taken from an opponent&apos;s meld</source>
        <translation>Deine {card} passt zur {wild}, die für {card} steht, aber eine wilde Karte darf nur aus der Kombination eines Gegners genommen werden</translation>
    </message>
    <message>
        <source>a 10</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>a 2</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>a 3</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>a 4</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>a 5</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>a 6</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>a 7</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>a 9</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>a club</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>a diamond</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>a heart</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>a jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>a round asks for at least one set or run</source>
        <translation>eine Runde verlangt mindestens einen Satz oder eine Folge</translation>
    </message>
    <message>
        <source>a round asks for at most {most} runs, not {count}</source>
        <translation>eine Runde verlangt höchstens {most} Folgen, nicht {count}</translation>
    </message>
    <message>
        <source>a run has at least 3 cards, not {given}</source>
        <translation>eine Folge hat mindestens 3 Karten, nicht {given}</translation>
    </message>
    <message>
        <source>a run of {size} is longer than a suit allows (13 cards)</source>
        <translation>eine Folge aus {size} ist länger, als eine Farbe erlaubt (13 Karten)</translation>
    </message>
    <message>
        <source>a run of {size} is longer than a suit allows (14 cards, ace to ace)</source>
        <translation>eine Folge aus {size} ist länger, als eine Farbe erlaubt (14 Karten, Ass bis Ass)</translation>
    </message>
    <message>
        <source>a set has at least 3 cards, not {given}</source>
        <translation>ein Satz hat mindestens 3 Karten, nicht {given}</translation>
    </message>
    <message>
        <source>a set of {size} cannot have four different suits</source>
        <translation>ein Satz aus {size} kann keine vier verschiedenen Farben haben</translation>
    </message>
    <message>
        <source>a spade</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>Assen</translation>
    </message>
    <message>
        <source>allow {low} to {high} buys, not {given}</source>
        <translation>{low} bis {high} Käufe erlauben, nicht {given}</translation>
    </message>
    <message>
        <source>an 8</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>an ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>buy_limits gives {given} for round {round_no}: use a number</source>
        <translation>buy_limits gibt {given} für Runde {round_no} an: nutze eine Zahl</translation>
    </message>
    <message>
        <source>buy_limits must be a number or a table of rounds and numbers</source>
        <translation>buy_limits muss eine Zahl oder eine Tabelle aus Runden und Zahlen sein</translation>
    </message>
    <message>
        <source>buy_limits names round {given}: this game has rounds 1 to {rounds}</source>
        <translation>buy_limits nennt Runde {given}: dieses Spiel hat die Runden 1 bis {rounds}</translation>
    </message>
    <message>
        <source>card_values has no entry {given} (use {choices})</source>
        <translation>card_values hat keinen Eintrag {given} (nutze {choices})</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>contract_name must be a name of 1 to {most} characters</source>
        <translation>contract_name muss ein Name aus 1 bis {most} Zeichen sein</translation>
    </message>
    <message>
        <source>contracts must be a list of rounds</source>
        <translation>contracts muss eine Liste von Runden sein</translation>
    </message>
    <message>
        <source>deal at most {most} cards in a round of {runs} runs and sets while the pack has wild cards, not {deal} (the lay-down search tries every way to share the wilds)</source>
        <translation>in einer Runde mit {runs} Folgen und Sätzen höchstens {most} Karten geben, solange das Spiel wilde Karten hat, nicht {deal} (die Suche nach der Auslage probiert jede Verteilung der wilden Karten)</translation>
    </message>
    <message>
        <source>deal at most {most} cards in a round of {runs} runs while the pack has wild cards, not {deal} (the lay-down search tries every way to share the wilds)</source>
        <translation>in einer Runde mit {runs} Folgen höchstens {most} Karten geben, solange das Spiel wilde Karten hat, nicht {deal} (die Suche nach der Auslage probiert jede Verteilung der wilden Karten)</translation>
    </message>
    <message>
        <source>deal at most {most} cards in a round that allows extra melds at the lay-down while the pack has wild cards, not {deal} (the lay-down search tries every choice of extra runs)</source>
        <translation>in einer Runde, die beim Auslegen weitere Kombinationen erlaubt, höchstens {most} Karten geben, solange das Spiel wilde Karten hat, nicht {deal} (die Suche nach der Auslage probiert jede Wahl weiterer Folgen)</translation>
    </message>
    <message>
        <source>deal {low} to {high} cards, not {given}</source>
        <translation>{low} bis {high} Karten geben, nicht {given}</translation>
    </message>
    <message>
        <source>deck_count_override must be between {low} and {high} decks</source>
        <translation>deck_count_override muss zwischen {low} und {high} Spielen liegen</translation>
    </message>
    <message>
        <source>decks_by_players gives {given} decks for {players} players: use {low} to {high} decks</source>
        <translation>decks_by_players gibt {given} Spiele für {players} Spieler an: nutze {low} bis {high} Spiele</translation>
    </message>
    <message>
        <source>decks_by_players names {given} players: the games take {low} to {high} players</source>
        <translation>decks_by_players nennt {given} Spieler: die Spiele sind für {low} bis {high} Spieler</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>house rules must be a JSON object of flag names and values</source>
        <translation>Hausregeln müssen ein JSON-Objekt aus Regelnamen und Werten sein</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <source>jokers_per_deck must be 0, 1 or 2</source>
        <translation>jokers_per_deck muss 0, 1 oder 2 sein</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>Königen</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A contract that asks for no melds at all.</extracomment>
        <translation>nichts</translation>
    </message>
    <message>
        <source>player {number}</source>
        <extracomment>A seat nobody gave a name: &quot;It is not your turn: player 2 is playing&quot;.</extracomment>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>the contract needs {need} cards but the cards dealt make {total}, keeping one to discard</source>
        <translation>der Kontrakt braucht {need} Karten, aber die gegebenen Karten ergeben {total}, wenn eine zum Ablegen bleibt</translation>
    </message>
    <message>
        <source>the contract needs {need} cards but the cards dealt plus one draw make {total}</source>
        <translation>der Kontrakt braucht {need} Karten, aber die gegebenen Karten und ein Zug ergeben {total}</translation>
    </message>
    <message>
        <source>unknown game {given}: choose hillbilly or three-thirteen</source>
        <translation>unbekanntes Spiel {given}: wähle hillbilly oder three-thirteen</translation>
    </message>
    <message>
        <source>unknown variant {given}: choose {choices}</source>
        <translation>unbekannte Variante {given}: wähle {choices}</translation>
    </message>
    <message>
        <source>{card} already lies in this meld</source>
        <translation>{card} liegt schon in dieser Kombination</translation>
    </message>
    <message>
        <source>{card} cannot lie in two melds</source>
        <translation>{card} kann nicht in zwei Kombinationen liegen</translation>
    </message>
    <message>
        <source>{card} cannot replace a wild in {meld}: it takes {wanted:or}</source>
        <translation>{card} kann keine wilde Karte in {meld} ersetzen: gebraucht wird {wanted:or}</translation>
    </message>
    <message>
        <source>{card} does not fit at either end of {meld}</source>
        <translation>{card} passt an keines der Enden von {meld}</translation>
    </message>
    <message>
        <source>{card} fits only the high end of {meld}, not the low end</source>
        <translation>{card} passt nur ans obere Ende von {meld}, nicht ans untere</translation>
    </message>
    <message>
        <source>{card} fits only the low end of {meld}, not the high end</source>
        <translation>{card} passt nur ans untere Ende von {meld}, nicht ans obere</translation>
    </message>
    <message>
        <source>{card} is dead: only a fresh discard can be taken</source>
        <translation>{card} ist tot: nur eine frisch abgelegte Karte darf genommen werden</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>{card} ist nicht auf deiner Hand</translation>
    </message>
    <message>
        <source>{card} is used twice</source>
        <translation>{card} wird zweimal verwendet</translation>
    </message>
    <message>
        <source>{card} is wild itself: a swap gives a natural card</source>
        <translation>{card} ist selbst wild: bei einem Tausch gibt man eine echte Karte</translation>
    </message>
    <message>
        <source>{card} matches the {wild} standing for {card}: swap it for the wild instead</source>
        <translation>{card} passt zur {wild}, die für {card} steht: tausche sie lieber gegen die wilde Karte</translation>
    </message>
    <message>
        <source>{decks} deck(s) are too few for {players} players: the biggest deal needs at least {needed} cards</source>
        <translation>{decks} Kartenspiel(e) sind zu wenig für {players} Spieler: das größte Geben braucht mindestens {needed} Karten</translation>
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
        <translation>{first} oder {second}</translation>
    </message>
    <message>
        <source>{given} is not a card: the rank must be A, 2-10 (or T), J, Q or K</source>
        <translation>{given} ist keine Karte: der Wert muss A, 2-10 (oder T), J, Q oder K sein</translation>
    </message>
    <message>
        <source>{given} is not a card: the suit must be one of S, H, D, C</source>
        <translation>{given} ist keine Karte: die Farbe muss S, H, D oder C sein</translation>
    </message>
    <message>
        <source>{given} is not a card: write a rank and a suit, like 7H or JK</source>
        <translation>{given} ist keine Karte: schreibe Wert und Farbe, etwa 7H oder JK</translation>
    </message>
    <message>
        <source>{given} is not a house rule</source>
        <translation>{given} ist keine Hausregel</translation>
    </message>
    <message>
        <source>{given} is not a rule of {variant}</source>
        <translation>{given} ist keine Regel von {variant}</translation>
    </message>
    <message>
        <source>{given} players cannot play: the games take {low} to {high} players</source>
        <translation>{given} Spieler können nicht spielen: die Spiele sind für {low} bis {high} Spieler</translation>
    </message>
    <message>
        <source>{meld} cannot take another wild card: a meld may hold only one wild card</source>
        <translation>{meld} kann keine weitere wilde Karte aufnehmen: eine Kombination darf nur eine wilde Karte enthalten</translation>
    </message>
    <message>
        <source>{meld} cannot take another wild card: a meld may not hold more wild cards than natural ones</source>
        <translation>{meld} kann keine weitere wilde Karte aufnehmen: eine Kombination darf nicht mehr wilde als echte Karten enthalten</translation>
    </message>
    <message>
        <source>{meld} cannot take another wild card: a meld needs at least one natural card</source>
        <translation>{meld} kann keine weitere wilde Karte aufnehmen: eine Kombination braucht mindestens eine echte Karte</translation>
    </message>
    <message>
        <source>{meld} cannot take another wild card: a run of {length} cards may hold at most {most:wilds}</source>
        <translation>{meld} kann keine weitere wilde Karte aufnehmen: eine Folge aus {length} Karten darf höchstens {most:wilds} enthalten</translation>
    </message>
    <message>
        <source>{meld} cannot take another wild card: a set of {length} cards may hold at most {most:wilds}</source>
        <translation>{meld} kann keine weitere wilde Karte aufnehmen: ein Satz aus {length} Karten darf höchstens {most:wilds} enthalten</translation>
    </message>
    <message>
        <source>{meld} has no wild card to take</source>
        <translation>{meld} hat keine wilde Karte zum Nehmen</translation>
    </message>
    <message>
        <source>{meld} holds {wilds} wild cards, but a meld may hold only one wild card</source>
        <translation>{meld} enthält {wilds} wilde Karten, aber eine Kombination darf nur eine wilde Karte enthalten</translation>
    </message>
    <message>
        <source>{meld} holds {wilds} wild cards, but a meld may not hold more wild cards than natural ones</source>
        <translation>{meld} enthält {wilds} wilde Karten, aber eine Kombination darf nicht mehr wilde als echte Karten enthalten</translation>
    </message>
    <message>
        <source>{meld} holds {wilds} wild cards, but a meld needs at least one natural card</source>
        <translation>{meld} enthält {wilds} wilde Karten, aber eine Kombination braucht mindestens eine echte Karte</translation>
    </message>
    <message>
        <source>{meld} holds {wilds} wild cards, but a run of {length} cards may hold at most {most:wilds}</source>
        <translation>{meld} enthält {wilds} wilde Karten, aber eine Folge aus {length} Karten darf höchstens {most:wilds} enthalten</translation>
    </message>
    <message>
        <source>{meld} holds {wilds} wild cards, but a set of {length} cards may hold at most {most:wilds}</source>
        <translation>{meld} enthält {wilds} wilde Karten, aber ein Satz aus {length} Karten darf höchstens {most:wilds} enthalten</translation>
    </message>
    <message>
        <source>{meld} is as long as a run can be ({most} cards)</source>
        <translation>{meld} ist so lang, wie eine Folge sein kann ({most} Karten)</translation>
    </message>
    <message>
        <source>{move} is not a move in Hillbilly Rummy</source>
        <translation>{move} ist kein Zug in Hillbilly Rummy</translation>
    </message>
    <message>
        <source>{move} is not a move in Three Thirteen</source>
        <translation>{move} ist kein Zug in Three Thirteen</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} buys a round, not {given}</source>
        <translation>{name} muss zwischen {low} und {high} Käufen pro Runde liegen, nicht {given}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} cards (or none: no limit), not {given}</source>
        <translation>{name} muss zwischen {low} und {high} Karten liegen (oder none: keine Grenze), nicht {given}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} cards, not {given}</source>
        <translation>{name} muss zwischen {low} und {high} Karten liegen, nicht {given}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} points a card, not {given}</source>
        <translation>{name} muss zwischen {low} und {high} Punkten pro Karte liegen, nicht {given}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} points, not {given}</source>
        <translation>{name} muss zwischen {low} und {high} Punkten liegen, nicht {given}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high} wild cards (or none: no limit), not {given}</source>
        <translation>{name} muss zwischen {low} und {high} wilden Karten liegen (oder none: keine Grenze), nicht {given}</translation>
    </message>
    <message>
        <source>{sets} and {runs}</source>
        <extracomment>Melds made: &quot;1 set and 2 runs&quot;.</extracomment>
        <translation>{sets} und {runs}</translation>
    </message>
    <message>
        <source>{where} must be a whole number such as {example}, not {given}</source>
        <translation>{where} muss eine ganze Zahl sein, etwa {example}, nicht {given}</translation>
    </message>
    <message>
        <source>{where} must be a whole number such as {example}, not {given} in quotes</source>
        <translation>{where} muss eine ganze Zahl sein, etwa {example}, nicht {given} in Anführungszeichen</translation>
    </message>
    <message>
        <source>{where} must be one of {choices}, not {given}</source>
        <translation>{where} muss eines von {choices} sein, nicht {given}</translation>
    </message>
    <message>
        <source>{where} must be true or false without quotes, not {given}</source>
        <translation>{where} muss true oder false ohne Anführungszeichen sein, nicht {given}</translation>
    </message>
    <message>
        <source>{where} must be true or false, not {given}</source>
        <translation>{where} muss true oder false sein, nicht {given}</translation>
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
        <translation>(etwa {loss} Punkte verschenkt) · gespielt &lt;b&gt;{played}&lt;/b&gt;, besser &lt;b&gt;{best}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>At that moment {name} held: {cards} · discard {top} &lt;small&gt;(green: the better move&apos;s card; red: the card played)&lt;/small&gt;</source>
        <translation>In diesem Moment hielt {name}: {cards} · Ablage {top} &lt;small&gt;(grün: die Karte des besseren Zugs; rot: die gespielte Karte)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Coach: {sign} {mark}</source>
        <extracomment>The coach&apos;s mark for a move: {sign} is ★, ✓, ?!, ? or ??; {mark} its name.</extracomment>
        <translation>Coach: {sign} {mark}</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Erster</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Letzter</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Zug {move} von {moves}</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächster</translation>
    </message>
    <message>
        <source>Next: {who} ({phase}) · stock {stock} · discard {top}</source>
        <extracomment>Who moves next and what they are to do; the stock&apos;s size; the discard pile&apos;s top.</extracomment>
        <translation>Als Nächstes: {who} ({phase}) · Talon {stock} · Ablage {top}</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Voriger</translation>
    </message>
    <message>
        <source>Review: {title}</source>
        <translation>Analyse: {title}</translation>
    </message>
    <message>
        <source>Round {round}: {move}</source>
        <translation>Runde {round}: {move}</translation>
    </message>
    <message>
        <source>R{round}</source>
        <extracomment>A column of the scores by round: R1 is round 1&apos;s points.</extracomment>
        <translation>R{round}</translation>
    </message>
    <message>
        <source>Scores by round</source>
        <translation>Punkte je Runde</translation>
    </message>
    <message>
        <source>The position</source>
        <translation>Die Stellung</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Why: {reason}</source>
        <translation>Warum: {reason}</translation>
    </message>
    <message>
        <source>Your run: {cards}</source>
        <translation>Deine Folge: {cards}</translation>
    </message>
    <message>
        <source>Your set: {cards}</source>
        <translation>Dein Satz: {cards}</translation>
    </message>
    <message>
        <source>buy offer</source>
        <translation>Kaufangebot</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>keine Karten</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>the round is over</source>
        <translation>die Runde ist vorbei</translation>
    </message>
    <message>
        <source>to draw</source>
        <translation>zieht</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>spielt aus</translation>
    </message>
    <message>
        <source>{name}&apos;s run: {cards}</source>
        <translation>Folge von {name}: {cards}</translation>
    </message>
    <message>
        <source>{name}&apos;s set: {cards}</source>
        <translation>Satz von {name}: {cards}</translation>
    </message>
</context>
<context>
    <name>RoundEnd</name>
    <message>
        <source>Cards left</source>
        <translation>Restkarten</translation>
    </message>
    <message>
        <source>Cards: {cards}</source>
        <extracomment>A player&apos;s cards at the round&apos;s end, for a screen reader: &quot;Cards: 7♥, 8♥, JK as 9♥&quot;.</extracomment>
        <translation>Karten: {cards}</translation>
    </message>
    <message>
        <source>Deal round {round}</source>
        <translation>Runde {round} geben</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Nobody went out: every player is down and no card left can ever be laid off.</source>
        <translation>Niemand hat ausgemacht: alle Spieler haben ausgelegt, und keine übrige Karte lässt sich je anlegen.</translation>
    </message>
    <message numerus="yes">
        <source>Nobody went out: nobody laid down while the stock was refilled %n time(s).</source>
        <translation>
            <numerusform>Niemand hat ausgemacht: niemand hat ausgelegt, während der Talon %n-mal neu gefüllt wurde.</numerusform>
            <numerusform>Niemand hat ausgemacht: niemand hat ausgelegt, während der Talon %n-mal neu gefüllt wurde.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody went out: the stock ran out.</source>
        <translation>Niemand hat ausgemacht: der Talon ist aufgebraucht.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>The column of the points scored in this round.</extracomment>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Round {round} is over</source>
        <translation>Runde {round} ist vorbei</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Runde {round} von {rounds}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Du hast ausgemacht.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du gewinnst das Spiel!</translation>
    </message>
    <message>
        <source>all melded</source>
        <extracomment>A tag beside a player&apos;s name: every card of the hand is in a meld.</extracomment>
        <translation>alles ausgelegt</translation>
    </message>
    <message>
        <source>no cards left</source>
        <translation>keine Karten mehr</translation>
    </message>
    <message>
        <source>went out</source>
        <extracomment>A tag beside the name of the player who went out.</extracomment>
        <translation>hat ausgemacht</translation>
    </message>
    <message>
        <source>{card} as {what}</source>
        <extracomment>A melded wild card and the card it stands for: &quot;JK as 7♥&quot;.</extracomment>
        <translation>{card} als {what}</translation>
    </message>
    <message>
        <source>{first} and {second} share the win!</source>
        <translation>{first} und {second} teilen sich den Sieg!</translation>
    </message>
    <message>
        <source>{game}, round {round} of {rounds}: {contract}</source>
        <extracomment>{game}: a contract game&apos;s name; {contract}: the melds the round asked for.</extracomment>
        <translation>{game}, Runde {round} von {rounds}: {contract}</translation>
    </message>
    <message>
        <source>{names} and {last} share the win!</source>
        <extracomment>Three or more winners: &quot;Ann, Bo and Cy share the win!&quot;</extracomment>
        <translation>{names} und {last} teilen sich den Sieg!</translation>
    </message>
    <message>
        <source>{name} went out.</source>
        <translation>{name} hat ausgemacht.</translation>
    </message>
    <message>
        <source>{name} wins the game!</source>
        <translation>{name} gewinnt das Spiel!</translation>
    </message>
    <message>
        <source>{total}
lowest</source>
        <extracomment>A total, with &quot;lowest&quot; on the line under it: the lowest total so far.</extracomment>
        <translation>{total}
niedrigste</translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>Beside the box of the number of decks for this many players (always 2 or more).</extracomment>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) of its own</source>
        <extracomment>A house rule&apos;s value: the game plays a list of rounds of its own.</extracomment>
        <translation>
            <numerusform>%n eigene Runde</numerusform>
            <numerusform>%n eigene Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>1 per deck</source>
        <translation>1 pro Deck</translation>
    </message>
    <message>
        <source>10 to K</source>
        <translation>10 bis K</translation>
    </message>
    <message>
        <source>2 per deck</source>
        <translation>2 pro Deck</translation>
    </message>
    <message>
        <source>2 to 9</source>
        <translation>2 bis 9</translation>
    </message>
    <message>
        <source>2 to 9 at face value</source>
        <translation>2 bis 9 nach Augenzahl</translation>
    </message>
    <message>
        <source>2 to 9: their own number</source>
        <translation>2 bis 9: ihre Augenzahl</translation>
    </message>
    <message>
        <source>A 2 may count as a plain 2</source>
        <translation>Eine 2 darf als gewöhnliche 2 zählen</translation>
    </message>
    <message>
        <source>A 2 to 9 left in hand scores its own number instead of the 2-to-9 value above.</source>
        <translation>Eine 2 bis 9, die auf der Hand bleibt, zählt ihre Augenzahl statt des Werts für 2 bis 9 oben.</translation>
    </message>
    <message>
        <source>A meld must hold at least one natural card.</source>
        <translation>Jede Kombination muss mindestens eine echte Karte enthalten.</translation>
    </message>
    <message>
        <source>A run may hold an ace at one end only (A…K at most).</source>
        <translation>Eine Folge darf nur an einem Ende ein Ass haben (höchstens A…K).</translation>
    </message>
    <message>
        <source>A two-player game uses a single 52-card deck.</source>
        <translation>Eine Partie zu zweit wird mit einem einzigen Deck zu 52 Karten gespielt.</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Ace high in the draw for dealer</source>
        <translation>Ass hoch beim Ziehen um den Geber</translation>
    </message>
    <message>
        <source>All 2s are wild as well as jokers; a 2 left in hand scores 20.</source>
        <translation>Alle Zweier sind wilde Karten, wie die Joker; eine 2, die auf der Hand bleibt, zählt 20.</translation>
    </message>
    <message>
        <source>All-at-once rounds: extra melds</source>
        <translation>Runden in einem Zug: weitere Kombinationen</translation>
    </message>
    <message>
        <source>All-at-once rounds: no discard</source>
        <translation>Runden in einem Zug: ohne Ablegen</translation>
    </message>
    <message>
        <source>Buy back your own discard</source>
        <translation>Eigene abgelegte Karte zurückkaufen</translation>
    </message>
    <message>
        <source>Buying</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <source>Buys per round</source>
        <translation>Käufe pro Runde</translation>
    </message>
    <message>
        <source>Card values</source>
        <translation>Kartenwerte</translation>
    </message>
    <message>
        <source>Cards, stock and ties</source>
        <translation>Karten, Talon und Gleichstand</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Kontrakte</translation>
    </message>
    <message>
        <source>Decks by players</source>
        <translation>Decks nach Spielerzahl</translation>
    </message>
    <message>
        <source>Default: {value}</source>
        <translation>Standard: {value}</translation>
    </message>
    <message>
        <source>Deuces wild</source>
        <translation>Zweier sind wild</translation>
    </message>
    <message>
        <source>Down players draw from the stock</source>
        <translation>Wer ausgelegt hat, zieht vom Talon</translation>
    </message>
    <message>
        <source>Down-and-out bonus</source>
        <translation>Handrommé-Bonus</translation>
    </message>
    <message>
        <source>Each meld of the lay-down must be exactly the contract&apos;s length.</source>
        <translation>Jede Kombination der Auslage muss genau die Länge aus dem Kontrakt haben.</translation>
    </message>
    <message>
        <source>Equal lowest totals</source>
        <translation>Gleichstand bei der niedrigsten Summe</translation>
    </message>
    <message>
        <source>Every card of a set must be of a different suit.</source>
        <translation>Jede Karte eines Satzes muss eine andere Farbe haben.</translation>
    </message>
    <message>
        <source>Exact contract lengths</source>
        <translation>Genaue Kontraktlängen</translation>
    </message>
    <message>
        <source>Exact number of decks</source>
        <translation>Genaue Anzahl der Decks</translation>
    </message>
    <message>
        <source>Extra cards a buyer takes from the stock (0 to 2).</source>
        <translation>Zusätzliche Karten, die ein Käufer vom Talon nimmt (0 bis 2).</translation>
    </message>
    <message>
        <source>Extra melds with the contract</source>
        <translation>Weitere Kombinationen zum Kontrakt</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Erster Geber</translation>
    </message>
    <message>
        <source>Five Crowns scoring</source>
        <translation>Wertung wie bei Five Crowns</translation>
    </message>
    <message>
        <source>Give the natural card a wild stands for and take the wild.</source>
        <translation>Gib die echte Karte, für die eine wilde Karte steht, und nimm dir die wilde Karte.</translation>
    </message>
    <message>
        <source>Go out with a discard</source>
        <translation>Mit Ablegen ausmachen</translation>
    </message>
    <message>
        <source>Going out and scoring</source>
        <translation>Ausmachen und Wertung</translation>
    </message>
    <message>
        <source>How long a discard stays on offer.</source>
        <translation>Wie lange eine abgelegte Karte zum Kauf steht.</translation>
    </message>
    <message>
        <source>How many buys each player has in each round.</source>
        <translation>Wie viele Käufe jeder Spieler in jeder Runde hat.</translation>
    </message>
    <message>
        <source>How many decks are shuffled together for each number of players at the table.</source>
        <translation>Wie viele Decks für jede Spielerzahl am Tisch zusammengemischt werden.</translation>
    </message>
    <message>
        <source>How many jokers each deck brings. Jokers are always wild.</source>
        <translation>Wie viele Joker jedes Deck mitbringt. Joker sind immer wilde Karten.</translation>
    </message>
    <message>
        <source>How many wild cards one meld may hold.</source>
        <translation>Wie viele wilde Karten eine Kombination enthalten darf.</translation>
    </message>
    <message>
        <source>How the first dealer is chosen.</source>
        <translation>Wie der erste Geber bestimmt wird.</translation>
    </message>
    <message>
        <source>If you took the upcard you may not discard that same card in the same turn.</source>
        <translation>Wer die offene Karte genommen hat, darf genau diese Karte im selben Zug nicht wieder ablegen.</translation>
    </message>
    <message>
        <source>In a round played all at once (round 10) you go out by melding every card, with no discard.</source>
        <translation>In einer Runde in einem Zug (Runde 10) machst du aus, indem du alle Karten auslegst, ohne abzulegen.</translation>
    </message>
    <message>
        <source>In a round played all at once (round 10) you may lay down melds beyond the contract when you go out.</source>
        <translation>In einer Runde in einem Zug (Runde 10) darfst du beim Ausmachen mehr Kombinationen auslegen, als der Kontrakt verlangt.</translation>
    </message>
    <message>
        <source>In rounds 1 to 9 you must end by discarding, not by laying off your last card.</source>
        <translation>In den Runden 1 bis 9 musst du mit Ablegen enden, nicht mit dem Anlegen deiner letzten Karte.</translation>
    </message>
    <message>
        <source>In the draw for dealer the ace is the highest card; off: the lowest.</source>
        <translation>Beim Ziehen um den Geber ist das Ass die höchste Karte; aus: die niedrigste.</translation>
    </message>
    <message>
        <source>J 11, Q 12, K 13, a wild of the round 20, a joker 50.</source>
        <translation>B 11, D 12, K 13, die wilde Karte der Runde 20, ein Joker 50.</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Joker points</source>
        <translation>Jokerpunkte</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Largest set</source>
        <translation>Größter Satz</translation>
    </message>
    <message>
        <source>Lay off the natural a wild stands for and the wild slides to either end of the run.</source>
        <translation>Lege die echte Karte an, für die eine wilde Karte steht, und die wilde Karte rückt an ein Ende der Folge.</translation>
    </message>
    <message>
        <source>Laying down and off</source>
        <translation>Auslegen und Anlegen</translation>
    </message>
    <message>
        <source>Limit the wild cards in one meld (no limit by default).</source>
        <translation>Begrenzt die wilden Karten in einer Kombination (standardmäßig unbegrenzt).</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Kombinationen</translation>
    </message>
    <message>
        <source>Melds and scoring</source>
        <translation>Kombinationen und Wertung</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>New melds after going down</source>
        <translation>Neue Kombinationen nach dem Auslegen</translation>
    </message>
    <message>
        <source>No all-wild melds</source>
        <translation>Keine Kombinationen nur aus wilden Karten</translation>
    </message>
    <message>
        <source>No going out on the first lap</source>
        <translation>Kein Ausmachen im ersten Umlauf</translation>
    </message>
    <message>
        <source>No lay-offs on the lay-down turn</source>
        <translation>Kein Anlegen im Zug des Auslegens</translation>
    </message>
    <message>
        <source>No throwing back the card you took</source>
        <translation>Genommene Karte nicht gleich wieder ablegen</translation>
    </message>
    <message>
        <source>Nobody may go out until everyone has had one turn.</source>
        <translation>Niemand darf ausmachen, bevor alle einmal am Zug waren.</translation>
    </message>
    <message>
        <source>Once down you may still start new melds on later turns.</source>
        <translation>Nach dem Auslegen darfst du in späteren Zügen noch neue Kombinationen beginnen.</translation>
    </message>
    <message>
        <source>Once down, you may lay off a card identical to a natural in the middle of a run.</source>
        <translation>Nach dem Auslegen darfst du eine Karte anlegen, die einer echten Karte in der Mitte einer Folge gleicht.</translation>
    </message>
    <message>
        <source>Once you are down you may not take the upcard.</source>
        <translation>Wer ausgelegt hat, darf die offene Karte nicht mehr nehmen.</translation>
    </message>
    <message>
        <source>One deck for two players</source>
        <translation>Ein Deck für zwei Spieler</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Penalty cards per buy</source>
        <translation>Strafkarten pro Kauf</translation>
    </message>
    <message>
        <source>Play with exactly this many decks whatever the number of players (too few to deal the last round is refused).</source>
        <translation>Mit genau so vielen Decks spielen, egal wie viele Spieler (reichen sie für die letzte Runde nicht, wird es abgelehnt).</translation>
    </message>
    <message>
        <source>Points taken off a player who lays down and goes out in one turn (0: off).</source>
        <translation>Punkte, die einem Spieler abgezogen werden, der in einem Zug auslegt und ausmacht (0: aus).</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Runs stop at 13 cards</source>
        <translation>Folgen enden bei 13 Karten</translation>
    </message>
    <message>
        <source>Sets of different ranks</source>
        <translation>Sätze mit verschiedenen Werten</translation>
    </message>
    <message>
        <source>Sets of different suits</source>
        <translation>Sätze aus verschiedenen Farben</translation>
    </message>
    <message>
        <source>Shanghai table (1 to 4 by length)</source>
        <translation>Shanghai-Tabelle (1 bis 4 je nach Länge)</translation>
    </message>
    <message>
        <source>Swap from sets</source>
        <translation>Tausch aus Sätzen</translation>
    </message>
    <message>
        <source>Swap from your own melds</source>
        <translation>Tausch aus eigenen Kombinationen</translation>
    </message>
    <message>
        <source>Swapping a wild off the table</source>
        <translation>Wilde Karte vom Tisch eintauschen</translation>
    </message>
    <message>
        <source>The most cards a set may hold (no limit by default).</source>
        <translation>Höchstzahl der Karten in einem Satz (standardmäßig unbegrenzt).</translation>
    </message>
    <message>
        <source>The name of this list of rounds.</source>
        <translation>Der Name dieser Rundenliste.</translation>
    </message>
    <message>
        <source>The player who threw a card away may buy it back.</source>
        <translation>Wer eine Karte abgelegt hat, darf sie zurückkaufen.</translation>
    </message>
    <message>
        <source>The rounds of the game: cards dealt, the sets and runs each asks, buys, all at once.</source>
        <translation>Die Runden der Partie: ausgeteilte Karten, verlangte Sätze und Folgen, Käufe, in einem Zug.</translation>
    </message>
    <message>
        <source>Twins in the middle of a run</source>
        <translation>Zwillinge in der Mitte einer Folge</translation>
    </message>
    <message>
        <source>Two runs of one suit</source>
        <translation>Zwei Folgen einer Farbe</translation>
    </message>
    <message>
        <source>Two runs of the same suit in one lay-down.</source>
        <translation>Zwei Folgen derselben Farbe in einer Auslage.</translation>
    </message>
    <message>
        <source>Two sets in one lay-down must be of different ranks.</source>
        <translation>Zwei Sätze in einer Auslage müssen verschiedene Werte haben.</translation>
    </message>
    <message>
        <source>Wait for your next turn before adding cards to melds.</source>
        <translation>Warte bis zu deinem nächsten Zug, bevor du an Kombinationen anlegst.</translation>
    </message>
    <message>
        <source>What an unmelded joker scores (15, or 50 in Five Crowns).</source>
        <translation>Was ein nicht ausgelegter Joker zählt (15, oder 50 bei Five Crowns).</translation>
    </message>
    <message>
        <source>What each kind of card left in hand scores at the end of a round.</source>
        <translation>Was jede Kartenart zählt, die am Ende einer Runde auf der Hand bleibt.</translation>
    </message>
    <message>
        <source>What happens when someone must draw and the stock is empty.</source>
        <translation>Was passiert, wenn jemand ziehen muss und der Talon leer ist.</translation>
    </message>
    <message>
        <source>When several players want to buy the same card.</source>
        <translation>Wenn mehrere Spieler dieselbe Karte kaufen wollen.</translation>
    </message>
    <message>
        <source>When the stock runs out</source>
        <translation>Wenn der Talon aufgebraucht ist</translation>
    </message>
    <message>
        <source>When you may buy</source>
        <translation>Wann gekauft werden darf</translation>
    </message>
    <message>
        <source>Who gets a wanted card</source>
        <translation>Wer eine begehrte Karte bekommt</translation>
    </message>
    <message>
        <source>Who wins when several players share the lowest total at the end.</source>
        <translation>Wer gewinnt, wenn am Ende mehrere Spieler gleichauf die niedrigste Summe haben.</translation>
    </message>
    <message>
        <source>Wild card</source>
        <translation>Wilde Karte</translation>
    </message>
    <message>
        <source>Wild cards and dealing</source>
        <translation>Wilde Karten und Geben</translation>
    </message>
    <message>
        <source>Wild cards per meld</source>
        <translation>Wilde Karten pro Kombination</translation>
    </message>
    <message>
        <source>Wild swaps</source>
        <translation>Tausch wilder Karten</translation>
    </message>
    <message>
        <source>Wilds may be swapped out of sets, not only runs.</source>
        <translation>Wilde Karten dürfen auch aus Sätzen eingetauscht werden, nicht nur aus Folgen.</translation>
    </message>
    <message>
        <source>Wilds per meld</source>
        <translation>Wilde Karten pro Kombination</translation>
    </message>
    <message>
        <source>Wilds slide along runs</source>
        <translation>Wilde Karten rücken in Folgen weiter</translation>
    </message>
    <message>
        <source>With deuces wild, a 2 used as itself (a set of 2s, or its own place in a run) is a natural card, not the meld&apos;s wild.</source>
        <translation>Sind Zweier wild, ist eine 2, die für sich selbst steht (ein Satz aus Zweiern oder ihr eigener Platz in einer Folge), eine echte Karte und nicht die wilde Karte der Kombination.</translation>
    </message>
    <message>
        <source>You may lay down more melds than the contract asks, in the same move.</source>
        <translation>Du darfst im selben Zug mehr Kombinationen auslegen, als der Kontrakt verlangt.</translation>
    </message>
    <message>
        <source>You may swap a wild out of your own melds too.</source>
        <translation>Du darfst eine wilde Karte auch aus deinen eigenen Kombinationen eintauschen.</translation>
    </message>
    <message>
        <source>all of them win</source>
        <translation>alle gewinnen</translation>
    </message>
    <message>
        <source>any number</source>
        <translation>beliebig viele</translation>
    </message>
    <message>
        <source>anything goes</source>
        <translation>alles erlaubt</translation>
    </message>
    <message>
        <source>at most one</source>
        <translation>höchstens eine</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>decks − 1</source>
        <translation>Decks − 1</translation>
    </message>
    <message>
        <source>default</source>
        <extracomment>Shown in an empty field of a house rule: the game&apos;s own value applies.</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>high card; ties draw again</source>
        <translation>höchste Karte; bei Gleichstand neu ziehen</translation>
    </message>
    <message>
        <source>high card; ties: youngest</source>
        <translation>höchste Karte; bei Gleichstand der Jüngste</translation>
    </message>
    <message>
        <source>keep the wild in hand</source>
        <translation>wilde Karte auf der Hand behalten</translation>
    </message>
    <message>
        <source>lowest score in the last round</source>
        <translation>niedrigste Punktzahl in der letzten Runde</translation>
    </message>
    <message>
        <source>may not join end to end</source>
        <translation>dürfen nicht lückenlos aneinanderschließen</translation>
    </message>
    <message>
        <source>most rounds gone out first</source>
        <translation>am häufigsten zuerst ausgemacht</translation>
    </message>
    <message>
        <source>nearest in turn order</source>
        <translation>der Nächste in der Zugfolge</translation>
    </message>
    <message>
        <source>need two missing ranks between</source>
        <translation>brauchen zwei fehlende Werte dazwischen</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>no more than its naturals</source>
        <translation>nicht mehr als echte Karten</translation>
    </message>
    <message>
        <source>no swaps</source>
        <translation>kein Tausch</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>A yes-or-no house rule&apos;s value (&quot;Deuces wild: on&quot;).</extracomment>
        <translation>an</translation>
    </message>
    <message>
        <source>only to lay down with it</source>
        <translation>nur um damit auszulegen</translation>
    </message>
    <message>
        <source>play the wild the same turn</source>
        <translation>wilde Karte im selben Zug spielen</translation>
    </message>
    <message>
        <source>players − 1</source>
        <translation>Spieler − 1</translation>
    </message>
    <message>
        <source>round {first}: {value}</source>
        <translation>Runde {first}: {value}</translation>
    </message>
    <message>
        <source>rounds {first}–{last}: {value}</source>
        <translation>Runden {first}–{last}: {value}</translation>
    </message>
    <message>
        <source>shuffle the discards into a new stock</source>
        <translation>Ablagestapel zu neuem Talon mischen</translation>
    </message>
    <message>
        <source>the round ends, nobody out</source>
        <translation>die Runde endet, niemand macht aus</translation>
    </message>
    <message>
        <source>turn the discards over, unshuffled</source>
        <translation>Ablagestapel ungemischt umdrehen</translation>
    </message>
    <message>
        <source>until the next discard</source>
        <translation>bis zum nächsten Ablegen</translation>
    </message>
    <message>
        <source>until the next player draws</source>
        <translation>bis der nächste Spieler zieht</translation>
    </message>
    <message>
        <source>whoever asks first</source>
        <translation>wer zuerst fragt</translation>
    </message>
    <message>
        <source>{choice} (default)</source>
        <extracomment>A choice of a house rule, marked as the game&apos;s own.</extracomment>
        <translation>{choice} (Standard)</translation>
    </message>
    <message>
        <source>{first} players: {value}</source>
        <translation>{first} Spieler: {value}</translation>
    </message>
    <message>
        <source>{first}–{last} players: {value}</source>
        <translation>{first}–{last} Spieler: {value}</translation>
    </message>
    <message>
        <source>{rule}: write a number or a table like {&quot;4&quot;: 3}</source>
        <translation>{rule}: Gib eine Zahl oder eine Tabelle wie {&quot;4&quot;: 3} ein</translation>
    </message>
    <message>
        <source>{rule}: {explanation} Default: {value}.</source>
        <extracomment>The line under the house rules: a rule&apos;s name, what it does, and its default value.</extracomment>
        <translation>{rule}: {explanation} Standard: {value}.</translation>
    </message>
    <message>
        <source>{rule}: {value}</source>
        <translation>{rule}: {value}</translation>
    </message>
    <message>
        <source>{value} for any number of players</source>
        <translation>{value} für jede Spielerzahl</translation>
    </message>
    <message>
        <source>{value} in every round</source>
        <translation>{value} in jeder Runde</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>simple</source>
        <translation>einfach</translation>
    </message>
</context>
<context>
    <name>SeeingCards</name>
    <message>
        <source>&amp;Four-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Vierfarbiges Blatt (Kreuz grün, Karo blau)</translation>
    </message>
    <message>
        <source>&amp;High-contrast table (black felt, white edges)</source>
        <translation>&amp;Kontrastreicher Tisch (schwarzer Filz, weiße Kanten)</translation>
    </message>
    <message>
        <source>&amp;Large index (big rank and suit in the corners)</source>
        <translation>&amp;Große Eckzeichen (Wert und Farbe groß in den Ecken)</translation>
    </message>
    <message>
        <source>Preview of the cards</source>
        <translation>Vorschau der Karten</translation>
    </message>
    <message>
        <source>Seeing the cards</source>
        <translation>Karten gut erkennen</translation>
    </message>
</context>
<context>
    <name>SessionWords</name>
    <message>
        <source>Game over. Game ▸ Review game steps through every move.</source>
        <extracomment>Said to a screen reader at the game&apos;s end; the menu path as the menus say it.</extracomment>
        <translation>Spiel vorbei. Spiel ▸ Partie analysieren geht jeden Zug durch.</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>The title of a box saying why a saved game cannot be reviewed.</extracomment>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>Gespeichertes Spiel analysieren</translation>
    </message>
    <message>
        <source>The analysis could not be kept: {problem}</source>
        <translation>Die Analyse konnte nicht aufbewahrt werden: {problem}</translation>
    </message>
    <message>
        <source>The review opens once the game is over (all hands are face up)</source>
        <translation>Die Analyse öffnet sich, wenn das Spiel vorbei ist (alle Hände offen)</translation>
    </message>
    <message>
        <source>The statistics were not updated: {problem}</source>
        <extracomment>{problem}: why the statistics file could not be written, a sentence.</extracomment>
        <translation>Die Statistik wurde nicht aktualisiert: {problem}</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
</context>
<context>
    <name>StagingWords</name>
    <message numerus="yes">
        <source>A meld needs at least 3 cards (%n so far)</source>
        <translation>
            <numerusform>Eine Kombination braucht mindestens 3 Karten (bisher %n)</numerusform>
            <numerusform>Eine Kombination braucht mindestens 3 Karten (bisher %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Drag cards into the lay-down area to build your melds</source>
        <translation>Ziehe Karten in den Auslagebereich, um deine Kombinationen zu bilden</translation>
    </message>
    <message>
        <source>Every staged group must be a meld</source>
        <translation>Jede vorbereitete Gruppe muss eine Kombination sein</translation>
    </message>
    <message>
        <source>Group {number}: {reason}</source>
        <extracomment>{number}: which staged group (1, 2…); {reason}: why it is no meld.</extracomment>
        <translation>Gruppe {number}: {reason}</translation>
    </message>
    <message>
        <source>✔ run</source>
        <extracomment>A note under a staged group of cards: it is a valid run.</extracomment>
        <translation>✔ Folge</translation>
    </message>
    <message>
        <source>✔ set</source>
        <extracomment>A note under a staged group of cards: it is a valid set.</extracomment>
        <translation>✔ Satz</translation>
    </message>
    <message>
        <source>✗ not a meld</source>
        <extracomment>A note under a staged group of cards that makes no meld.</extracomment>
        <translation>✗ keine Kombination</translation>
    </message>
    <message>
        <source>✗ {count} of 3 cards</source>
        <extracomment>A note under a staged group too short for a meld; {count} is 1 or 2.</extracomment>
        <translation>✗ {count} von 3 Karten</translation>
    </message>
</context>
<context>
    <name>StatsWords</name>
    <message numerus="yes">
        <source>%n analysed game(s)</source>
        <translation>
            <numerusform>%n analysierte Partie</numerusform>
            <numerusform>%n analysierte Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message numerus="yes">
        <source>Accuracy after %n analysed game(s): {values}</source>
        <translation>
            <numerusform>Genauigkeit nach %n analysierten Partie: {values}</numerusform>
            <numerusform>Genauigkeit nach %n analysierten Partien: {values}</numerusform>
        </translation>
    </message>
    <message>
        <source>Accuracy chart</source>
        <translation>Genauigkeitsverlauf</translation>
    </message>
    <message>
        <source>Accuracy: the share of best or good decisions in the games the coach analysed (Review game ▸ Analyse my play); assisted: games played in coach mode.</source>
        <translation>Genauigkeit: der Anteil bester oder guter Entscheidungen in den Partien, die der Coach analysiert hat (Partie analysieren ▸ Mein Spiel analysieren); unterstützt: im Coach-Modus gespielte Partien.</translation>
    </message>
    <message>
        <source>Analysed</source>
        <translation>Analysiert</translation>
    </message>
    <message>
        <source>Analysed game</source>
        <translation>Analysierte Partie</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Unterstützt</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste Punktzahl</translation>
    </message>
    <message>
        <source>Buys</source>
        <translation>Käufe</translation>
    </message>
    <message>
        <source>Co-won</source>
        <translation>Geteilt gewonnen</translation>
    </message>
    <message>
        <source>Coach</source>
        <extracomment>The tab of the coach&apos;s charts (its analyses of the player&apos;s games).</extracomment>
        <translation>Coach</translation>
    </message>
    <message>
        <source>Contract games</source>
        <translation>Kontraktspiele</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>The chart&apos;s x axis: a player&apos;s games, oldest first.</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Lower scores are better in both games.</source>
        <translation>In beiden Spielen sind niedrigere Punktzahlen besser.</translation>
    </message>
    <message>
        <source>Mean loss</source>
        <translation>Mittlerer Verlust</translation>
    </message>
    <message numerus="yes">
        <source>Mean loss after %n analysed game(s): {values}</source>
        <translation>
            <numerusform>Mittlerer Verlust nach %n analysierten Partie: {values}</numerusform>
            <numerusform>Mittlerer Verlust nach %n analysierten Partien: {values}</numerusform>
        </translation>
    </message>
    <message>
        <source>Mean loss chart</source>
        <translation>Verlauf des mittleren Verlusts</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Mittlere Punktzahl</translation>
    </message>
    <message>
        <source>No analysed game yet (Review game ▸ Analyse my play)</source>
        <translation>Noch keine analysierte Partie (Partie analysieren ▸ Mein Spiel analysieren)</translation>
    </message>
    <message>
        <source>No analysed game yet (Review game ▸ Analyse my play).</source>
        <translation>Noch keine analysierte Partie (Partie analysieren ▸ Mein Spiel analysieren).</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Partien.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message numerus="yes">
        <source>Totals after %n game(s): {values}</source>
        <extracomment>{values}: each player&apos;s final total, &quot;Ann: 40, Bo: 12&quot;.</extracomment>
        <translation>
            <numerusform>Summen nach %n Partie: {values}</numerusform>
            <numerusform>Summen nach %n Partien: {values}</numerusform>
        </translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Tendenz</translation>
    </message>
    <message>
        <source>Went out first</source>
        <translation>Zuerst ausgemacht</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Won assisted</source>
        <translation>Unterstützt gewonnen</translation>
    </message>
    <message numerus="yes">
        <source>{date}: accuracy {accuracy}, mean loss {loss} (%n decision(s))</source>
        <extracomment>An analysed game: its date, accuracy (a percentage), mean loss, decisions.</extracomment>
        <translation>
            <numerusform>{date}: Genauigkeit {accuracy}, mittlerer Verlust {loss} (%n Entscheidung)</numerusform>
            <numerusform>{date}: Genauigkeit {accuracy}, mittlerer Verlust {loss} (%n Entscheidungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>{game}: accuracy of each analysed game (%)</source>
        <translation>{game}: Genauigkeit jeder analysierten Partie (%)</translation>
    </message>
    <message>
        <source>{game}: final totals of the last games</source>
        <translation>{game}: Endsummen der letzten Partien</translation>
    </message>
    <message>
        <source>{game}: mean loss a decision (points)</source>
        <translation>{game}: mittlerer Verlust je Entscheidung (Punkte)</translation>
    </message>
    <message>
        <source>{value} points</source>
        <extracomment>A mean loss in points, with decimals: &quot;0.5 points&quot;.</extracomment>
        <translation>{value} Punkte</translation>
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
        <translation>Die Karten werden gemischt…</translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message numerus="yes">
        <source>%n buy(s) left</source>
        <extracomment>Part of the buy offer, in brackets: how many buys the player has left this round.</extracomment>
        <translation>
            <numerusform>%n Kauf übrig</numerusform>
            <numerusform>%n Käufe übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to {name}, to finish the turn.</source>
        <translation>Zurück an {name}, um den Zug zu beenden.</translation>
    </message>
    <message>
        <source>Choose Game ▸ New Game to deal.</source>
        <translation>Wähle Spiel ▸ Neues Spiel, um zu geben.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: {who} win with %n point(s).</source>
        <extracomment>{who}: the tied winners (&quot;Ada and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Spiel vorbei: {who} gewinnen mit %n Punkt.</numerusform>
            <numerusform>Spiel vorbei: {who} gewinnen mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {who} wins with %n point(s).</source>
        <translation>
            <numerusform>Spiel vorbei: {who} gewinnt mit %n Punkt.</numerusform>
            <numerusform>Spiel vorbei: {who} gewinnt mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last turn ({who} went out): You can go out: press Go out, or discard a card</source>
        <translation>Letzter Zug ({who} hat ausgemacht): Du kannst ausmachen: drücke Ausmachen oder lege eine Karte ab</translation>
    </message>
    <message>
        <source>Last turn ({who} went out): your turn</source>
        <extracomment>The start of a status line in the last turns of a round; {who} went out.</extracomment>
        <translation>Letzter Zug ({who} hat ausgemacht): du bist dran</translation>
    </message>
    <message>
        <source>No card is offered now</source>
        <translation>Gerade wird keine Karte angeboten</translation>
    </message>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation>Gib den Computer an {name} weiter.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The round is over: see the scores.</source>
        <translation>Die Runde ist vorbei: sieh dir den Punktestand an.</translation>
    </message>
    <message>
        <source>The {card}: buy it ({buys}, {penalty}) or pass</source>
        <extracomment>The round&apos;s upcard is for sale; {buys}: &quot;2 buys left&quot;; {penalty}: &quot;no penalty&quot;.</extracomment>
        <translation>{card}: kaufen ({buys}, {penalty}) oder verzichten</translation>
    </message>
    <message>
        <source>Waiting for {who}.</source>
        <translation>Warte auf {who}.</translation>
    </message>
    <message>
        <source>You can go out: press Go out, or discard a card</source>
        <translation>Du kannst ausmachen: drücke Ausmachen oder lege eine Karte ab</translation>
    </message>
    <message>
        <source>Your turn</source>
        <extracomment>The start of a status line, before a colon and what to do.</extracomment>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <extracomment>The start of a status line when several people share the screen; {name} is whose.</extracomment>
        <translation>Du bist dran, {name}</translation>
    </message>
    <message>
        <source>no penalty</source>
        <extracomment>Part of the buy offer, in brackets: a buy costs no penalty card.</extracomment>
        <translation>ohne Strafkarte</translation>
    </message>
    <message numerus="yes">
        <source>plus %n penalty card(s)</source>
        <extracomment>Part of the buy offer, in brackets: the cards a buy costs besides the card.</extracomment>
        <translation>
            <numerusform>plus %n Strafkarte</numerusform>
            <numerusform>plus %n Strafkarten</numerusform>
        </translation>
    </message>
    <message>
        <source>{buyer} may buy the {card}; {player}&apos;s turn goes on after.</source>
        <extracomment>On the pass screen: {buyer} may buy {card} in the middle of {player}&apos;s turn.</extracomment>
        <translation>{buyer} darf {card} kaufen; danach geht der Zug von {player} weiter.</translation>
    </message>
    <message>
        <source>{names} and {name}</source>
        <extracomment>Winners of a tie named one after another: &quot;Ada and Bea&quot;.</extracomment>
        <translation>{names} und {name}</translation>
    </message>
    <message>
        <source>{turn}: collect {contract} ({game}, round {round}), or discard a card</source>
        <translation>{turn}: sammle {contract} ({game}, Runde {round}) oder lege eine Karte ab</translation>
    </message>
    <message>
        <source>{turn}: collect {contract} all at once ({game}, round {round}), or discard a card</source>
        <translation>{turn}: sammle {contract} auf einmal ({game}, Runde {round}) oder lege eine Karte ab</translation>
    </message>
    <message>
        <source>{turn}: collect {contract}, or discard a card</source>
        <translation>{turn}: sammle {contract} oder lege eine Karte ab</translation>
    </message>
    <message>
        <source>{turn}: discard a card</source>
        <extracomment>{turn}: &quot;Your turn&quot; (or &quot;Your turn, Ann&quot;).</extracomment>
        <translation>{turn}: lege eine Karte ab</translation>
    </message>
    <message>
        <source>{turn}: draw from the stock</source>
        <extracomment>{turn}: &quot;Your turn&quot; (or &quot;Your turn, Ann&quot;).</extracomment>
        <translation>{turn}: ziehe vom Talon</translation>
    </message>
    <message>
        <source>{turn}: draw from the stock or take the {card}</source>
        <extracomment>{turn}: &quot;Your turn&quot; (or &quot;Your turn, Ann&quot;); {card}: the top discard.</extracomment>
        <translation>{turn}: ziehe vom Talon oder nimm {card}</translation>
    </message>
    <message>
        <source>{turn}: lay down or collect {contract} ({game}, round {round}), or discard a card (looking at your hand…)</source>
        <translation>{turn}: lege {contract} aus oder sammle es ({game}, Runde {round}) oder lege eine Karte ab (dein Blatt wird geprüft…)</translation>
    </message>
    <message>
        <source>{turn}: lay down or collect {contract} all at once ({game}, round {round}), or discard a card (looking at your hand…)</source>
        <translation>{turn}: lege {contract} auf einmal aus oder sammle es ({game}, Runde {round}) oder lege eine Karte ab (dein Blatt wird geprüft…)</translation>
    </message>
    <message>
        <source>{turn}: lay down or collect {contract}, or discard a card (looking at your hand…)</source>
        <translation>{turn}: lege {contract} aus oder sammle es oder lege eine Karte ab (dein Blatt wird geprüft…)</translation>
    </message>
    <message>
        <source>{turn}: lay down {contract} ({game}, round {round}), or discard a card</source>
        <translation>{turn}: lege {contract} aus ({game}, Runde {round}) oder lege eine Karte ab</translation>
    </message>
    <message>
        <source>{turn}: lay down {contract} all at once ({game}, round {round}), or discard a card</source>
        <extracomment>{contract}: the round&apos;s melds (&quot;two sets of three&quot;); {game}: the game&apos;s name.</extracomment>
        <translation>{turn}: lege {contract} auf einmal aus ({game}, Runde {round}) oder lege eine Karte ab</translation>
    </message>
    <message>
        <source>{turn}: lay down {contract}, or discard a card</source>
        <extracomment>{contract}: the round&apos;s melds in words (&quot;a set of three and a run of four&quot;).</extracomment>
        <translation>{turn}: lege {contract} aus oder lege eine Karte ab</translation>
    </message>
    <message>
        <source>{turn}: lay off cards on the melds, or discard a card</source>
        <extracomment>{turn}: &quot;Your turn&quot; (or &quot;Your turn, Ann&quot;).</extracomment>
        <translation>{turn}: lege Karten an die Kombinationen an oder lege eine Karte ab</translation>
    </message>
    <message>
        <source>{who} is playing…</source>
        <translation>{who} spielt…</translation>
    </message>
    <message>
        <source>{who} is thinking…</source>
        <translation>{who} überlegt…</translation>
    </message>
    <message>
        <source>{who} may buy the {card}…</source>
        <extracomment>{who}: a player&apos;s name; {card}: the card offered for sale.</extracomment>
        <translation>{who} darf {card} kaufen…</translation>
    </message>
    <message>
        <source>{who} threw the {card}: buy it ({buys}, {penalty}) or pass</source>
        <extracomment>{who} threw {card}; {buys}: &quot;2 buys left&quot;; {penalty}: &quot;plus 1 penalty card&quot;.</extracomment>
        <translation>{who} hat {card} abgelegt: kaufen ({buys}, {penalty}) oder verzichten</translation>
    </message>
</context>
<context>
    <name>TableCaptions</name>
    <message>
        <source>Discard</source>
        <comment>pile</comment>
        <extracomment>Under the discard pile when its top card was turned up, not thrown: a noun.</extracomment>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>from {name}</source>
        <extracomment>Under the discard pile: who threw its top card (short).</extracomment>
        <translation>von {name}</translation>
    </message>
    <message>
        <source>your discard</source>
        <extracomment>Under the discard pile: the viewer threw its top card (short).</extracomment>
        <translation>deine Ablage</translation>
    </message>
</context>
<context>
    <name>TableChoice</name>
    <message>
        <source>Your choice</source>
        <extracomment>The title of a question of the table&apos;s (&quot;Where does the JK go?&quot;).</extracomment>
        <translation>Deine Wahl</translation>
    </message>
</context>
<context>
    <name>TableLooks</name>
    <message>
        <source>Blue baize</source>
        <translation>Blauer Filz</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Blaues Gitter</translation>
    </message>
    <message>
        <source>Green baize</source>
        <translation>Grüner Filz</translation>
    </message>
    <message>
        <source>Green lattice</source>
        <translation>Grünes Gitter</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation>Rotes Gitter</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Rückseite des Kartendecks</translation>
    </message>
    <message>
        <source>Wine baize</source>
        <translation>Weinroter Filz</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message numerus="yes">
        <source>%n buy(s) left</source>
        <translation>
            <numerusform>%n Kauf übrig</numerusform>
            <numerusform>%n Käufe übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) below</source>
        <extracomment>Spoken after the discard pile&apos;s top card: how many cards lie under it.</extracomment>
        <translation>
            <numerusform>%n Karte darunter</numerusform>
            <numerusform>%n Karten darunter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <extracomment>Spoken of a seat: its total score so far.</extracomment>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>A meld</source>
        <translation>Eine Kombination</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Ablagestapel: leer</translation>
    </message>
    <message>
        <source>Discard pile: {card}</source>
        <translation>Ablagestapel: {card}</translation>
    </message>
    <message>
        <source>Enter draws the top card</source>
        <translation>Eingabe zieht die oberste Karte</translation>
    </message>
    <message>
        <source>Enter takes it</source>
        <translation>Eingabe nimmt sie</translation>
    </message>
    <message>
        <source>Lay-down area</source>
        <translation>Auslagebereich</translation>
    </message>
    <message numerus="yes">
        <source>Lay-down area, %n meld(s) made</source>
        <translation>
            <numerusform>Auslagebereich, %n Kombination gebildet</numerusform>
            <numerusform>Auslagebereich, %n Kombinationen gebildet</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} is over. This round: {points}. Totals: {totals}.</source>
        <extracomment>{points}: each player&apos;s points this round (&quot;Ada 0, Bea 35&quot;); {totals}: so far.</extracomment>
        <translation>Runde {round} ist vorbei. Diese Runde: {points}. Gesamt: {totals}.</translation>
    </message>
    <message>
        <source>Round {round} is over. {name} went out. This round: {points}. Totals: {totals}.</source>
        <translation>Runde {round} ist vorbei. {name} hat ausgemacht. Diese Runde: {points}. Gesamt: {totals}.</translation>
    </message>
    <message>
        <source>Scores: {scores}.</source>
        <translation>Punktestand: {scores}.</translation>
    </message>
    <message>
        <source>Space on a held card lays it off here</source>
        <translation>Leertaste auf einer gehaltenen Karte legt sie hier an</translation>
    </message>
    <message>
        <source>Space picks it up; Enter selects it; X discards it</source>
        <extracomment>What the keys do to a card in the hand (the keys are the same in every language).</extracomment>
        <translation>Leertaste nimmt sie auf; Eingabe wählt sie aus; X legt sie ab</translation>
    </message>
    <message>
        <source>Space picks it up; L lays your melds down</source>
        <translation>Leertaste nimmt sie auf; L legt deine Kombinationen aus</translation>
    </message>
    <message>
        <source>Space puts the held cards here as a new meld</source>
        <translation>Leertaste legt die gehaltenen Karten hier als neue Kombination ab</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s), face down</source>
        <translation>
            <numerusform>Talon: %n Karte, verdeckt</numerusform>
            <numerusform>Talon: %n Karten, verdeckt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s).</source>
        <translation>
            <numerusform>Talon: %n Karte.</numerusform>
            <numerusform>Talon: %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You: %n card(s)</source>
        <extracomment>A seat&apos;s facts, spoken: the player&apos;s own, with the cards in hand.</extracomment>
        <translation>
            <numerusform>Du: %n Karte</numerusform>
            <numerusform>Du: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s): {groups}.</source>
        <extracomment>{groups}: the hand&apos;s groups, one after another, separated by semicolons.</extracomment>
        <translation>
            <numerusform>Deine Hand, %n Karte: {groups}.</numerusform>
            <numerusform>Deine Hand, %n Karten: {groups}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your melds: {melds}.</source>
        <translation>Deine Kombinationen: {melds}.</translation>
    </message>
    <message>
        <source>Your run: {cards}</source>
        <translation>Deine Folge: {cards}</translation>
    </message>
    <message>
        <source>Your set: {cards}</source>
        <translation>Dein Satz: {cards}</translation>
    </message>
    <message>
        <source>can be bought</source>
        <extracomment>Spoken after the discard pile&apos;s top card: the others may buy it now.</extracomment>
        <translation>kann gekauft werden</translation>
    </message>
    <message>
        <source>dead, cannot be taken</source>
        <extracomment>Spoken after the discard pile&apos;s top card: nobody may take it.</extracomment>
        <translation>tot, darf nicht genommen werden</translation>
    </message>
    <message>
        <source>down</source>
        <extracomment>Spoken of a seat: it has laid its contract down.</extracomment>
        <translation>hat ausgelegt</translation>
    </message>
    <message>
        <source>group {number}: {cards}</source>
        <extracomment>One group of the hand as it is arranged: {number} which, {cards} its cards.</extracomment>
        <translation>Gruppe {number}: {cards}</translation>
    </message>
    <message>
        <source>no cards</source>
        <extracomment>Spoken: a group of cards with nothing in it.</extracomment>
        <translation>keine Karten</translation>
    </message>
    <message>
        <source>not down</source>
        <extracomment>Spoken of a seat: it has not laid its contract down yet.</extracomment>
        <translation>hat nicht ausgelegt</translation>
    </message>
    <message>
        <source>not yet:</source>
        <extracomment>Spoken in place of the cross before a staged group&apos;s note (&quot;✗ not a meld&quot;).</extracomment>
        <translation>noch nicht:</translation>
    </message>
    <message>
        <source>the upcard</source>
        <extracomment>Spoken after the discard pile&apos;s top card: it was turned up at the deal.</extracomment>
        <translation>die aufgedeckte Startkarte</translation>
    </message>
    <message>
        <source>thrown by {name}</source>
        <extracomment>Spoken after the discard pile&apos;s top card: who threw it.</extracomment>
        <translation>abgelegt von {name}</translation>
    </message>
    <message>
        <source>to play</source>
        <extracomment>Spoken of a seat: it is its turn.</extracomment>
        <translation>ist am Zug</translation>
    </message>
    <message>
        <source>valid:</source>
        <extracomment>Spoken in place of the tick before a staged group&apos;s note (&quot;✔ run&quot;).</extracomment>
        <translation>gültig:</translation>
    </message>
    <message>
        <source>{card} as a {rank}</source>
        <extracomment>A wild card in a set and the rank it stands for (&quot;Joker as a Seven&quot;).</extracomment>
        <translation>{card} als {rank}</translation>
    </message>
    <message>
        <source>{card} as the {stands}</source>
        <extracomment>A wild card in a run and the card it stands for (&quot;Joker as the Six of hearts&quot;).</extracomment>
        <translation>{card} als {stands}</translation>
    </message>
    <message>
        <source>{card}, in meld {group} you are making, {position} of {count}</source>
        <extracomment>Spoken for a card in the lay-down area: {group} which staged meld it is in.</extracomment>
        <translation>{card}, in Kombination {group}, die du bildest, {position} von {count}</translation>
    </message>
    <message>
        <source>{card}, in your hand, {position} of {count}</source>
        <extracomment>Spoken for the focused card: {card} its name, {position} of {count} in the hand.</extracomment>
        <translation>{card}, in deiner Hand, {position} von {count}</translation>
    </message>
    <message>
        <source>{game}, round {round}: {words}.</source>
        <extracomment>The first sentence of the table&apos;s description: the game, the round and what it asks.</extracomment>
        <translation>{game}, Runde {round}: {words}.</translation>
    </message>
    <message>
        <source>{name} {points}</source>
        <extracomment>A player&apos;s name and points in a list of scores (&quot;Ada 40&quot;).</extracomment>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <source>{name}&apos;s run: {cards}</source>
        <translation>Folge von {name}: {cards}</translation>
    </message>
    <message>
        <source>{name}&apos;s set: {cards}</source>
        <extracomment>{name}: the player whose meld it is; {cards}: its cards.</extracomment>
        <translation>Satz von {name}: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <extracomment>A seat&apos;s facts, spoken: {name}, with the cards in their hand.</extracomment>
        <translation>
            <numerusform>{name}: %n Karte</numerusform>
            <numerusform>{name}: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>{seat}; melds: {melds}</source>
        <extracomment>A seat&apos;s facts, then its melds (each &quot;Ada&apos;s set: …&quot;).</extracomment>
        <translation>{seat}; Kombinationen: {melds}</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>Just deal a game</source>
        <translation>Einfach ein Spiel geben</translation>
    </message>
    <message>
        <source>Skip</source>
        <extracomment>Closes the welcome screen without a game.</extracomment>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>Start the guided round</source>
        <translation>Geführte Runde starten</translation>
    </message>
    <message>
        <source>The guided round deals a fixed hand against one computer player and shows each step.</source>
        <translation>Die geführte Runde gibt ein festes Blatt gegen einen Computerspieler und zeigt jeden Schritt.</translation>
    </message>
    <message>
        <source>Welcome to {app}</source>
        <translation>Willkommen bei {app}</translation>
    </message>
    <message>
        <source>Welcome! Which game would you like to learn?</source>
        <translation>Willkommen! Welches Spiel möchtest du lernen?</translation>
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
