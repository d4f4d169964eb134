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
    <message>
        <source>10 rounds of 7 to 16 cards; the last laid down and gone out at once</source>
        <translation>10 Runden mit 7 bis 16 Karten; in der letzten wird auf einmal ausgelegt und ausgemacht</translation>
    </message>
    <message>
        <source>10 rounds of contracts, jokers wild, buying</source>
        <translation>10 Runden mit Kontrakten, Joker wild, Kaufen</translation>
    </message>
    <message>
        <source>10s are wild</source>
        <translation>Zehnen sind wild</translation>
    </message>
    <message>
        <source>11 rounds of 3 to 13 cards, a new wild rank each round</source>
        <translation>11 Runden mit 3 bis 13 Karten, jede Runde ein neuer wilder Wert</translation>
    </message>
    <message>
        <source>2s are wild</source>
        <translation>Zweien sind wild</translation>
    </message>
    <message>
        <source>3s are wild</source>
        <translation>Dreien sind wild</translation>
    </message>
    <message>
        <source>4s are wild</source>
        <translation>Vieren sind wild</translation>
    </message>
    <message>
        <source>5s are wild</source>
        <translation>Fünfen sind wild</translation>
    </message>
    <message>
        <source>6s are wild</source>
        <translation>Sechsen sind wild</translation>
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
        <source>7s are wild</source>
        <translation>Siebenen sind wild</translation>
    </message>
    <message>
        <source>8s are wild</source>
        <translation>Achten sind wild</translation>
    </message>
    <message>
        <source>9s are wild</source>
        <translation>Neunen sind wild</translation>
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
        <source>a run of eight</source>
        <translation>eine Folge aus acht</translation>
    </message>
    <message>
        <source>a run of five</source>
        <translation>eine Folge aus fünf</translation>
    </message>
    <message>
        <source>a run of four</source>
        <translation>eine Folge aus vier</translation>
    </message>
    <message>
        <source>a run of nine</source>
        <translation>eine Folge aus neun</translation>
    </message>
    <message>
        <source>a run of seven</source>
        <translation>eine Folge aus sieben</translation>
    </message>
    <message>
        <source>a run of six</source>
        <translation>eine Folge aus sechs</translation>
    </message>
    <message>
        <source>a run of ten</source>
        <translation>eine Folge aus zehn</translation>
    </message>
    <message>
        <source>a run of three</source>
        <translation>eine Folge aus drei</translation>
    </message>
    <message>
        <source>a run of {size}</source>
        <translation>eine Folge aus {size}</translation>
    </message>
    <message>
        <source>a set of eight</source>
        <translation>ein Satz aus acht</translation>
    </message>
    <message>
        <source>a set of five</source>
        <translation>ein Satz aus fünf</translation>
    </message>
    <message>
        <source>a set of four</source>
        <translation>ein Satz aus vier</translation>
    </message>
    <message>
        <source>a set of nine</source>
        <translation>ein Satz aus neun</translation>
    </message>
    <message>
        <source>a set of seven</source>
        <translation>ein Satz aus sieben</translation>
    </message>
    <message>
        <source>a set of six</source>
        <translation>ein Satz aus sechs</translation>
    </message>
    <message>
        <source>a set of ten</source>
        <translation>ein Satz aus zehn</translation>
    </message>
    <message>
        <source>a set of three</source>
        <translation>ein Satz aus drei</translation>
    </message>
    <message>
        <source>a set of {size}</source>
        <translation>ein Satz aus {size}</translation>
    </message>
    <message>
        <source>aces are wild</source>
        <translation>Asse sind wild</translation>
    </message>
    <message>
        <source>cards of rank {rank} are wild</source>
        <translation>Karten mit dem Wert {rank} sind wild</translation>
    </message>
    <message>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>jacks are wild</source>
        <translation>Buben sind wild</translation>
    </message>
    <message>
        <source>kings are wild</source>
        <translation>Könige sind wild</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>A round that asks for no melds at all.</extracomment>
        <translation>nichts</translation>
    </message>
    <message>
        <source>queens are wild</source>
        <translation>Damen sind wild</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drei</translation>
    </message>
    <message>
        <source>two</source>
        <translation>zwei</translation>
    </message>
    <message>
        <source>{count} runs of eight</source>
        <translation>{count} Folgen aus acht</translation>
    </message>
    <message>
        <source>{count} runs of five</source>
        <translation>{count} Folgen aus fünf</translation>
    </message>
    <message>
        <source>{count} runs of four</source>
        <translation>{count} Folgen aus vier</translation>
    </message>
    <message>
        <source>{count} runs of nine</source>
        <translation>{count} Folgen aus neun</translation>
    </message>
    <message>
        <source>{count} runs of seven</source>
        <translation>{count} Folgen aus sieben</translation>
    </message>
    <message>
        <source>{count} runs of six</source>
        <translation>{count} Folgen aus sechs</translation>
    </message>
    <message>
        <source>{count} runs of ten</source>
        <translation>{count} Folgen aus zehn</translation>
    </message>
    <message>
        <source>{count} runs of three</source>
        <translation>{count} Folgen aus drei</translation>
    </message>
    <message>
        <source>{count} runs of {size}</source>
        <translation>{count} Folgen aus {size}</translation>
    </message>
    <message>
        <source>{count} sets of eight</source>
        <translation>{count} Sätze aus acht</translation>
    </message>
    <message>
        <source>{count} sets of five</source>
        <translation>{count} Sätze aus fünf</translation>
    </message>
    <message>
        <source>{count} sets of four</source>
        <translation>{count} Sätze aus vier</translation>
    </message>
    <message>
        <source>{count} sets of nine</source>
        <translation>{count} Sätze aus neun</translation>
    </message>
    <message>
        <source>{count} sets of seven</source>
        <translation>{count} Sätze aus sieben</translation>
    </message>
    <message>
        <source>{count} sets of six</source>
        <translation>{count} Sätze aus sechs</translation>
    </message>
    <message>
        <source>{count} sets of ten</source>
        <translation>{count} Sätze aus zehn</translation>
    </message>
    <message>
        <source>{count} sets of three</source>
        <translation>{count} Sätze aus drei</translation>
    </message>
    <message>
        <source>{count} sets of {size}</source>
        <translation>{count} Sätze aus {size}</translation>
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
        <source>Press Buy under the offer in the panel on the right (or B).</source>
        <extracomment>&quot;Buy&quot; is the button&apos;s name, under the words of the offer in the side panel.</extracomment>
        <translation>Drücke Kaufen unter dem Angebot im Bereich rechts (oder B).</translation>
    </message>
    <message>
        <source>Press Pass under the offer in the panel on the right (or P).</source>
        <extracomment>&quot;Pass&quot; is the button&apos;s name, under the words of the offer in the side panel.</extracomment>
        <translation>Drücke Verzichten unter dem Angebot im Bereich rechts (oder P).</translation>
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
    <name>HelpAbout</name>
    <message>
        <source>Built with</source>
        <translation>Erstellt mit</translation>
    </message>
    <message>
        <source>Card art</source>
        <translation>Kartenbilder</translation>
    </message>
    <message>
        <source>Hillbilly Rummy and Three Thirteen for the desktop: play against computer players or with friends on one computer.</source>
        <translation>Hillbilly Rummy und Three Thirteen für den Desktop: gegen Computerspieler oder mit Freunden an einem Computer spielen.</translation>
    </message>
    <message>
        <source>Python, PSF licence</source>
        <translation>Python, PSF-Lizenz</translation>
    </message>
    <message>
        <source>Qt 6 and PySide6 (Qt for Python), GNU LGPL v3</source>
        <translation>Qt 6 und PySide6 (Qt for Python), GNU LGPL v3</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>The cards are &lt;b&gt;SVG-cards&lt;/b&gt; {art_version} by David Bellot and contributors, shipped unmodified under the GNU Lesser General Public License 2.1. The licence and the list of authors come with the game, in its resources folder; you may replace the card file with any modified version of it, as the licence allows.</source>
        <translation>Die Karten sind &lt;b&gt;SVG-cards&lt;/b&gt; {art_version} von David Bellot und Mitwirkenden, unverändert mitgeliefert unter der GNU Lesser General Public License 2.1. Die Lizenz und die Liste der Autoren liegen dem Spiel in seinem Ressourcenordner bei; du darfst die Kartendatei durch jede veränderte Fassung ersetzen, wie die Lizenz es erlaubt.</translation>
    </message>
    <message>
        <source>The games follow the rules families play at the table; where tables disagree, the choice is a house rule you can make in the New Game dialog. Help ▸ How to play has them all.</source>
        <translation>Die Spiele folgen den Regeln, wie Familien sie am Tisch spielen; wo die Tische sich uneinig sind, ist die Wahl eine Hausregel, die du im Dialog „Neues Spiel“ treffen kannst. Hilfe ▸ Spielregeln nennt sie alle.</translation>
    </message>
    <message>
        <source>confusable_homoglyphs, MIT licence, with Unicode&apos;s confusables data (Unicode licence)</source>
        <translation>confusable_homoglyphs, MIT-Lizenz, mit den Verwechslungsdaten von Unicode (Unicode-Lizenz)</translation>
    </message>
    <message>
        <source>platformdirs, MIT licence</source>
        <translation>platformdirs, MIT-Lizenz</translation>
    </message>
    <message>
        <source>pydantic, MIT licence</source>
        <translation>pydantic, MIT-Lizenz</translation>
    </message>
</context>
<context>
    <name>HelpAccess</name>
    <message>
        <source>**At one computer with several people**, each hears only what they may know: your own draw (&quot;You drew the Eight of clubs&quot;) is said to you alone, and nothing private is said behind the pass screen.</source>
        <translation>**An einem Computer mit mehreren Personen** hört jede nur, was sie wissen darf: die eigene gezogene Karte („Du hast die Kreuz-Acht gezogen“) wird nur dir gesagt, und hinter dem Übergabebildschirm wird nichts Privates gesagt.</translation>
    </message>
    <message>
        <source>**F2 reads the whole situation**: the round and its contract or wild rank, your hand by the groups you arranged, the discard, the stock, each opponent&apos;s cards left, buys and melds, the scores and what to do now.</source>
        <translation>**F2 liest die ganze Lage vor**: die Runde und ihren Kontrakt oder den wilden Wert, deine Hand nach den Gruppen, die du geordnet hast, die Ablage, den Talon, die restlichen Karten, Käufe und Kombinationen jedes Gegners, die Punkte und was jetzt zu tun ist.</translation>
    </message>
    <message>
        <source>**Four-colour deck**: clubs green, diamonds blue, hearts red, spades black, as four-colour poker decks print them.</source>
        <translation>**Vierfarbiges Blatt**: Kreuz grün, Karo blau, Herz rot, Pik schwarz, wie vierfarbige Pokerblätter sie drucken.</translation>
    </message>
    <message>
        <source>**High-contrast table**: black felt, white edges and words, the seat in turn and the focus in yellow.</source>
        <translation>**Kontrastreicher Tisch**: schwarzer Filz, weiße Kanten und Schrift, der Platz am Zug und der Fokus in Gelb.</translation>
    </message>
    <message>
        <source>**Large index** (on unless you turn it off): a big rank and suit in the corners, the part of a card a fanned hand or a meld shows.</source>
        <translation>**Große Eckzeichen** (an, solange du sie nicht ausschaltest): Wert und Farbe groß in den Ecken, dem Teil einer Karte, den eine aufgefächerte Hand oder eine Kombination zeigt.</translation>
    </message>
    <message>
        <source>**The focused card or pile is named** as the arrows move: &quot;Seven of hearts, wild, in your hand, 4 of 9&quot;; &quot;Discard pile: Queen of clubs, thrown by Ada, can be bought&quot;; &quot;Ada&apos;s run: Five, Six, Seven of hearts&quot;; &quot;Stock: 31 cards&quot;. Its description says what the keys do there. While you carry cards it adds &quot;Holding the Seven of hearts&quot;, and on each place whether Space may put them down there, or why not.</source>
        <translation>**Die Karte oder der Stapel im Fokus wird genannt**, während die Pfeile wandern: „Herz-Sieben, wild, in deiner Hand, 4 von 9“; „Ablagestapel: Kreuz-Dame, abgelegt von Ada, kann gekauft werden“; „Adas Folge: Herz Fünf, Sechs, Sieben“; „Talon: 31 Karten“. Die Beschreibung sagt, was die Tasten dort tun. Während du Karten trägst, kommt „Du hältst die Herz-Sieben“ hinzu, und an jeder Stelle, ob die Leertaste sie dort ablegen kann oder warum nicht.</translation>
    </message>
    <message>
        <source>**The table can be browsed** with the screen reader&apos;s own review (Orca&apos;s flat review, NVDA&apos;s object navigation) without moving the game&apos;s focus: &quot;Your hand, 9 cards&quot; and each card in order (and whether it is selected), each meld you are making, the stock, the discard pile, each meld on the table and each player (&quot;Ada: 7 cards, not down, 40 points&quot;).</source>
        <translation>**Der Tisch lässt sich durchsuchen** mit der eigenen Erkundung des Bildschirmlesers (Orcas flache Ansicht, die Objektnavigation von NVDA), ohne den Fokus des Spiels zu bewegen: „Deine Hand, 9 Karten“ und jede Karte der Reihe nach (und ob sie ausgewählt ist), jede Kombination im Aufbau, der Talon, der Ablagestapel, jede Kombination auf dem Tisch und jeder Spieler („Ada: 7 Karten, nicht ausgelegt, 40 Punkte“).</translation>
    </message>
    <message>
        <source>**What happens at the table is announced** as it happens, one line after the other at a pace one can follow: the others&apos; draws, discards, buys, lay-downs and lay-offs, who went out, the round&apos;s scores, and what to do now (&quot;Your turn: draw from the stock or take the King of hearts&quot;). Cards are said in words, never as symbols.</source>
        <translation>**Was am Tisch geschieht, wird angesagt**, sobald es geschieht, eine Zeile nach der anderen in einem Tempo, dem man folgen kann: was die anderen ziehen, ablegen, kaufen, auslegen und anlegen, wer ausgemacht hat, die Punkte der Runde und was jetzt zu tun ist („Du bist am Zug: vom Talon ziehen oder den Herz-König nehmen“). Karten werden in Worten genannt, nie als Symbole.</translation>
    </message>
    <message>
        <source>**{move}**: {keys}</source>
        <translation>**{move}**: {keys}</translation>
    </message>
    <message>
        <source>Alt + underlined letter</source>
        <translation>Alt + unterstrichener Buchstabe</translation>
    </message>
    <message>
        <source>Alt+G, Alt+P, Alt+V, Alt+H</source>
        <extracomment>The menus&apos; own Alt keys, as the menu titles underline them in this language.</extracomment>
        <translation>Alt+S, Alt+Z, Alt+A, Alt+H</translation>
    </message>
    <message>
        <source>B or P while a card is offered to you (the status line and the screen reader say so).</source>
        <translation>B oder P, solange dir eine Karte angeboten wird (die Statuszeile und der Bildschirmleser sagen es).</translation>
    </message>
    <message>
        <source>Back out one step: put down what you hold, then clear the selection, then send the melds you are building back to your hand.</source>
        <translation>Einen Schritt zurück: erst ablegen, was du hältst, dann die Auswahl aufheben, dann die Kombinationen im Aufbau auf die Hand zurückschicken.</translation>
    </message>
    <message>
        <source>Both games can be played from start to finish with the keyboard alone, and by ear with a screen reader. Press **Tab** to reach the table from the buttons; the table is where the keys below work.</source>
        <translation>Beide Spiele lassen sich von Anfang bis Ende allein mit der Tastatur spielen, und nach Gehör mit einem Bildschirmleser. Drücke **Tab**, um von den Schaltflächen zum Tisch zu kommen; auf dem Tisch wirken die Tasten unten.</translation>
    </message>
    <message>
        <source>Build melds (Hillbilly)</source>
        <translation>Kombinationen bauen (Hillbilly)</translation>
    </message>
    <message>
        <source>Buy or pass</source>
        <translation>Kaufen oder verzichten</translation>
    </message>
    <message>
        <source>Choose among radio buttons (the game in New Game) and in lists and boxes.</source>
        <translation>Zwischen Optionsfeldern wählen (das Spiel in „Neues Spiel“) und in Listen und Auswahlfeldern.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Strg+R</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Strg+Umschalt+S</translation>
    </message>
    <message>
        <source>Ctrl+Tab</source>
        <translation>Strg+Tab</translation>
    </message>
    <message>
        <source>D, or Enter on the stock.</source>
        <translation>D, oder Eingabe auf dem Talon.</translation>
    </message>
    <message>
        <source>Dialogs</source>
        <translation>Dialoge</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Each move</source>
        <translation>Jeder Zug</translation>
    </message>
    <message>
        <source>Enter / Esc</source>
        <translation>Eingabe / Esc</translation>
    </message>
    <message>
        <source>Enter on each card of a meld, Space, arrows up to the lay-down area, Space. Each group you put down there is a meld being built; a line under it says whether it is a set or a run yet (✔ or ✗, read out in words).</source>
        <translation>Eingabe auf jeder Karte einer Kombination, Leertaste, Pfeile hinauf zur Auslagefläche, Leertaste. Jede Gruppe, die du dort ablegst, ist eine Kombination im Aufbau; eine Zeile darunter sagt, ob sie schon ein Satz oder eine Folge ist (✔ oder ✗, in Worten vorgelesen).</translation>
    </message>
    <message>
        <source>Every shortcut</source>
        <translation>Alle Tastenkürzel</translation>
    </message>
    <message>
        <source>G, with the card to throw focused or selected.</source>
        <translation>G, mit der abzuwerfenden Karte im Fokus oder ausgewählt.</translation>
    </message>
    <message>
        <source>Go out (Three Thirteen)</source>
        <translation>Ausmachen (Three Thirteen)</translation>
    </message>
    <message>
        <source>Go straight to that control.</source>
        <translation>Direkt zu diesem Element springen.</translation>
    </message>
    <message>
        <source>H: the hint is shown and read out.</source>
        <translation>H: der Tipp wird gezeigt und vorgelesen.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>In a game of several people at one computer the keys go to the &quot;I&apos;m …: show my cards&quot; button: Space or Enter shows your hand.</source>
        <translation>Spielen mehrere Personen an einem Computer, gehen die Tasten an die Schaltfläche „Ich bin …: meine Karten zeigen“: Leertaste oder Eingabe zeigt deine Hand.</translation>
    </message>
    <message>
        <source>Key</source>
        <extracomment>A column heading of the page&apos;s tables of keys: the key pressed.</extracomment>
        <translation>Taste</translation>
    </message>
    <message>
        <source>L, once the groups make the round&apos;s contract.</source>
        <translation>L, sobald die Gruppen den Kontrakt der Runde erfüllen.</translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation>Auslegen</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <source>Move the focus between your cards, the stock, the discard, the melds on the table and the lay-down area. A ring shows where it is; a screen reader says the card or pile.</source>
        <translation>Den Fokus zwischen deinen Karten, dem Talon, der Ablage, den Kombinationen auf dem Tisch und der Auslagefläche bewegen. Ein Rahmen zeigt, wo er ist; ein Bildschirmleser nennt die Karte oder den Stapel.</translation>
    </message>
    <message>
        <source>Nothing is told by colour alone: a place a card may go has a tick (✔), one it may not a cross (✖) and the reason in words, the hint&apos;s cards a dashed outline (and the hint in words), the seat in turn a ▶ before its name, a wild card a star in its corner, a meld being built a ✔ or ✗ line. The window follows the system&apos;s font size and scale factor.</source>
        <translation>Nichts wird allein durch Farbe gesagt: ein Platz, an den eine Karte darf, hat ein Häkchen (✔), einer, an den sie nicht darf, ein Kreuz (✖) und den Grund in Worten, die Karten des Tipps einen gestrichelten Umriss (und den Tipp in Worten), der Platz am Zug ein ▶ vor dem Namen, eine wilde Karte einen Stern in der Ecke, eine Kombination im Aufbau eine Zeile mit ✔ oder ✗. Das Fenster folgt der Schriftgröße und dem Skalierungsfaktor des Systems.</translation>
    </message>
    <message>
        <source>On the stock: draw. On the discard: take it. On a card of yours: select it (or unselect). While holding cards: put them down.</source>
        <translation>Auf dem Talon: ziehen. Auf der Ablage: sie nehmen. Auf einer eigenen Karte: sie auswählen (oder abwählen). Beim Halten von Karten: sie ablegen.</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
    <message>
        <source>Open the Game, Play, View or Help menu; arrows and Enter choose</source>
        <translation>Das Menü Spiel, Zug, Ansicht oder Hilfe öffnen; Pfeile und Eingabe wählen</translation>
    </message>
    <message>
        <source>Order your hand</source>
        <translation>Die Hand ordnen</translation>
    </message>
    <message>
        <source>Pass screen</source>
        <translation>Übergabebildschirm</translation>
    </message>
    <message>
        <source>Pick up the focused card (or all the selected cards, if it is one of them), or the top of the stock or discard; press Space again where they should go.</source>
        <translation>Die Karte im Fokus aufnehmen (oder alle ausgewählten Karten, wenn sie eine davon ist) oder die oberste Karte von Talon oder Ablage; dort, wo sie hin sollen, wieder die Leertaste drücken.</translation>
    </message>
    <message>
        <source>Playing without a mouse or without sight</source>
        <translation>Spielen ohne Maus oder ohne Sehvermögen</translation>
    </message>
    <message>
        <source>Preferences ▸ General ▸ *Seeing the cards*:</source>
        <translation>Einstellungen ▸ Allgemein ▸ *Karten gut erkennen*:</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Review the game, move by move (once it is over)</source>
        <translation>Die Partie Zug für Zug analysieren (wenn sie vorbei ist)</translation>
    </message>
    <message>
        <source>Rummy Desktop speaks through the screen reader you use (Orca on Linux, NVDA or Narrator on Windows, VoiceOver on macOS); it has no voice of its own.</source>
        <translation>Rummy Desktop spricht über den Bildschirmleser, den du benutzt (Orca unter Linux, NVDA oder die Sprachausgabe unter Windows, VoiceOver unter macOS); eine eigene Stimme hat es nicht.</translation>
    </message>
    <message>
        <source>Save the game under a new name</source>
        <translation>Das Spiel unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>Space on a card, arrows to where it goes, Space. Or R, S (sort) and A (arrange into melds).</source>
        <translation>Leertaste auf einer Karte, Pfeile dorthin, wo sie hin soll, Leertaste. Oder R, S (sortieren) und A (in Kombinationen ordnen).</translation>
    </message>
    <message>
        <source>Space on the card the wild stands for, arrows to that meld, Space; the game asks where the wild goes.</source>
        <translation>Leertaste auf der Karte, die der Joker vertritt, Pfeile zu dieser Kombination, Leertaste; das Spiel fragt, wohin der Joker kommt.</translation>
    </message>
    <message>
        <source>Space on the card, arrows to the meld on the table, Space. If it fits at both ends of a run the game asks which: arrows and Enter.</source>
        <translation>Leertaste auf der Karte, Pfeile zur Kombination auf dem Tisch, Leertaste. Passt sie an beide Enden einer Folge, fragt das Spiel, an welches: Pfeile und Eingabe.</translation>
    </message>
    <message>
        <source>Swap a wild</source>
        <translation>Joker tauschen</translation>
    </message>
    <message>
        <source>T, or Enter on the discard.</source>
        <translation>T, oder Eingabe auf der Ablage.</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Die Ablagekarte nehmen</translation>
    </message>
    <message>
        <source>The dialog&apos;s main button (Deal, OK, Deal round N) / Cancel or Close.</source>
        <translation>Die Hauptschaltfläche des Dialogs (Geben, OK, Runde N geben) / Abbrechen oder Schließen.</translation>
    </message>
    <message>
        <source>The next / the previous control.</source>
        <translation>Das nächste / das vorige Element.</translation>
    </message>
    <message>
        <source>The next page of a dialog with pages (New Game&apos;s house rules, Preferences).</source>
        <translation>Die nächste Seite eines Dialogs mit Seiten (die Hausregeln von „Neues Spiel“, Einstellungen).</translation>
    </message>
    <message>
        <source>Tick a box, press the focused button.</source>
        <translation>Ein Kästchen ankreuzen, die Schaltfläche im Fokus drücken.</translation>
    </message>
    <message>
        <source>What it does</source>
        <extracomment>A column heading of the page&apos;s tables of keys: what pressing the key does.</extracomment>
        <translation>Was sie tut</translation>
    </message>
    <message>
        <source>With a screen reader</source>
        <translation>Mit einem Bildschirmleser</translation>
    </message>
    <message>
        <source>X discards the focused card, or Space on it, arrows to the discard pile, Space.</source>
        <translation>X legt die Karte im Fokus ab, oder Leertaste auf ihr, Pfeile zum Ablagestapel, Leertaste.</translation>
    </message>
    <message>
        <source>↑ ↓, Home and End step through the moves; Tab reaches the position&apos;s text.</source>
        <translation>↑ ↓, Pos1 und Ende gehen durch die Züge; Tab erreicht den Text zur Stellung.</translation>
    </message>
</context>
<context>
    <name>HelpKeys</name>
    <message>
        <source>Arrange your hand into melds</source>
        <translation>Die Hand in Kombinationen ordnen</translation>
    </message>
    <message>
        <source>Back out of a half-made move: the card you hold, then the selection, then the melds you are building</source>
        <translation>Einen halb gemachten Zug zurücknehmen: erst die gehaltene Karte, dann die Auswahl, dann die Kombinationen im Aufbau</translation>
    </message>
    <message>
        <source>Buy / pass when a card is offered</source>
        <translation>Kaufen / verzichten, wenn eine Karte angeboten wird</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Strg+,</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Strg+N</translation>
    </message>
    <message>
        <source>Ctrl+O / Ctrl+S</source>
        <translation>Strg+O / Strg+S</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Shift+Z or Ctrl+Y</source>
        <translation>Strg+Z / Strg+Umschalt+Z oder Strg+Y</translation>
    </message>
    <message>
        <source>Ctrl+click, Shift+click</source>
        <translation>Strg+Klick, Umschalt+Klick</translation>
    </message>
    <message>
        <source>Ctrl+wheel, Ctrl++ / Ctrl+-</source>
        <translation>Strg+Mausrad, Strg++ / Strg+-</translation>
    </message>
    <message>
        <source>Discard the selected card (or the card the keyboard is on)</source>
        <translation>Die ausgewählte Karte ablegen (oder die Karte, auf der die Tastatur steht)</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>Doppelklick</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Vom Talon ziehen</translation>
    </message>
    <message>
        <source>Draw or take from the pile you are on, or select the card; put down a held card</source>
        <translation>Vom Stapel ziehen oder nehmen, auf dem man steht, oder die Karte auswählen; eine gehaltene Karte ablegen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Go out (Three Thirteen)</source>
        <translation>Ausmachen (Three Thirteen)</translation>
    </message>
    <message>
        <source>Go to the next player&apos;s seat: their cards left, melds and score (arrows lead back)</source>
        <translation>Zum Platz des nächsten Spielers: seine restlichen Karten, Kombinationen und Punkte (die Pfeile führen zurück)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
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
        <source>Larger / smaller cards (View ▸ Card size)</source>
        <translation>Größere / kleinere Karten (Ansicht ▸ Kartengröße)</translation>
    </message>
    <message>
        <source>Lay down the staged melds</source>
        <translation>Die vorbereiteten Kombinationen auslegen</translation>
    </message>
    <message>
        <source>Move between the table, the buttons and Table Talk</source>
        <translation>Zwischen Tisch, Schaltflächen und Tischgespräch wechseln</translation>
    </message>
    <message>
        <source>Move between your cards and the piles</source>
        <translation>Zwischen den eigenen Karten und den Stapeln wechseln</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Open / save a game</source>
        <translation>Ein Spiel öffnen / speichern</translation>
    </message>
    <message>
        <source>Pick up the card you are on / put it down where you are: on the lay-down area a new group, on a group&apos;s card that group (a note by the ring says which). When the ring is hidden, the first Space or Enter shows it</source>
        <translation>Die Karte aufnehmen, auf der man steht / sie dort ablegen, wo man steht: in der Auslagefläche als neue Gruppe, auf der Karte einer Gruppe in diese Gruppe (ein Hinweis am Rahmen sagt, welche). Ist der Rahmen verborgen, zeigt ihn die erste Leertaste oder Eingabe</translation>
    </message>
    <message>
        <source>Preferences (the four-colour deck, the large index, the high-contrast table)</source>
        <translation>Einstellungen (vierfarbiges Blatt, große Eckzeichen, kontrastreicher Tisch)</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Read the whole situation aloud (with a screen reader)</source>
        <translation>Die ganze Lage vorlesen (mit einem Bildschirmleser)</translation>
    </message>
    <message>
        <source>Select several cards to drag together</source>
        <translation>Mehrere Karten auswählen, um sie zusammen zu ziehen</translation>
    </message>
    <message>
        <source>Sort your hand by rank / by suit</source>
        <translation>Die Hand nach Wert / nach Farbe sortieren</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Umschalt+Tab</translation>
    </message>
    <message>
        <source>Take the top discard</source>
        <translation>Die oberste Ablagekarte nehmen</translation>
    </message>
    <message>
        <source>The stock: draw. A card in your hand: discard it</source>
        <translation>Auf dem Talon: ziehen. Auf einer Karte der Hand: sie ablegen</translation>
    </message>
    <message>
        <source>Undo your last move / redo it</source>
        <translation>Den letzten Zug rückgängig machen / wiederholen</translation>
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
    <name>HelpRules</name>
    <message>
        <source>**A meld may hold at most one wild card**, at all times, whether you are laying down or adding to a meld. So a set needs at least 2 natural cards (3 in the set of 4), a run of 4 needs at least 3, and a meld can never be all wild. 7♥ 7♠ JK is a set; 7♥ JK JK is not.</source>
        <translation>**Eine Kombination darf höchstens eine wilde Karte enthalten**, und zwar jederzeit, ob du auslegst oder an eine Kombination anlegst. Ein Satz braucht also mindestens 2 echte Karten (3 beim Satz zu 4), eine Folge zu 4 mindestens 3, und eine Kombination kann nie nur aus wilden Karten bestehen. 7♥ 7♠ JK ist ein Satz; 7♥ JK JK nicht.</translation>
    </message>
    <message>
        <source>**A round nobody lays down in.** In Hillbilly and the other contract games, once the stock has been refilled five times in a round in which nobody has laid down yet, the next time it runs out the round ends on the spot instead of another refill: nobody has gone out, and everyone scores the cards they hold, as above. A table&apos;s own contract can ask for more than a hand can ever gather (twelve cards in two sets of naturals, all at once, with only two decks): without this rule such a round would deal the same hopeless hands for ever. Ordinary play stays below it: in 400 games of the four contract games between the computer players (2 to 4 seats, 3,100 rounds), no round went past three refills with nobody down.</source>
        <translation>**Eine Runde, in der niemand auslegt.** In Hillbilly und den anderen Kontraktspielen endet die Runde, sobald der Talon in einer Runde, in der noch niemand ausgelegt hat, fünfmal neu gebildet wurde, beim nächsten Aufbrauchen auf der Stelle, statt ihn noch einmal aufzufüllen: Niemand hat ausgemacht, und jeder zählt die Karten, die er hält, wie oben. Ein eigener Kontrakt eines Tisches kann mehr verlangen, als eine Hand je sammeln kann (zwölf Karten in zwei Sätzen aus echten Karten, alles auf einmal, mit nur zwei Blättern): Ohne diese Regel würde eine solche Runde ewig dieselben aussichtslosen Hände geben. Normales Spiel bleibt darunter: In 400 Partien der vier Kontraktspiele zwischen Computerspielern (2 bis 4 Plätze, 3.100 Runden) ging keine Runde über drei Neubildungen hinaus, ohne dass jemand ausgelegt hatte.</translation>
    </message>
    <message>
        <source>**Build your contract**: drag cards from your hand into the **lay-down area** under the piles. Each group you drop there is a meld being built; drop a card onto a group to add it to that group, or onto the hand to take it back. Under each group a line says whether it is a set or a run yet. Hold Ctrl and click several cards to drag them together.</source>
        <translation>**Kontrakt aufbauen**: Ziehe Karten aus deiner Hand in die **Auslagefläche** unter den Stapeln. Jede Gruppe, die du dort ablegst, ist eine Kombination im Aufbau; lege eine Karte auf eine Gruppe, um sie ihr hinzuzufügen, oder auf die Hand, um sie zurückzunehmen. Unter jeder Gruppe sagt eine Zeile, ob sie schon ein Satz oder eine Folge ist. Halte Strg gedrückt und klicke mehrere Karten an, um sie zusammen zu ziehen.</translation>
    </message>
    <message>
        <source>**Buy**: when a thrown card may be bought, a box beside the table offers it to you alone: **Buy** (B) or **Pass** (P). In hot seat, the card is offered when the player in turn draws from the stock: the computer goes to each person who may buy it, then back to the player in turn to finish; the pass screen says so each time. With two players only the round&apos;s first upcard can be bought: the dealer is offered it when the first player passes on it (nobody may buy back their own discard); Table Talk tells both players who bought it or that it was passed.</source>
        <translation>**Kaufen**: Darf eine abgeworfene Karte gekauft werden, bietet sie dir ein Feld neben dem Tisch an, nur dir: **Kaufen** (B) oder **Verzichten** (P). Spielen mehrere an einem Computer, wird die Karte angeboten, wenn der Spieler am Zug vom Talon zieht: Der Computer geht zu jeder Person, die sie kaufen darf, und dann zurück zum Spieler am Zug, der seinen Zug beendet; der Übergabebildschirm sagt es jedes Mal. Zu zweit kann nur die erste aufgedeckte Karte der Runde gekauft werden: Sie wird dem Geber angeboten, wenn der erste Spieler sie nicht nimmt (niemand darf seine eigene abgeworfene Karte zurückkaufen); das Tischgespräch sagt beiden Spielern, wer sie gekauft hat oder dass verzichtet wurde.</translation>
    </message>
    <message>
        <source>**Discard one card** onto the discard pile, unless you have just gone out by playing your last card on the table.</source>
        <translation>**Eine Karte abwerfen** auf den Ablagestapel, außer du hast gerade ausgemacht, indem du deine letzte Karte auf den Tisch gespielt hast.</translation>
    </message>
    <message>
        <source>**Discard**: drag a card onto the discard pile, or double-click it, or select it and press X. Your turn ends.</source>
        <translation>**Ablegen**: Ziehe eine Karte auf den Ablagestapel, doppelklicke sie oder wähle sie aus und drücke X. Dein Zug ist zu Ende.</translation>
    </message>
    <message>
        <source>**Draw one card**: take the upcard, or pass on it and draw the top card of the stock. When you pass on a fresh upcard, the other players get a chance to buy it before you draw from the stock (see [Buying](#buying)).</source>
        <translation>**Eine Karte ziehen**: Nimm die offene Karte, oder verzichte auf sie und zieh die oberste Karte des Talons. Verzichtest du auf eine frisch abgeworfene Karte, haben die anderen Spieler die Gelegenheit, sie zu kaufen, bevor du vom Talon ziehst (siehe [Kaufen](#buying)).</translation>
    </message>
    <message>
        <source>**Draw**: drag the top card of the stock into your hand, or double-click the stock (key D). To take the top discard instead, drag it into your hand (key T).</source>
        <translation>**Ziehen**: Ziehe die oberste Karte des Talons in deine Hand oder doppelklicke den Talon (Taste D). Um stattdessen die oberste Ablagekarte zu nehmen, ziehe sie in deine Hand (Taste T).</translation>
    </message>
    <message>
        <source>**End of the game.** After the last round the player with the lowest total wins. If two or more players share the lowest total, they are all winners.</source>
        <translation>**Ende des Spiels.** Nach der letzten Runde gewinnt der Spieler mit der niedrigsten Gesamtpunktzahl. Teilen sich zwei oder mehr Spieler die niedrigste Summe, gewinnen sie alle.</translation>
    </message>
    <message>
        <source>**Go out**: in rounds 1 to 9 you are out when your last card is laid off or discarded; in round 10 you lay down every card but one and discard it, all in one move.</source>
        <translation>**Ausmachen**: In den Runden 1 bis 9 hast du ausgemacht, wenn deine letzte Karte angelegt oder abgelegt ist; in Runde 10 legst du alle Karten bis auf eine aus und wirfst diese ab, alles in einem Zug.</translation>
    </message>
    <message>
        <source>**Go out**: when every card but one fits into melds, **Go out** lights up. Click the card to throw away (or the game picks one) and press **Go out** (G).</source>
        <translation>**Ausmachen**: Passen alle Karten bis auf eine in Kombinationen, leuchtet **Ausmachen** auf. Klicke die Karte an, die du abwerfen willst (oder das Spiel wählt eine), und drücke **Ausmachen** (G).</translation>
    </message>
    <message>
        <source>**Hint**: press **Hint** (H): it says what it would do and why, and lights the cards.</source>
        <translation>**Tipp**: Drücke **Tipp** (H): Er sagt, was er tun würde und warum, und hebt die Karten hervor.</translation>
    </message>
    <message>
        <source>**Host a table** (Game ▸ Host a table…): choose the game, the house rules and the seats as in New Game. The first person&apos;s seat is yours; each other person&apos;s seat waits for somebody who joins; computers play theirs. Tell the others the **table code**. The lobby shows who has joined; press **Start the game** when you are ready (computers play the seats still free).</source>
        <translation>**Einen Tisch eröffnen** (Spiel ▸ Einen Tisch eröffnen…): Wähle das Spiel, die Hausregeln und die Plätze wie bei „Neues Spiel“. Der Platz der ersten Person ist deiner; der Platz jeder weiteren Person wartet auf jemanden, der beitritt; Computer spielen ihre Plätze selbst. Sag den anderen den **Tischcode**. Die Lobby zeigt, wer beigetreten ist; drücke **Spiel beginnen**, wenn du bereit bist (Computer spielen die noch freien Plätze).</translation>
    </message>
    <message>
        <source>**If the app stops while you host** (a crash, a power cut), start it again: it asks whether to host your table again, on the same port with the same code. The others come back by themselves if their windows are still trying (for a minute); a computer plays for anyone who is not back. Quitting on purpose (Quit, New Game or Open while you host) asks first and closes the table for everyone: it is not kept.</source>
        <translation>**Wenn die App stoppt, während du einen Tisch eröffnet hast** (ein Absturz, ein Stromausfall), starte sie neu: Sie fragt, ob du deinen Tisch wieder eröffnen willst, auf demselben Port mit demselben Code. Die anderen kommen von selbst zurück, wenn ihre Fenster es noch versuchen (eine Minute lang); ein Computer spielt für alle, die nicht zurück sind. Wer absichtlich aufhört (Beenden, Neues Spiel oder Öffnen, während du einen Tisch eröffnet hast), wird zuerst gefragt und schließt den Tisch für alle: Er wird nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>**If they pass on it, it is offered for sale**, to the other players in turn order, starting with the player after them and going round the table. The first player who wants it gets it. You can buy only if:
   - you are not the player who just discarded it (you can&apos;t buy back your own card);
   - you have not laid down yet this round;
   - you have buys left this round: 3 in rounds 1 to 9, 4 in round 10;
   - there are enough cards left for the penalty card and the next player&apos;s draw (see below).</source>
        <translation>**Verzichtet er, wird sie zum Kauf angeboten**, den anderen Spielern in Spielreihenfolge, beginnend mit dem Spieler nach ihm und reihum um den Tisch. Der erste Spieler, der sie will, bekommt sie. Du kannst nur kaufen, wenn:
   - du nicht der Spieler bist, der sie gerade abgeworfen hat (die eigene Karte kannst du nicht zurückkaufen);
   - du in dieser Runde noch nicht ausgelegt hast;
   - du in dieser Runde noch Käufe übrig hast: 3 in den Runden 1 bis 9, 4 in Runde 10;
   - genug Karten für die Strafkarte und den Zug des nächsten Spielers übrig sind (siehe unten).</translation>
    </message>
    <message>
        <source>**Join a table** (Game ▸ Join a table…): tables on your local network are listed; pick one, or type the host&apos;s address (such as 192.168.1.20:8765), then the code and your name.</source>
        <translation>**Einem Tisch beitreten** (Spiel ▸ Einem Tisch beitreten…): Die Tische in deinem lokalen Netz werden aufgelistet; wähle einen aus oder gib die Adresse des Gastgebers ein (etwa 192.168.1.20:8765), dann den Code und deinen Namen.</translation>
    </message>
    <message>
        <source>**Lay down**: when the groups meet the round&apos;s contract, **Lay down** lights up: press it (L).</source>
        <translation>**Auslegen**: Erfüllen die Gruppen den Kontrakt der Runde, leuchtet **Auslegen** auf: Drücke es (L).</translation>
    </message>
    <message>
        <source>**Lay off**: once you are down, drag a card onto any meld on the table; on a run, drop it on the end where it goes. The meld lights green when the card fits, red with the reason when not.</source>
        <translation>**Anlegen**: Sobald du ausgelegt hast, ziehe eine Karte auf eine beliebige Kombination auf dem Tisch; bei einer Folge lege sie an dem Ende ab, wo sie hingehört. Die Kombination leuchtet grün, wenn die Karte passt, sonst rot mit dem Grund.</translation>
    </message>
    <message>
        <source>**Round 10.** Nobody lays down in round 10 until they can go out in the same turn:</source>
        <translation>**Runde 10.** In Runde 10 legt niemand aus, bevor er im selben Zug ausmachen kann:</translation>
    </message>
    <message>
        <source>**Rounds 1 to 9.** Once you are down, you go out when your last card leaves your hand, either by discarding it or by laying it off onto a meld. The round ends at once; nobody else gets another turn. You score 0 for the round.</source>
        <translation>**Runden 1 bis 9.** Sobald du ausgelegt hast, machst du aus, wenn deine letzte Karte deine Hand verlässt, ob du sie abwirfst oder an eine Kombination anlegst. Die Runde endet sofort; niemand sonst kommt noch einmal dran. Du bekommst 0 Punkte für die Runde.</translation>
    </message>
    <message>
        <source>**Runs**: three or more cards of one suit in order, up to 13 cards. The ace is **always low**: A 2 3 is a run, Q K A and K A 2 are not. A run never holds the same rank twice.</source>
        <translation>**Folgen**: drei oder mehr Karten einer Farbe in lückenloser Reihe, bis zu 13 Karten. Das Ass ist **immer niedrig**: A 2 3 ist eine Folge, Q K A und K A 2 sind es nicht. Eine Folge enthält nie zweimal denselben Wert.</translation>
    </message>
    <message>
        <source>**Seating and dealing.** Players sit round the table; &quot;left&quot; means the next player clockwise. The dealer deals one card at a time, clockwise, starting with the player on their left, until everyone has the round&apos;s number of cards. The rest of the pack is the stock; its top card is turned face up to start the discard pile. The player on the dealer&apos;s left plays first, and the deal passes one seat to the left after every round.</source>
        <translation>**Sitzordnung und Geben.** Die Spieler sitzen rund um den Tisch; „links“ heißt der nächste Spieler im Uhrzeigersinn. Der Geber teilt die Karten einzeln im Uhrzeigersinn aus, beginnend bei dem Spieler zu seiner Linken, bis jeder die Kartenzahl der Runde hat. Der Rest des Spiels ist der Talon; seine oberste Karte wird aufgedeckt und beginnt den Ablagestapel. Der Spieler links vom Geber spielt zuerst, und das Geben wandert nach jeder Runde einen Platz nach links.</translation>
    </message>
    <message>
        <source>**Sets**: three or more cards of the same rank, any size; identical cards from different decks are fine (7♥ 7♥ 7♠).</source>
        <translation>**Sätze**: drei oder mehr Karten desselben Werts, beliebig groß; gleiche Karten aus verschiedenen Blättern sind erlaubt (7♥ 7♥ 7♠).</translation>
    </message>
    <message>
        <source>**Swap a wild**: drag the card a wild stands for onto that wild in a meld; the game asks where the wild will go.</source>
        <translation>**Joker tauschen**: Ziehe die Karte, die ein Joker vertritt, auf diesen Joker in einer Kombination; das Spiel fragt, wohin der Joker kommt.</translation>
    </message>
    <message>
        <source>**Taking the upcard.** You may take the top card of the discard pile instead of drawing from the stock, but never a card below it. If you took the upcard, you may not throw that same card away again in the same turn (an identical copy from another deck is fine).</source>
        <translation>**Die offene Karte nehmen.** Du darfst statt vom Talon zu ziehen die oberste Karte des Ablagestapels nehmen, aber nie eine Karte darunter. Hast du die offene Karte genommen, darfst du genau diese Karte im selben Zug nicht wieder abwerfen (eine gleiche Karte aus einem anderen Blatt schon).</translation>
    </message>
    <message>
        <source>**The buyer takes the card and one penalty card**, face down from the top of the stock. Both go into their hand. The buyer cannot play them now; they wait for their own turn.</source>
        <translation>**Der Käufer nimmt die Karte und eine Strafkarte**, verdeckt von oben vom Talon. Beide kommen in seine Hand. Der Käufer kann sie jetzt nicht spielen; sie warten auf seinen eigenen Zug.</translation>
    </message>
    <message>
        <source>**The card is now dead**, whether someone bought it or nobody wanted it, and so is every card underneath it: nobody may take or buy them any more. Only the next discard can be taken or bought.</source>
        <translation>**Die Karte ist jetzt tot**, ob jemand sie gekauft hat oder niemand sie wollte, und ebenso jede Karte darunter: Niemand darf sie mehr nehmen oder kaufen. Nur die nächste abgeworfene Karte kann genommen oder gekauft werden.</translation>
    </message>
    <message>
        <source>**The next player decides first.** They may take the card as their normal draw. That is not a buy: it costs nothing and does not count against their buys.</source>
        <translation>**Der nächste Spieler entscheidet zuerst.** Er darf die Karte als seinen normalen Zug nehmen. Das ist kein Kauf: Es kostet nichts und zählt nicht zu seinen Käufen.</translation>
    </message>
    <message>
        <source>**The next player then draws from the stock** and carries on with their turn, whether the card was bought or not.</source>
        <translation>**Dann zieht der nächste Spieler vom Talon** und setzt seinen Zug fort, ob die Karte gekauft wurde oder nicht.</translation>
    </message>
    <message>
        <source>**Then, if you want and can**, in any order:
   - swap a wild card out of another player&apos;s meld ([Wild swaps](#wild-swaps));
   - lay down your contract, if you have not already done so this round;
   - once you are down, add cards to any melds on the table, yours or other players&apos;.</source>
        <translation>**Dann, wenn du willst und kannst**, in beliebiger Reihenfolge:
   - eine wilde Karte aus der Kombination eines anderen Spielers tauschen ([Joker tauschen](#wild-swaps));
   - deinen Kontrakt auslegen, wenn du das in dieser Runde noch nicht getan hast;
   - sobald du ausgelegt hast, Karten an beliebige Kombinationen auf dem Tisch anlegen, deine oder die anderer Spieler.</translation>
    </message>
    <message>
        <source>**Undo** (Ctrl+Z) takes back your last move, and the computers&apos; moves after it; **Redo** (Ctrl+Shift+Z) plays it again. Undo never goes back over a card the stock showed you (your draw from the stock, a penalty card with a bought card, a card another player drew and then showed, a reshuffled stock): the cards would come again in the same order, so undoing would be a peek. Nor does it go back past a round&apos;s scoring or, in hot seat, the hand-over. A game with an undo counts as played with help. At a network table there is no undo at all: every move there is final.</source>
        <translation>**Rückgängig** (Strg+Z) nimmt deinen letzten Zug zurück und die Züge der Computer danach; **Wiederholen** (Strg+Umschalt+Z) spielt ihn noch einmal. Rückgängig geht nie über eine Karte zurück, die dir der Talon gezeigt hat (dein Zug vom Talon, eine Strafkarte zu einer gekauften Karte, eine Karte, die ein anderer gezogen und dann gezeigt hat, ein neu gemischter Talon): Die Karten kämen in derselben Reihenfolge wieder, Rückgängig wäre also ein Spicken. Es geht auch nicht hinter die Wertung einer Runde zurück oder, an einem gemeinsamen Computer, hinter die Übergabe. Eine Partie mit Rückgängig zählt als mit Hilfe gespielt. An einem Netzwerktisch gibt es gar kein Rückgängig: Dort ist jeder Zug endgültig.</translation>
    </message>
    <message>
        <source>**When the stock runs out.** When someone must take a card and the stock is empty, all the cards of the discard pile except its top card are shuffled and become the new stock; the top card stays where it is. This can happen as often as needed. If the stock is empty and the discard pile has only one card (or none), the round ends on the spot: nobody has gone out, and everyone scores the cards they hold. The round ends the same way, instead of a new shuffle, when every player is down and no card left in the hands, the stock or the discards can be laid off or swapped onto any meld: such a round could never end, since only those plays change the table.</source>
        <translation>**Wenn der Talon aufgebraucht ist.** Muss jemand eine Karte nehmen und der Talon ist leer, werden alle Karten des Ablagestapels außer der obersten gemischt und bilden den neuen Talon; die oberste Karte bleibt liegen. Das kann so oft wie nötig geschehen. Ist der Talon leer und liegt auf dem Ablagestapel nur eine Karte (oder keine), endet die Runde auf der Stelle: Niemand hat ausgemacht, und jeder zählt die Karten, die er hält. Ebenso endet die Runde, statt neu zu mischen, wenn alle Spieler ausgelegt haben und keine Karte in den Händen, im Talon oder in der Ablage mehr an eine Kombination angelegt oder gegen einen Joker getauscht werden kann: Eine solche Runde könnte nie enden, denn nur diese Spielzüge verändern den Tisch.</translation>
    </message>
    <message>
        <source>**You must play the wild card in the same turn**, or the swap is not allowed:
  - if you have not laid down yet, you must lay down your contract this turn, using the wild in one of its melds (still only one wild per meld);
  - if you are already down, you must lay the wild off onto a meld that has no wild card in it.</source>
        <translation>**Du musst die wilde Karte im selben Zug spielen**, sonst ist der Tausch nicht erlaubt:
  - hast du noch nicht ausgelegt, musst du in diesem Zug deinen Kontrakt auslegen und die wilde Karte in einer seiner Kombinationen verwenden (weiterhin nur eine wilde Karte pro Kombination);
  - hast du schon ausgelegt, musst du die wilde Karte an eine Kombination anlegen, in der keine wilde Karte steckt.</translation>
    </message>
    <message>
        <source>**Your hand**: drag cards left and right to order them, or press **Sort by rank**, **Sort by suit** or **Arrange** (which puts a contract you hold first).</source>
        <translation>**Deine Hand**: Ziehe Karten nach links und rechts, um sie zu ordnen, oder drücke **Nach Wert sortieren**, **Nach Farbe sortieren** oder **In Kombinationen ordnen** (das einen Kontrakt, den du hast, nach vorn stellt).</translation>
    </message>
    <message>
        <source>**Your hand**: drag cards left and right to order them, or press **Sort by rank**, **Sort by suit** or **Arrange**, which groups your best melds first. A star marks the round&apos;s wild cards.</source>
        <translation>**Deine Hand**: Ziehe Karten nach links und rechts, um sie zu ordnen, oder drücke **Nach Wert sortieren**, **Nach Farbe sortieren** oder **In Kombinationen ordnen**, das deine besten Kombinationen nach vorn stellt. Ein Stern markiert die wilden Karten der Runde.</translation>
    </message>
    <message>
        <source>**{rule}**: {explain} *Default: {default}.*</source>
        <extracomment>One house rule on the How to play page: its name, what it does, its default value.</extracomment>
        <translation>**{rule}**: {explain} *Standard: {default}.*</translation>
    </message>
    <message>
        <source>A buy is allowed only if, after the card is taken, the stock (together with the discard pile that could be shuffled into it) still holds at least 2 cards: one for the penalty and one for the next player&apos;s draw. Otherwise nobody may buy and the next player just draws.</source>
        <translation>Ein Kauf ist nur erlaubt, wenn nach dem Nehmen der Karte der Talon (zusammen mit dem Ablagestapel, der in ihn gemischt werden könnte) noch mindestens 2 Karten hat: eine für die Strafe und eine für den Zug des nächsten Spielers. Sonst darf niemand kaufen, und der nächste Spieler zieht einfach.</translation>
    </message>
    <message>
        <source>A contract rummy for 2 to 8 players over 10 rounds. In each round you must collect the round&apos;s **contract** (for example &quot;two sets of three&quot;), lay it down on the table, and then get rid of your remaining cards by adding them to melds on the table. The first player to get rid of every card ends the round and scores nothing; everyone else scores the cards left in their hand.</source>
        <translation>Ein Kontrakt-Rommé für 2 bis 8 Spieler über 10 Runden. In jeder Runde musst du den **Kontrakt** der Runde sammeln (zum Beispiel „zwei Sätze zu drei“), ihn auf dem Tisch auslegen und danach deine übrigen Karten loswerden, indem du sie an Kombinationen auf dem Tisch anlegst. Wer als Erster alle Karten los ist, beendet die Runde und bekommt keine Punkte; alle anderen zählen die Karten, die ihnen in der Hand bleiben.</translation>
    </message>
    <message>
        <source>A meld may hold any number of wild cards, side by side if you like, and a meld may even be all wild. In round 5 (7s wild), 4♣ 7♥ 7♦ is a meld.</source>
        <translation>Eine Kombination darf beliebig viele wilde Karten enthalten, auch nebeneinander, und sie darf sogar nur aus wilden Karten bestehen. In Runde 5 (Siebenen wild) ist 4♣ 7♥ 7♦ eine Kombination.</translation>
    </message>
    <message>
        <source>A rummy for 2 to 8 players over 11 rounds. The hands grow from 3 cards to 13, and a different rank is wild every round. You build your melds **in your hand**; nothing goes on the table until someone goes out. Then everyone else has one last turn, and each player scores what they could not fit into melds.</source>
        <translation>Ein Rommé für 2 bis 8 Spieler über 11 Runden. Die Hände wachsen von 3 auf 13 Karten, und in jeder Runde ist ein anderer Wert wild. Du baust deine Kombinationen **in deiner Hand**; nichts kommt auf den Tisch, bis jemand ausmacht. Dann hat jeder andere noch einen letzten Zug, und jeder Spieler zählt, was er nicht in Kombinationen unterbringen konnte.</translation>
    </message>
    <message>
        <source>A run grows only at its two ends, and never past an ace: onto J♥ Q♥ K♥ A♥ you may add 10♥ but nothing above the ace.</source>
        <translation>Eine Folge wächst nur an ihren beiden Enden und nie über ein Ass hinaus: An J♥ Q♥ K♥ A♥ darfst du die 10♥ anlegen, aber nichts über dem Ass.</translation>
    </message>
    <message>
        <source>A run may have an ace at both ends (A 2 3 … Q K A), so the longest run is 14 cards.</source>
        <translation>Eine Folge darf an beiden Enden ein Ass haben (A 2 3 … Q K A), die längste Folge hat also 14 Karten.</translation>
    </message>
    <message>
        <source>A run never holds the same rank twice.</source>
        <translation>Eine Folge enthält nie zweimal denselben Wert.</translation>
    </message>
    <message>
        <source>A set takes any natural card of its rank, without limit.</source>
        <translation>Ein Satz nimmt jede echte Karte seines Werts auf, ohne Grenze.</translation>
    </message>
    <message>
        <source>A wild card can also simply be itself: in round 1, 3♠ 3♥ 3♦ is a set of threes.</source>
        <translation>Eine wilde Karte kann auch einfach sie selbst sein: In Runde 1 ist 3♠ 3♥ 3♦ ein Satz Dreien.</translation>
    </message>
    <message>
        <source>A wild card may be added to a meld that has no wild card in it (at either end of a run, you choose which). A meld that already holds a wild can only take another one after its wild has been swapped out.</source>
        <translation>Eine wilde Karte darf an eine Kombination angelegt werden, in der keine wilde Karte steckt (an einer Folge an einem der beiden Enden, du wählst, an welchem). Eine Kombination, die schon eine wilde Karte hält, kann erst eine weitere aufnehmen, wenn ihre wilde Karte herausgetauscht wurde.</translation>
    </message>
    <message>
        <source>A wild card only goes onto a meld that has no wild card in it.</source>
        <translation>Eine wilde Karte kommt nur an eine Kombination, in der keine wilde Karte steckt.</translation>
    </message>
    <message>
        <source>A wild in a run does not have to match the run&apos;s suit, but a run can never reach below the ace or above the king.</source>
        <translation>Eine wilde Karte in einer Folge muss nicht die Farbe der Folge haben, aber eine Folge kann nie unter das Ass oder über den König hinausreichen.</translation>
    </message>
    <message>
        <source>A wild swap is not a buy: it costs no penalty card and does not count against your buys.</source>
        <translation>Ein Jokertausch ist kein Kauf: Er kostet keine Strafkarte und zählt nicht zu deinen Käufen.</translation>
    </message>
    <message>
        <source>After drawing, if you can arrange **all but one** of your cards into melds, you may go out: discard that one card and show your melds.</source>
        <translation>Kannst du nach dem Ziehen **alle Karten bis auf eine** in Kombinationen ordnen, darfst du ausmachen: Wirf diese eine Karte ab und zeig deine Kombinationen.</translation>
    </message>
    <message>
        <source>After round 11 the lowest total wins.</source>
        <translation>Nach Runde 11 gewinnt die niedrigste Gesamtpunktzahl.</translation>
    </message>
    <message>
        <source>At the start of a round, the upcard turned from the stock can be bought in the same way. The first player has first right to it, and everyone else, **the dealer included**, may buy it.</source>
        <translation>Zu Beginn einer Runde kann die vom Talon aufgedeckte Karte auf dieselbe Weise gekauft werden. Der erste Spieler hat das erste Recht darauf, und alle anderen, **auch der Geber**, dürfen sie kaufen.</translation>
    </message>
    <message>
        <source>Buying</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <source>Buying lets you take a card thrown away by someone else, out of turn, at the price of an extra card from the stock. Only the card that has **just** been discarded can be bought.</source>
        <translation>Kaufen lässt dich eine Karte nehmen, die ein anderer abgeworfen hat, außerhalb deines Zugs, zum Preis einer zusätzlichen Karte vom Talon. Nur die Karte, die **gerade eben** abgeworfen wurde, kann gekauft werden.</translation>
    </message>
    <message>
        <source>Buys</source>
        <extracomment>A column of the table of a contract game&apos;s rounds: how many buys a player has.</extracomment>
        <translation>Käufe</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Karten gegeben</translation>
    </message>
    <message>
        <source>Cards of one suit in unbroken order, at least as long as the contract asks: 5♥ 6♥ 7♥ 8♥.</source>
        <translation>Karten einer Farbe in lückenloser Reihe, mindestens so lang, wie der Kontrakt verlangt: 5♥ 6♥ 7♥ 8♥.</translation>
    </message>
    <message>
        <source>Choose them in Game ▸ New Game ▸ House rules.</source>
        <translation>Du wählst sie unter Spiel ▸ Neues Spiel ▸ Hausregeln.</translation>
    </message>
    <message>
        <source>Contract</source>
        <extracomment>A column of the table of a contract game&apos;s rounds: the melds the round asks for.</extracomment>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Draw one card (the top of the stock, or the top card of the discard pile), then discard one card. Nobody puts melds on the table during the round, and you never add cards to other players&apos; melds.</source>
        <translation>Zieh eine Karte (die oberste des Talons oder die oberste Karte des Ablagestapels) und wirf dann eine Karte ab. Während der Runde legt niemand Kombinationen auf den Tisch, und du legst nie Karten an die Kombinationen anderer Spieler an.</translation>
    </message>
    <message>
        <source>Each card can belong to only one meld. 5♠ 6♠ 7♠ 6♥ 6♦ is either a set of sixes (5♠ and 7♠ left over) or a run of spades (6♥ and 6♦ left over), never both.</source>
        <translation>Jede Karte kann nur zu einer Kombination gehören. 5♠ 6♠ 7♠ 6♥ 6♦ ist entweder ein Satz Sechsen (5♠ und 7♠ bleiben übrig) oder eine Pik-Folge (6♥ und 6♦ bleiben übrig), nie beides.</translation>
    </message>
    <message>
        <source>Each card you add is checked against the meld as it is *now*, so you can extend 6♥–9♥ with 5♥ and then with 10♥ in the same turn.</source>
        <translation>Jede Karte, die du anlegst, wird an der Kombination geprüft, wie sie *jetzt* ist; du kannst also 6♥–9♥ im selben Zug mit der 5♥ und dann mit der 10♥ verlängern.</translation>
    </message>
    <message>
        <source>Each deck keeps its 2 jokers. Jokers are the only wild cards unless you play with deuces wild.</source>
        <translation>Jedes Blatt behält seine 2 Joker. Joker sind die einzigen wilden Karten, außer ihr spielt mit wilden Zweien.</translation>
    </message>
    <message>
        <source>Each meld may be longer than the minimum: in round 1 you may lay down a set of 3 and a set of 5.</source>
        <translation>Jede Kombination darf länger als das Minimum sein: In Runde 1 darfst du einen Satz zu 3 und einen Satz zu 5 auslegen.</translation>
    </message>
    <message>
        <source>Each person plays on their own screen and sees only their own cards. Table Talk says who is at the table and who comes and goes; type a line under it and press Enter to chat.</source>
        <translation>Jede Person spielt an ihrem eigenen Bildschirm und sieht nur ihre eigenen Karten. Das Tischgespräch sagt, wer am Tisch sitzt und wer kommt und geht; tippe darunter eine Zeile und drücke die Eingabetaste, um zu plaudern.</translation>
    </message>
    <message>
        <source>Every card of the round&apos;s wild rank is wild: it can stand for any card of any suit.</source>
        <translation>Jede Karte vom wilden Wert der Runde ist wild: Sie kann jede Karte jeder Farbe vertreten.</translation>
    </message>
    <message>
        <source>Every move can be made with the keyboard too: see Help ▸ Keyboard shortcuts.</source>
        <translation>Jeder Zug geht auch mit der Tastatur: siehe Hilfe ▸ Tastenkürzel.</translation>
    </message>
    <message>
        <source>Everyone draws one card from the shuffled pack. The highest rank deals, with the ace counting high (A beats K); suits don&apos;t matter. Whoever draws a joker puts it aside and draws again. If several players tie for the highest card, the youngest of them deals (when ages have been entered for the players); otherwise those players draw again until one is highest. After that the deal passes one seat to the left every round.</source>
        <translation>Jeder zieht eine Karte aus dem gemischten Spiel. Der höchste Wert gibt, wobei das Ass hoch zählt (A schlägt K); die Farben zählen nicht. Wer einen Joker zieht, legt ihn beiseite und zieht noch einmal. Haben mehrere Spieler gleich die höchste Karte, gibt der Jüngste von ihnen (wenn für die Spieler ein Alter eingetragen ist); sonst ziehen diese Spieler erneut, bis einer am höchsten ist. Danach wandert das Geben jede Runde einen Platz nach links.</translation>
    </message>
    <message>
        <source>Example: JK A♠ K♦ 10♣ 9♥ 2♠ left in hand scores 50 + 15 + 10 + 10 + 5 + 5 = 95 (110 with deuces wild, when the 2♠ counts 20). There are no bonuses and no negative points. After round 10 the lowest total wins.</source>
        <translation>Beispiel: JK A♠ K♦ 10♣ 9♥ 2♠ in der Hand zählen 50 + 15 + 10 + 10 + 5 + 5 = 95 (110 mit wilden Zweien, wenn die 2♠ 20 zählt). Es gibt keine Boni und keine Minuspunkte. Nach Runde 10 gewinnt die niedrigste Gesamtpunktzahl.</translation>
    </message>
    <message>
        <source>Example: in round 2 another player has 5♥ JK 7♥ 8♥ on the table, the joker standing for 6♥. You hold 6♥, 9♣ 9♦ and a run of four. You give the 6♥ for the joker and lay down 9♣ 9♦ JK with your run, all in one move.</source>
        <translation>Beispiel: In Runde 2 hat ein anderer Spieler 5♥ JK 7♥ 8♥ auf dem Tisch, der Joker steht für die 6♥. Du hältst die 6♥, 9♣ 9♦ und eine Folge zu vier. Du gibst die 6♥ für den Joker und legst 9♣ 9♦ JK mit deiner Folge aus, alles in einem Zug.</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Ausmachen</translation>
    </message>
    <message>
        <source>Hillbilly Rummy</source>
        <translation>Hillbilly Rummy</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>House rules in this game:</source>
        <translation>Hausregeln in diesem Spiel:</translation>
    </message>
    <message>
        <source>How to play {game}</source>
        <translation>So spielt man {game}</translation>
    </message>
    <message>
        <source>If the contract asks for two runs and you make them in the same suit, they must not touch: 3♠–6♠ with 7♠–10♠ is refused, because together they are one long run. 3♠–6♠ with 8♠–J♠ is fine, and so are two runs of the same cards from different decks (3♠–6♠ twice).</source>
        <translation>Verlangt der Kontrakt zwei Folgen und du baust sie in derselben Farbe, dürfen sie sich nicht berühren: 3♠–6♠ mit 7♠–10♠ wird abgelehnt, weil beide zusammen eine lange Folge sind. 3♠–6♠ mit 8♠–J♠ ist in Ordnung, ebenso zwei Folgen aus denselben Karten verschiedener Blätter (zweimal 3♠–6♠).</translation>
    </message>
    <message>
        <source>If the stock runs out and can&apos;t be refilled, the round ends at once and everyone, including players still waiting for their last turn, scores their leftover cards as below.</source>
        <translation>Ist der Talon aufgebraucht und kann nicht neu gebildet werden, endet die Runde sofort, und alle, auch die Spieler, die noch auf ihren letzten Zug warten, zählen ihre übrigen Karten wie unten.</translation>
    </message>
    <message>
        <source>If your connection to the host drops, the status line says so at once and it is tried again for a minute; your moves wait until &quot;Connected again&quot;.</source>
        <translation>Bricht deine Verbindung zum Gastgeber ab, sagt es die Statuszeile sofort, und eine Minute lang wird es erneut versucht; deine Züge warten bis „Wieder verbunden“.</translation>
    </message>
    <message numerus="yes">
        <source>It is played like {game} below, but over these %n round(s):</source>
        <translation>
            <numerusform>Es wird wie {game} unten gespielt, aber über diese %n Runde:</numerusform>
            <numerusform>Es wird wie {game} unten gespielt, aber über diese %n Runden:</numerusform>
        </translation>
    </message>
    <message>
        <source>Jokers are wild. A joker left in your hand at the end of a round costs 50 points.</source>
        <translation>Joker sind wild. Ein Joker, der dir am Ende einer Runde in der Hand bleibt, kostet 50 Punkte.</translation>
    </message>
    <message>
        <source>Laying down your contract</source>
        <translation>Den Kontrakt auslegen</translation>
    </message>
    <message>
        <source>Laying off (adding to melds)</source>
        <translation>Anlegen (an Kombinationen)</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Kombinationen</translation>
    </message>
    <message>
        <source>More about buying:</source>
        <translation>Mehr zum Kaufen:</translation>
    </message>
    <message>
        <source>Once a player goes out, every other player, starting on their left and going round the table, gets **exactly one more turn**: draw (the first of them may take the card just discarded), rearrange, discard. Any of them who can then fit every card into melds has gone out too and scores 0. The round ends when the player on the right of the one who went out has discarded; the player who went out does not play again.</source>
        <translation>Hat ein Spieler ausgemacht, bekommt jeder andere Spieler, beginnend zu seiner Linken und reihum, **genau noch einen Zug**: ziehen (der erste von ihnen darf die gerade abgeworfene Karte nehmen), umordnen, abwerfen. Wer dann alle Karten in Kombinationen unterbringt, hat ebenfalls ausgemacht und bekommt 0 Punkte. Die Runde endet, wenn der Spieler rechts von dem, der ausgemacht hat, abgeworfen hat; wer ausgemacht hat, spielt nicht noch einmal.</translation>
    </message>
    <message>
        <source>Once you are down (&quot;gone down&quot;), you may **never start a new meld** that round. From then on you only add cards to melds already on the table.</source>
        <translation>Sobald du ausgelegt hast („draußen“ bist), darfst du in dieser Runde **nie eine neue Kombination beginnen**. Von da an legst du nur noch an Kombinationen an, die schon auf dem Tisch liegen.</translation>
    </message>
    <message>
        <source>Once you are down you can no longer buy, but you may still take the upcard as your normal draw on your own turn.</source>
        <translation>Sobald du ausgelegt hast, kannst du nicht mehr kaufen, aber du darfst in deinem eigenen Zug weiterhin die offene Karte als normalen Zug nehmen.</translation>
    </message>
    <message>
        <source>Only a player who is already down may lay off.</source>
        <translation>Nur wer schon ausgelegt hat, darf anlegen.</translation>
    </message>
    <message>
        <source>Playing in the window</source>
        <translation>Spielen im Fenster</translation>
    </message>
    <message>
        <source>Playing over the network</source>
        <translation>Spielen über das Netzwerk</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>A column of the table of a contract game&apos;s rounds: the round&apos;s number.</extracomment>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Rules for both games</source>
        <translation>Regeln für beide Spiele</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Sätze</translation>
    </message>
    <message>
        <source>Step by step, when a player discards a card:</source>
        <translation>Schritt für Schritt, wenn ein Spieler eine Karte abwirft:</translation>
    </message>
    <message>
        <source>The ace can be low (A 2 3 4) or high (J Q K A), but a run cannot go &quot;round the corner&quot;: Q K A 2 and K A 2 3 are not runs.</source>
        <translation>Das Ass kann niedrig (A 2 3 4) oder hoch (J Q K A) sein, aber eine Folge kann nicht „um die Ecke“ gehen: Q K A 2 und K A 2 3 sind keine Folgen.</translation>
    </message>
    <message>
        <source>The best arrangement is about points, not about the number of cards left over. In round 3 (5s wild), A♣ A♦ K♥ 5♠ 5♥ scores **2**: K♥ 5♠ 5♥ make a set, leaving the two aces. Keeping the aces in a set with the fives would leave the K♥ for 10. Likewise A♠ 2♠ 3♠ A♥ A♦ scores 2, not 5 (the run A♠ 2♠ 3♠ beats the set of aces).</source>
        <translation>Die beste Anordnung richtet sich nach den Punkten, nicht nach der Zahl der übrigen Karten. In Runde 3 (Fünfen wild) zählt A♣ A♦ K♥ 5♠ 5♥ **2**: K♥ 5♠ 5♥ bilden einen Satz, die zwei Asse bleiben übrig. Die Asse mit den Fünfen in einem Satz zu behalten, ließe den K♥ für 10 übrig. Ebenso zählt A♠ 2♠ 3♠ A♥ A♦ 2, nicht 5 (die Folge A♠ 2♠ 3♠ schlägt den Satz Asse).</translation>
    </message>
    <message>
        <source>The card you discard can&apos;t be the one you just took from the discard pile.</source>
        <translation>Die abgeworfene Karte darf nicht die sein, die du gerade vom Ablagestapel genommen hast.</translation>
    </message>
    <message>
        <source>The eleven rounds</source>
        <translation>Die elf Runden</translation>
    </message>
    <message>
        <source>The first dealer</source>
        <translation>Der erste Geber</translation>
    </message>
    <message>
        <source>The first dealer is picked at random. The deal passes one seat to the left every round, and the player to the dealer&apos;s left starts.</source>
        <translation>Der erste Geber wird zufällig bestimmt. Das Geben wandert jede Runde einen Platz nach links, und der Spieler links vom Geber beginnt.</translation>
    </message>
    <message>
        <source>The last lap</source>
        <translation>Die letzte Runde am Tisch</translation>
    </message>
    <message>
        <source>The player who went out scores 0. Every other player scores the cards left in their hand:</source>
        <translation>Wer ausgemacht hat, bekommt 0 Punkte. Jeder andere Spieler zählt die Karten, die ihm in der Hand bleiben:</translation>
    </message>
    <message>
        <source>The player who went out scores 0. Everyone else lays out their hand in the way that leaves the **fewest points** unmelded (the game finds it for you) and scores those leftover cards:</source>
        <translation>Wer ausgemacht hat, bekommt 0 Punkte. Alle anderen legen ihre Hand so aus, dass die **wenigsten Punkte** außerhalb von Kombinationen bleiben (das Spiel findet das für dich), und zählen diese übrigen Karten:</translation>
    </message>
    <message>
        <source>The rules page is missing from this installation.</source>
        <translation>Die Regelseite fehlt in dieser Installation.</translation>
    </message>
    <message>
        <source>The set of 4 in round 6 needs at least 4 cards.</source>
        <translation>Der Satz zu 4 in Runde 6 braucht mindestens 4 Karten.</translation>
    </message>
    <message>
        <source>The ten rounds</source>
        <translation>Die zehn Runden</translation>
    </message>
    <message>
        <source>The wild must be in **another player&apos;s** meld, not your own.</source>
        <translation>Die wilde Karte muss in der Kombination **eines anderen Spielers** liegen, nicht in deiner eigenen.</translation>
    </message>
    <message>
        <source>The wild rank always equals the number of cards dealt that round.</source>
        <translation>Der wilde Wert entspricht immer der Zahl der Karten, die in dieser Runde gegeben werden.</translation>
    </message>
    <message>
        <source>There are no swaps in round 10, because nobody has any melds on the table before someone goes out.</source>
        <translation>In Runde 10 gibt es keinen Tausch, weil niemand Kombinationen auf dem Tisch hat, bevor jemand ausmacht.</translation>
    </message>
    <message>
        <source>There is no largest size.</source>
        <translation>Eine Höchstgröße gibt es nicht.</translation>
    </message>
    <message>
        <source>There is no undo at a network table, and the game is kept by the host (Save is for games played here).</source>
        <translation>An einem Netzwerktisch gibt es kein Rückgängig, und die Partie bewahrt der Gastgeber auf (Speichern ist für Partien, die hier gespielt werden).</translation>
    </message>
    <message>
        <source>This game plays the standard rules, with no house rules changed.</source>
        <translation>Dieses Spiel folgt den Standardregeln, ohne geänderte Hausregeln.</translation>
    </message>
    <message>
        <source>This game: {name}</source>
        <extracomment>A table&apos;s name for its own rounds, a file&apos;s name: never a link.</extracomment>
        <translation>Dieses Spiel: {name}</translation>
    </message>
    <message>
        <source>Three Thirteen</source>
        <translation>Three Thirteen</translation>
    </message>
    <message>
        <source>Three or more cards of the same rank. Suits don&apos;t matter, and because several decks are in play the same card may appear twice: 7♥ 7♥ 7♠ is a good set.</source>
        <translation>Drei oder mehr Karten desselben Werts. Die Farben zählen nicht, und weil mehrere Blätter im Spiel sind, kann dieselbe Karte zweimal vorkommen: 7♥ 7♥ 7♠ ist ein gültiger Satz.</translation>
    </message>
    <message>
        <source>Two decks shuffled together (104 cards) for 2 to 4 players, three decks (156 cards) for 5 to 8. No jokers.</source>
        <translation>Zwei gemischte Blätter (104 Karten) für 2 bis 4 Spieler, drei Blätter (156 Karten) für 5 bis 8. Keine Joker.</translation>
    </message>
    <message>
        <source>Two sets of the same rank are allowed, such as K♠ K♥ K♦ and K♣ K♠ JK.</source>
        <translation>Zwei Sätze desselben Werts sind erlaubt, etwa K♠ K♥ K♦ und K♣ K♠ JK.</translation>
    </message>
    <message>
        <source>When another player has a wild card in one of their melds, you can take it by giving them the natural card it stands for.</source>
        <translation>Hat ein anderer Spieler eine wilde Karte in einer seiner Kombinationen, kannst du sie nehmen, indem du ihm die echte Karte gibst, für die sie steht.</translation>
    </message>
    <message>
        <source>When you put a wild card down you say what it stands for: in a run, the exact card (in 5♥ JK 7♥ 8♥ the joker is the 6♥); in a set, the rank. A wild at the end of a run is either the low end or the high end, and you choose which.</source>
        <translation>Wenn du eine wilde Karte legst, sagst du, wofür sie steht: in einer Folge die genaue Karte (in 5♥ JK 7♥ 8♥ ist der Joker die 6♥); in einem Satz den Wert. Eine wilde Karte am Ende einer Folge ist entweder das untere oder das obere Ende, und du wählst, welches.</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>Wilde Karten</translation>
    </message>
    <message>
        <source>Wild swaps</source>
        <translation>Joker tauschen</translation>
    </message>
    <message>
        <source>With only two players, the one card that can be bought is the round&apos;s first upcard: if the first player passes on it and draws from the stock, the dealer is offered it. After that the only other player is the one who threw the card away, who may not buy it back (unless the house rule &quot;Buy back your own discard&quot; is on), so no other card is offered. Both players see the offer&apos;s outcome in Table Talk.</source>
        <translation>Zu zweit ist die einzige Karte, die gekauft werden kann, die erste aufgedeckte Karte der Runde: Nimmt der erste Spieler sie nicht und zieht vom Talon, wird sie dem Geber angeboten. Danach ist der einzige andere Spieler derjenige, der die Karte abgeworfen hat, und er darf sie nicht zurückkaufen (außer mit der Hausregel „Eigene abgelegte Karte zurückkaufen“), also wird keine andere Karte angeboten. Beide Spieler sehen im Tischgespräch, wie das Angebot ausging.</translation>
    </message>
    <message>
        <source>You are always dealt one card more than the contract needs, so a lucky player can lay down on the very first turn. &quot;Set of 3&quot; means *at least* 3 cards, &quot;run of 4&quot; at least 4, and so on: a longer meld always counts.</source>
        <translation>Du bekommst immer eine Karte mehr, als der Kontrakt braucht, sodass ein Glückspilz schon im allerersten Zug auslegen kann. „Satz zu 3“ heißt *mindestens* 3 Karten, „Folge zu 4“ mindestens 4 und so weiter: Eine längere Kombination zählt immer.</translation>
    </message>
    <message>
        <source>You can swap only on your own turn, after drawing and before discarding.</source>
        <translation>Tauschen kannst du nur in deinem eigenen Zug, nach dem Ziehen und vor dem Abwerfen.</translation>
    </message>
    <message>
        <source>You cannot play any card when it is not your turn; the only thing you can do out of turn is buy. You cannot lay down before you have drawn.</source>
        <translation>Wenn du nicht am Zug bist, kannst du keine Karte spielen; außerhalb deines Zugs kannst du nur kaufen. Du kannst nicht auslegen, bevor du gezogen hast.</translation>
    </message>
    <message>
        <source>You give the exact card the wild stands for: in a run, the same rank and suit (a joker standing for 6♥ can only be swapped for a 6♥); in a set, any card of that rank.</source>
        <translation>Du gibst genau die Karte, für die die wilde Karte steht: in einer Folge denselben Wert und dieselbe Farbe (ein Joker, der für die 6♥ steht, kann nur gegen eine 6♥ getauscht werden); in einem Satz eine beliebige Karte dieses Werts.</translation>
    </message>
    <message>
        <source>You lay down the whole contract at once: exactly the number and kinds of melds the round asks for, no fewer and no more. You cannot put down part of it now and the rest later.</source>
        <translation>Du legst den ganzen Kontrakt auf einmal aus: genau die Zahl und Art von Kombinationen, die die Runde verlangt, nicht weniger und nicht mehr. Du kannst nicht jetzt einen Teil und den Rest später auslegen.</translation>
    </message>
    <message>
        <source>You may add to anybody&apos;s melds, as many cards as you like, in the turn you lay down and in later turns.</source>
        <translation>Du darfst an die Kombinationen von jedem anlegen, so viele Karten du willst, in dem Zug, in dem du auslegst, und in späteren Zügen.</translation>
    </message>
    <message>
        <source>You may go out on your very first turn.</source>
        <translation>Du darfst schon in deinem allerersten Zug ausmachen.</translation>
    </message>
    <message>
        <source>You may lay down on your first turn, and you may add cards to melds in the same turn you lay down.</source>
        <translation>Du darfst schon in deinem ersten Zug auslegen, und du darfst im selben Zug, in dem du auslegst, Karten an Kombinationen anlegen.</translation>
    </message>
    <message>
        <source>You may make several swaps in one turn, each following these rules.</source>
        <translation>Du darfst in einem Zug mehrmals tauschen, jedes Mal nach diesen Regeln.</translation>
    </message>
    <message>
        <source>You may never keep the swapped wild in your hand or discard it.</source>
        <translation>Du darfst die getauschte wilde Karte nie in der Hand behalten oder abwerfen.</translation>
    </message>
    <message>
        <source>You must always discard to go out: if all your cards fit into melds, you still throw one away.</source>
        <translation>Zum Ausmachen musst du immer abwerfen: Passen alle deine Karten in Kombinationen, wirfst du trotzdem eine ab.</translation>
    </message>
    <message>
        <source>Your count of buys starts again at zero every round.</source>
        <translation>Deine Käufe zählen in jeder Runde wieder von null.</translation>
    </message>
    <message>
        <source>Your natural card takes the wild&apos;s place, and that meld now has no wild card.</source>
        <translation>Deine echte Karte nimmt den Platz der wilden ein, und diese Kombination hat nun keine wilde Karte mehr.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>after drawing, you must place every card but one into exactly three runs of 5 or more cards (each with at most one wild card), and discard the one card left over;</source>
        <translation>nach dem Ziehen musst du alle Karten bis auf eine in genau drei Folgen zu 5 oder mehr Karten legen (jede mit höchstens einer wilden Karte) und die eine übrige Karte abwerfen;</translation>
    </message>
    <message>
        <source>that discard may not be the card you just took from the discard pile.</source>
        <translation>diese abgeworfene Karte darf nicht die sein, die du gerade vom Ablagestapel genommen hast.</translation>
    </message>
    <message>
        <source>you hold 17 cards after drawing (2 more for every card you bought), so at least one run will be longer than 5;</source>
        <translation>nach dem Ziehen hältst du 17 Karten (2 mehr für jede gekaufte Karte), also wird mindestens eine Folge länger als 5 sein;</translation>
    </message>
    <message>
        <source>you must keep a card back to discard, even if every card you hold would fit into the runs;</source>
        <translation>du musst eine Karte zum Abwerfen zurückbehalten, auch wenn alle deine Karten in die Folgen passen würden;</translation>
    </message>
    <message>
        <source>{contract} — laid down and gone out all at once</source>
        <extracomment>A round of a contract game played all at once: {contract} is its melds.</extracomment>
        <translation>{contract} — auf einmal ausgelegt und ausgemacht</translation>
    </message>
    <message>
        <source>| Card | Points |
|---|---|
| Ace | 1 |
| 2 to 10 | face value |
| J, Q, K | 10 |
| A card of the round&apos;s wild rank left unmelded | 15 (whatever its face: an unmelded 10 in round 8 scores 15) |
| Joker (when playing with jokers) | 15 |</source>
        <translation>| Karte | Punkte |
|---|---|
| Ass | 1 |
| 2 bis 10 | Augenwert |
| J, Q, K | 10 |
| Eine Karte vom wilden Wert der Runde außerhalb einer Kombination | 15 (gleich welcher Wert: eine übrige 10 in Runde 8 zählt 15) |
| Joker (wenn mit Jokern gespielt wird) | 15 |</translation>
    </message>
    <message>
        <source>| Card | Points |
|---|---|
| Joker | 50 |
| Any other wild card (a 2, when deuces are wild) | 20 |
| Ace | 15 |
| 10, J, Q, K | 10 |
| 2 to 9 | 5 |</source>
        <translation>| Karte | Punkte |
|---|---|
| Joker | 50 |
| Jede andere wilde Karte (eine 2, wenn Zweien wild sind) | 20 |
| Ass | 15 |
| 10, J, Q, K | 10 |
| 2 bis 9 | 5 |</translation>
    </message>
    <message>
        <source>| Players | Decks | Cards (with 2 jokers a deck) |
|---|---|---|
| 2–4 | 2 | 108 |
| 5–6 | 3 | 162 |
| 7–8 | 4 | 216 |</source>
        <translation>| Spieler | Blätter | Karten (mit 2 Jokern pro Blatt) |
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
        <translation>| Runde | Karten gegeben | Kontrakt | Nötige Karten | Erlaubte Käufe |
|---|---|---|---|---|
| 1 | 7 | 2 Sätze zu 3 | 6 | 3 |
| 2 | 8 | 1 Satz zu 3 + 1 Folge zu 4 | 7 | 3 |
| 3 | 9 | 2 Folgen zu 4 | 8 | 3 |
| 4 | 10 | 3 Sätze zu 3 | 9 | 3 |
| 5 | 11 | 2 Folgen zu 5 | 10 | 3 |
| 6 | 12 | 1 Satz zu 4 + 1 Folge zu 7 | 11 | 3 |
| 7 | 13 | 2 Sätze zu 3 + 1 Folge zu 6 | 12 | 3 |
| 8 | 14 | 1 Satz zu 3 + 1 Folge zu 10 | 13 | 3 |
| 9 | 15 | 3 Sätze zu 3 + 1 Folge zu 5 | 14 | 3 |
| 10 | 16 | 3 Folgen zu 5, ausgelegt **und** ausgemacht im selben Zug, mit einer abgeworfenen Karte | 15 | 4 |</translation>
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
        <translation>| Runde | Karten gegeben | Wilder Wert | | Runde | Karten gegeben | Wilder Wert |
|---|---|---|---|---|---|---|
| 1 | 3 | Dreien | | 7 | 9 | Neunen |
| 2 | 4 | Vieren | | 8 | 10 | Zehnen |
| 3 | 5 | Fünfen | | 9 | 11 | Buben |
| 4 | 6 | Sechsen | | 10 | 12 | Damen |
| 5 | 7 | Siebenen | | 11 | 13 | Könige |
| 6 | 8 | Achten | | | | |</translation>
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
    <name>MatchWords</name>
    <message>
        <source>Choose Play again or Game ▸ New Game.</source>
        <translation>Wähle „Noch einmal spielen“ oder Spiel ▸ Neues Spiel.</translation>
    </message>
    <message>
        <source>First buy the card or pass on it (B or P)</source>
        <extracomment>B and P are the keys that buy and pass: the same in every language.</extracomment>
        <translation>Kaufe zuerst die Karte oder verzichte darauf (B oder P)</translation>
    </message>
    <message>
        <source>First buy the {card} or pass on it (B or P)</source>
        <extracomment>{card} is a card as the table shows it (&quot;Q♣&quot;); B and P are keys.</extracomment>
        <translation>Kaufe zuerst {card} oder verzichte darauf (B oder P)</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Du bist nicht am Zug</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts wiederherzustellen</translation>
    </message>
    <message>
        <source>Nothing to undo yet</source>
        <translation>Noch nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Pass the computer to {name} first</source>
        <extracomment>Hot seat: the screen is to be handed to {name} before a move is made.</extracomment>
        <translation>Gib den Computer zuerst an {name} weiter</translation>
    </message>
    <message>
        <source>Played the first legal move instead: {why}</source>
        <translation>Stattdessen wurde der erste erlaubte Zug gespielt: {why}</translation>
    </message>
    <message>
        <source>That is another player&apos;s move</source>
        <translation>Das ist der Zug eines anderen Spielers</translation>
    </message>
    <message>
        <source>The coach is still looking at your move</source>
        <translation>Der Trainer prüft deinen Zug noch</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>The game is over: nothing to undo</source>
        <translation>Das Spiel ist vorbei: nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>The round has been scored: nothing in it can be undone</source>
        <translation>Die Runde ist gewertet: in ihr lässt sich nichts mehr rückgängig machen</translation>
    </message>
    <message>
        <source>The round is over: see the scores</source>
        <translation>Die Runde ist vorbei: sieh dir die Punkte an</translation>
    </message>
    <message>
        <source>Undo goes back only within your own turn</source>
        <translation>Rückgängig geht nur innerhalb deines eigenen Zuges</translation>
    </message>
    <message>
        <source>Undo is for the player at the screen</source>
        <translation>Rückgängig ist für den Spieler am Bildschirm</translation>
    </message>
    <message>
        <source>Undo stops at a card the stock showed you (no peeking)</source>
        <translation>Rückgängig endet bei einer Karte, die dir der Stapel gezeigt hat (kein Spicken)</translation>
    </message>
    <message>
        <source>Wait: {name} is playing</source>
        <translation>Warte: {name} ist am Zug</translation>
    </message>
    <message>
        <source>{name}&apos;s computer player failed: {error}</source>
        <extracomment>{error} is the program&apos;s own error, in English.</extracomment>
        <translation>Der Computerspieler von {name} ist ausgefallen: {error}</translation>
    </message>
    <message>
        <source>{name}&apos;s move was refused: {why}</source>
        <translation>Der Zug von {name} wurde abgelehnt: {why}</translation>
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
    <name>NetworkTable</name>
    <message>
        <source>Connected again</source>
        <extracomment>The connection to a network table&apos;s host works again.</extracomment>
        <translation>Wieder verbunden</translation>
    </message>
    <message>
        <source>Connection to the host lost: trying again…</source>
        <translation>Verbindung zum Gastgeber verloren: neuer Versuch…</translation>
    </message>
    <message>
        <source>Host or join another table, or start a game here, from the Game menu.</source>
        <translation>Eröffne einen anderen Tisch oder tritt einem bei, oder starte hier ein Spiel – über das Menü Spiel.</translation>
    </message>
    <message>
        <source>The connection to the host is lost: no move can be sent until it is back</source>
        <translation>Die Verbindung zum Gastgeber ist verloren: bis sie zurück ist, kann kein Zug gesendet werden</translation>
    </message>
    <message>
        <source>Undo is not offered at a network table: every move there is final</source>
        <translation>An einem Netzwerktisch gibt es kein Rückgängig: jeder Zug dort gilt</translation>
    </message>
    <message>
        <source>{game}, a network table</source>
        <extracomment>Table Talk&apos;s first line at a network table: {game} is the game&apos;s name.</extracomment>
        <translation>{game}, ein Netzwerktisch</translation>
    </message>
</context>
<context>
    <name>NetworkWords</name>
    <message>
        <source>At the table: {players}</source>
        <extracomment>Table Talk at a network table&apos;s start: {players} lists who sits there, with &quot;, &quot;.</extracomment>
        <translation>Am Tisch: {players}</translation>
    </message>
    <message>
        <source>Chat and news from the table come too fast: some are not shown</source>
        <translation>Chat und Neuigkeiten vom Tisch kommen zu schnell: einige werden nicht gezeigt</translation>
    </message>
    <message>
        <source>Host your network table again?

{game}
Table code {code}, port {port}

The app stopped while you hosted it. Yes opens it again: those who joined come back by themselves while their windows still try (for a minute), and a computer plays for anyone who is not back. No closes it for good.</source>
        <extracomment>Asked at start; {game} describes the saved game, {code} and {port} the table&apos;s.</extracomment>
        <translation>Deinen Netzwerktisch wieder eröffnen?

{game}
Tischcode {code}, Port {port}

Das Programm wurde beendet, während du ihn geleitet hast. Ja eröffnet ihn wieder: Wer beigetreten war, kommt von selbst zurück, solange sein Fenster es noch versucht (eine Minute lang), und für alle, die nicht zurück sind, spielt ein Computer. Nein schließt ihn endgültig.</translation>
    </message>
    <message>
        <source>Joining the table at {url}…</source>
        <translation>Tritt dem Tisch unter {url} bei…</translation>
    </message>
    <message>
        <source>Left the table at {url}: {why}</source>
        <translation>Tisch unter {url} verlassen: {why}</translation>
    </message>
    <message>
        <source>Lost the connection to the table at {url}: the game cannot go on here</source>
        <translation>Verbindung zum Tisch unter {url} verloren: das Spiel kann hier nicht weitergehen</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Netzwerktisch</translation>
    </message>
    <message>
        <source>Opening the table on port {port}…</source>
        <translation>Der Tisch wird auf Port {port} eröffnet…</translation>
    </message>
    <message>
        <source>Opening your table again on port {port}…</source>
        <translation>Dein Tisch wird auf Port {port} wieder eröffnet…</translation>
    </message>
    <message>
        <source>Table code: {code}
Others join with Game ▸ Join a table…: the table is listed there, or they type {address}</source>
        <extracomment>In the lobby, for the host: {address} is this computer&apos;s, as in 192.168.1.5:8765.</extracomment>
        <translation>Tischcode: {code}
Andere treten mit Spiel ▸ Einem Tisch beitreten… bei: Der Tisch steht dort in der Liste, oder sie geben {address} ein</translation>
    </message>
    <message>
        <source>The host sent something this version cannot read</source>
        <translation>Der Gastgeber hat etwas gesendet, das diese Version nicht lesen kann</translation>
    </message>
    <message>
        <source>The network table is closed</source>
        <translation>Der Netzwerktisch ist geschlossen</translation>
    </message>
    <message>
        <source>The network table is not being saved: {problem} The game goes on.</source>
        <extracomment>{problem} is a whole sentence saying what went wrong with the file.</extracomment>
        <translation>Der Netzwerktisch wird nicht gespeichert: {problem} Das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>The table could not be opened on port {port}: {problem}</source>
        <extracomment>{problem} is the system&apos;s own words (e.g. &quot;Address already in use&quot;).</extracomment>
        <translation>Der Tisch konnte auf Port {port} nicht eröffnet werden: {problem}</translation>
    </message>
    <message>
        <source>The table could not be opened on port {port}: {problem}. It is offered again at the next start</source>
        <extracomment>{problem} is the system&apos;s own words (e.g. &quot;Address already in use&quot;).</extracomment>
        <translation>Der Tisch konnte auf Port {port} nicht eröffnet werden: {problem}. Er wird beim nächsten Start wieder angeboten</translation>
    </message>
    <message>
        <source>the connection ended ({error})</source>
        <extracomment>Why a table was left: {error} is a technical name (e.g. &quot;TimeoutError&quot;).</extracomment>
        <translation>die Verbindung wurde beendet ({error})</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <extracomment>A person whose connection is gone, in the list of who sits at a network table.</extracomment>
        <translation>{name} (abwesend)</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <extracomment>A seat played by the computer, in the list of who sits at a network table.</extracomment>
        <translation>{name} (Computer)</translation>
    </message>
    <message>
        <source>{name} is away: a computer plays for them until they are back</source>
        <translation>{name} ist abwesend: ein Computer spielt auf dem Platz, bis die Person zurück ist</translation>
    </message>
    <message>
        <source>{name} is back</source>
        <translation>{name} ist zurück</translation>
    </message>
    <message>
        <source>{name} lost the connection; the table waits for them</source>
        <translation>{name} hat die Verbindung verloren; der Tisch wartet</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <extracomment>The table&apos;s name as others find it in Join a table; {name} is the host&apos;s.</extracomment>
        <translation>Tisch von {name}</translation>
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
    <name>Panels</name>
    <message>
        <source>Arrange</source>
        <translation>Ordnen</translation>
    </message>
    <message>
        <source>Buy</source>
        <extracomment>The buy box&apos;s buttons: buy the card offered, or let it go.</extracomment>
        <translation>Kaufen</translation>
    </message>
    <message>
        <source>Buy the {card}</source>
        <extracomment>The buy box&apos;s button; {card} is the card offered (&quot;7♥&quot;).</extracomment>
        <translation>{card} kaufen</translation>
    </message>
    <message>
        <source>Chat</source>
        <extracomment>The chat line&apos;s name for a screen reader.</extracomment>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Every hand is hidden until they click.</source>
        <translation>Alle Blätter bleiben verdeckt, bis er oder sie klickt.</translation>
    </message>
    <message>
        <source>Go out</source>
        <translation>Ausmachen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>I&apos;m {name}: show my cards</source>
        <extracomment>The pass screen&apos;s button, pressed by the next player, {name}.</extracomment>
        <translation>Ich bin {name}: meine Karten zeigen</translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation>Auslegen</translation>
    </message>
    <message>
        <source>PLAY</source>
        <extracomment>A title above the Lay down / Go out / Hint buttons, in capitals.</extracomment>
        <translation>SPIELEN</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>decline the buy</comment>
        <translation>Verzichten</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <extracomment>The pass screen between two players at one computer; {name} plays next.</extracomment>
        <translation>Gib den Computer an {name} weiter</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>R{number}</source>
        <extracomment>The scoreboard&apos;s row for round {number}, as short as it can be (&quot;R3&quot;).</extracomment>
        <translation>R{number}</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Sag etwas zum Tisch</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>Shuffling…</source>
        <extracomment>Shown where the table will be, while the first deal is made.</extracomment>
        <translation>Mischen…</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Nach Wert sortieren</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Nach Farbe sortieren</translation>
    </message>
    <message>
        <source>TABLE TALK</source>
        <extracomment>The title above the game&apos;s log and chat, in capitals.</extracomment>
        <translation>TISCHGESPRÄCH</translation>
    </message>
    <message>
        <source>Table talk</source>
        <extracomment>The game&apos;s log&apos;s name for a screen reader.</extracomment>
        <translation>Tischgespräch</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>The scoreboard&apos;s last row: each player&apos;s points added up.</extracomment>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Undo your last move (Ctrl+Z)</source>
        <translation>Deinen letzten Zug zurücknehmen (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo your last move (Ctrl+Z): {why}</source>
        <extracomment>{why} says why there is nothing to undo now.</extracomment>
        <translation>Deinen letzten Zug zurücknehmen (Ctrl+Z): {why}</translation>
    </message>
    <message>
        <source>YOUR HAND</source>
        <extracomment>A title above the hand&apos;s buttons, in capitals.</extracomment>
        <translation>DEIN BLATT</translation>
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
        <translation>Am oberen Ende (über {card})</translation>
    </message>
    <message>
        <source>At the low end (below {card})</source>
        <extracomment>An answer to &quot;Where does the card go?&quot;: {card} is the run&apos;s lowest card now.</extracomment>
        <translation>Am unteren Ende (unter {card})</translation>
    </message>
    <message>
        <source>Could not arrange the hand ({why})</source>
        <extracomment>Arrange failed; {why} is a technical error, shown as it is.</extracomment>
        <translation>Das Blatt konnte nicht geordnet werden ({why})</translation>
    </message>
    <message>
        <source>Drop the card on a meld</source>
        <translation>Lege die Karte auf eine Kombination</translation>
    </message>
    <message>
        <source>Every staged group must be a meld</source>
        <translation>Jede vorbereitete Gruppe muss eine Kombination sein</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Du bist nicht am Zug</translation>
    </message>
    <message>
        <source>Kept: choose another move</source>
        <extracomment>The coach&apos;s question answered &quot;no&quot;: the move was not played.</extracomment>
        <translation>Behalten: wähle einen anderen Zug</translation>
    </message>
    <message>
        <source>Lay down on your turn</source>
        <translation>Auslegen kannst du, wenn du am Zug bist</translation>
    </message>
    <message>
        <source>No contract in your hand yet: sorted by rank</source>
        <translation>Noch kein Kontrakt im Blatt: nach Wert sortiert</translation>
    </message>
    <message>
        <source>Not that card: discard the {cards}</source>
        <extracomment>Going out with a card that cannot be its discard; {cards} may be thrown.</extracomment>
        <translation>Nicht diese Karte: wirf {cards} ab</translation>
    </message>
    <message>
        <source>Nothing was played: the card is back in your hand</source>
        <translation>Nichts wurde gespielt: die Karte ist wieder in deinem Blatt</translation>
    </message>
    <message>
        <source>Pick up a card first</source>
        <translation>Nimm zuerst eine Karte</translation>
    </message>
    <message>
        <source>Play one card at a time here</source>
        <translation>Hier nur eine Karte auf einmal</translation>
    </message>
    <message>
        <source>Select one card to discard</source>
        <translation>Wähle eine Karte zum Ablegen</translation>
    </message>
    <message>
        <source>Start a game first</source>
        <translation>Starte zuerst ein Spiel</translation>
    </message>
    <message>
        <source>Still looking at your hand for a lay-down with the wild: try again in a moment</source>
        <translation>Dein Blatt wird noch nach einer Auslage mit dem Joker durchsucht: versuch es gleich noch einmal</translation>
    </message>
    <message>
        <source>That card does not fit</source>
        <translation>Diese Karte passt nicht</translation>
    </message>
    <message>
        <source>That card does not fit this meld</source>
        <translation>Diese Karte passt nicht zu dieser Kombination</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>The game is over: nothing to undo</source>
        <translation>Das Spiel ist vorbei: nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>The {card} cannot take a wild from that meld now</source>
        <translation>{card} kann jetzt keinen Joker aus dieser Kombination holen</translation>
    </message>
    <message>
        <source>The {card} does not fit that meld</source>
        <extracomment>{card} is a card as the table shows it (&quot;7♥&quot;).</extracomment>
        <translation>{card} passt nicht zu dieser Kombination</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Ein Tipp wird überlegt…</translation>
    </message>
    <message>
        <source>Unknown move: {kind}</source>
        <extracomment>Should never show: a gesture of a kind the table does not know ({kind}).</extracomment>
        <translation>Unbekannter Zug: {kind}</translation>
    </message>
    <message>
        <source>Wait: {name} is playing</source>
        <extracomment>A move refused while {name}, a computer player, is making its move.</extracomment>
        <translation>Warte: {name} ist am Zug</translation>
    </message>
    <message>
        <source>Where does the {card} go?</source>
        <extracomment>A question when a wild card may go at either end of a run; {card} is &quot;7♥&quot;.</extracomment>
        <translation>Wohin kommt {card}?</translation>
    </message>
    <message>
        <source>Where it fits</source>
        <extracomment>An answer to &quot;Where does the card go?&quot;: wherever the rules put it.</extracomment>
        <translation>Wo sie passt</translation>
    </message>
    <message>
        <source>You cannot go out yet: every card but one must be in melds</source>
        <translation>Du kannst noch nicht ausmachen: alle Karten bis auf eine müssen in Kombinationen liegen</translation>
    </message>
    <message>
        <source>{cards} or the {card}</source>
        <extracomment>Cards one may discard, listed: {cards} (one or more) or the {card}.</extracomment>
        <translation>{cards} oder {card}</translation>
    </message>
    <message>
        <source>{why}: discard the {cards}</source>
        <extracomment>Going out refused: {why} says why, {cards} may be thrown instead.</extracomment>
        <translation>{why}: wirf {cards} ab</translation>
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
    <name>RecentFiles</name>
    <message>
        <source>&apos;{file}&apos; is open, but Open Recent cannot list it: its name is not UTF-8 text.</source>
        <translation>„{file}“ ist geöffnet, aber Zuletzt geöffnet kann die Datei nicht aufführen: ihr Name ist kein UTF-8-Text.</translation>
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
        <source>{first}
House rules: the standard ones</source>
        <extracomment>Under the scoreboard, when the game plays every rule as it comes.</extracomment>
        <translation>{first}
Hausregeln: die üblichen</translation>
    </message>
    <message>
        <source>{first}
House rules: {rules}</source>
        <extracomment>Under the scoreboard: {rules} lists the house rules changed, joined by &quot;; &quot;.</extracomment>
        <translation>{first}
Hausregeln: {rules}</translation>
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
        <source>{game} · a network table</source>
        <extracomment>Under the scoreboard, a network table&apos;s game (its deal number stays the host&apos;s).</extracomment>
        <translation>{game} · ein Netzwerktisch</translation>
    </message>
    <message>
        <source>{game} · deal number {seed}</source>
        <extracomment>Under the scoreboard: the game and the number of its deal.</extracomment>
        <translation>{game} · Austeilung Nr. {seed}</translation>
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
        <source>You</source>
        <extracomment>The name of the seat of the one person at the screen, on its name plate and in the scores.</extracomment>
        <translation>Du</translation>
    </message>
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
        <source>Game over: you and {who} win with %n point(s).</source>
        <extracomment>{who}: the others who tie with the person at the screen (&quot;Ada and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Spiel vorbei: Du und {who} gewinnt mit %n Punkt.</numerusform>
            <numerusform>Spiel vorbei: Du und {who} gewinnt mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: you win with %n point(s).</source>
        <translation>
            <numerusform>Spiel vorbei: Du gewinnst mit %n Punkt.</numerusform>
            <numerusform>Spiel vorbei: Du gewinnst mit %n Punkten.</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>%n buy(s)</source>
        <extracomment>On a player&apos;s name plate: how many buys they have left this round.</extracomment>
        <translation>
            <numerusform>%n Kauf</numerusform>
            <numerusform>%n Käufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <extracomment>On a player&apos;s name plate: how many cards they hold.</extracomment>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Card table</source>
        <extracomment>What a screen reader calls the whole table (the area with the cards).</extracomment>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>DOWN</source>
        <extracomment>A small badge on a player&apos;s name plate: this player has laid down (capitals).</extracomment>
        <translation>AUSGELEGT</translation>
    </message>
    <message>
        <source>Discard</source>
        <comment>pile</comment>
        <extracomment>Under the discard pile when its top card was turned up, not thrown: a noun.</extracomment>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Discard one card at a time</source>
        <translation>Lege eine Karte nach der anderen ab</translation>
    </message>
    <message>
        <source>Drag one card</source>
        <extracomment>Refused: several cards dragged where only one may go.</extracomment>
        <translation>Zieh nur eine Karte</translation>
    </message>
    <message>
        <source>Lay-down area: drag cards here to build your melds</source>
        <extracomment>Inside the empty area where a player builds melds before laying them down.</extracomment>
        <translation>Auslagebereich: zieh Karten hierher, um deine Kombinationen zu bilden</translation>
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
        <translation>leer</translation>
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
    <message>
        <source>{name} is played by the computer</source>
        <extracomment>The tooltip of a computer player&apos;s name plate.</extracomment>
        <translation>{name} wird vom Computer gespielt</translation>
    </message>
    <message>
        <source>{name} is played by the computer at the {level} level</source>
        <extracomment>The tooltip of a computer player&apos;s name plate; {level} is how well it plays (&quot;easy&quot;).</extracomment>
        <translation>{name} wird vom Computer gespielt, Stufe: {level}</translation>
    </message>
    <message>
        <source>{name} is played by the computer: your own bot {bot}</source>
        <extracomment>The tooltip of a name plate played by a bot the player wrote; {bot} is its name.</extracomment>
        <translation>{name} wird vom Computer gespielt: dein eigener Bot {bot}</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <extracomment>On a player&apos;s name plate: their total so far, &quot;pts&quot; short for points.</extracomment>
        <translation>{points} Pkt.</translation>
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
    <name>TableObjects</name>
    <message numerus="yes">
        <source>Meld {group} you are making, %n card(s)</source>
        <extracomment>A meld the player is putting together before laying it down, as a list.</extracomment>
        <translation>
            <numerusform>Kombination {group}, die du bildest, %n Karte</numerusform>
            <numerusform>Kombination {group}, die du bildest, %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand, %n card(s)</source>
        <extracomment>The player&apos;s hand as a list a screen reader browses.</extracomment>
        <translation>
            <numerusform>Deine Hand, %n Karte</numerusform>
            <numerusform>Deine Hand, %n Karten</numerusform>
        </translation>
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
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
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
        <source>Esc puts it back</source>
        <translation>Esc legt sie zurück</translation>
    </message>
    <message>
        <source>It cannot go here</source>
        <translation>Sie kann nicht hierhin</translation>
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
        <source>Space puts it down here; Esc puts it back</source>
        <translation>Leertaste legt sie hier ab; Esc legt sie zurück</translation>
    </message>
    <message>
        <source>Space puts the held cards here as a new meld</source>
        <translation>Leertaste legt die gehaltenen Karten hier als neue Kombination ab</translation>
    </message>
    <message>
        <source>Stock</source>
        <extracomment>A screen reader&apos;s name for the stock (the face-down pile).</extracomment>
        <translation>Talon</translation>
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
    <message>
        <source>The cards are hidden: pass the computer on, then show your hand.</source>
        <translation>Die Karten sind verdeckt: gib den Computer weiter und zeig dann dein Blatt.</translation>
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
        <source>{card} as a Five</source>
        <translation>{card} als Fünf</translation>
    </message>
    <message>
        <source>{card} as a Four</source>
        <translation>{card} als Vier</translation>
    </message>
    <message>
        <source>{card} as a Jack</source>
        <translation>{card} als Bube</translation>
    </message>
    <message>
        <source>{card} as a King</source>
        <translation>{card} als König</translation>
    </message>
    <message>
        <source>{card} as a Nine</source>
        <translation>{card} als Neun</translation>
    </message>
    <message>
        <source>{card} as a Queen</source>
        <translation>{card} als Dame</translation>
    </message>
    <message>
        <source>{card} as a Seven</source>
        <translation>{card} als Sieben</translation>
    </message>
    <message>
        <source>{card} as a Six</source>
        <translation>{card} als Sechs</translation>
    </message>
    <message>
        <source>{card} as a Ten</source>
        <translation>{card} als Zehn</translation>
    </message>
    <message>
        <source>{card} as a Three</source>
        <translation>{card} als Drei</translation>
    </message>
    <message>
        <source>{card} as a Two</source>
        <translation>{card} als Zwei</translation>
    </message>
    <message>
        <source>{card} as an Ace</source>
        <translation>{card} als Ass</translation>
    </message>
    <message>
        <source>{card} as an Eight</source>
        <translation>{card} als Acht</translation>
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
    <message>
        <source>{name}. Holding the top of the stock</source>
        <extracomment>A screen reader, while the stock&apos;s top card is carried: {name} is the focus.</extracomment>
        <translation>{name}. Du hältst die oberste Karte des Talons</translation>
    </message>
    <message>
        <source>{name}. Holding {cards}</source>
        <extracomment>A screen reader, while cards are carried: {name} is the focus, {cards} the cards held, joined by &quot;, &quot;.</extracomment>
        <translation>{name}. Du hältst {cards}</translation>
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
    <message>
        <source>{why}; Esc puts it back</source>
        <extracomment>A screen reader: why the carried card cannot be put down here ({why}).</extracomment>
        <translation>{why}; Esc legt sie zurück</translation>
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
        <source>Contract rummy, own rounds</source>
        <translation>Kontrakt-Rommé, eigene Runden</translation>
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
