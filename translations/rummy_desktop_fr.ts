<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
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
    <name>CoachWords</name>
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
        <source>best</source>
        <translation>meilleur</translation>
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
    <name>GuideWords</name>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guide</translation>
    </message>
    <message>
        <source>Guide closed: Help ▸ Guided first round opens it again</source>
        <extracomment>The menu path as the Help menu says it.</extracomment>
        <translation>Guide fermé&#xa0;: Aide ▸ Première manche guidée le rouvre</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Passer le guide</translation>
    </message>
    <message>
        <source>Step {number}: {step}</source>
        <translation>Étape {number}&#xa0;: {step}</translation>
    </message>
    <message>
        <source>Watch the other player&apos;s move…</source>
        <translation>Regardez le coup de l&apos;autre joueur…</translation>
    </message>
    <message>
        <source>Welcome: choose how to start</source>
        <translation>Bienvenue&#xa0;: choisissez comment commencer</translation>
    </message>
    <message>
        <source>Well done: you have gone out! Play on to the end of the round; Help ▸ Guided first round starts the guide again.</source>
        <translation>Bravo&#xa0;: vous avez terminé&#xa0;! Jouez jusqu&apos;à la fin de la manche&#xa0;; Aide ▸ Première manche guidée relance le guide.</translation>
    </message>
    <message>
        <source>Well done: you have laid down your contract! Play on to the end of the round; Help ▸ Guided first round starts the guide again.</source>
        <translation>Bravo&#xa0;: vous avez posé votre contrat&#xa0;! Jouez jusqu&apos;à la fin de la manche&#xa0;; Aide ▸ Première manche guidée relance le guide.</translation>
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
    <name>HowToPlay</name>
    <message>
        <source>A discard the next player passes by may be bought by the others (with a penalty card).</source>
        <translation>Une défausse que le joueur suivant laisse passer peut être achetée par les autres (avec une carte de pénalité).</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank; a run is cards of one suit in order.</source>
        <translation>Un brelan est fait de trois cartes ou plus de même valeur&#xa0;; une suite, de cartes d&apos;une couleur qui se suivent.</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank; a run is three or more of a suit in order.</source>
        <translation>Un brelan est fait de trois cartes ou plus de même valeur&#xa0;; une suite, de trois cartes ou plus d&apos;une couleur qui se suivent.</translation>
    </message>
    <message>
        <source>A wild card stands in for any card in a meld, as many as you like.</source>
        <translation>Un joker remplace n&apos;importe quelle carte d&apos;une combinaison, autant que vous voulez.</translation>
    </message>
    <message>
        <source>After someone goes out, each other player has one last turn.</source>
        <translation>Quand quelqu&apos;un a terminé, chaque autre joueur joue un dernier tour.</translation>
    </message>
    <message>
        <source>Cards outside melds count: an ace 1, 2 to 10 their number, faces 10, a wild 15.</source>
        <translation>Les cartes hors combinaison comptent&#xa0;: un as 1, de 2 à 10 leur nombre, les figures 10, un joker 15.</translation>
    </message>
    <message>
        <source>Each round has a contract, shown at the top: the melds you must lay down together.</source>
        <translation>Chaque manche a un contrat, affiché en haut&#xa0;: les combinaisons à poser ensemble.</translation>
    </message>
    <message>
        <source>End your turn by discarding one card onto the discard pile.</source>
        <translation>Terminez votre tour en défaussant une carte sur la défausse.</translation>
    </message>
    <message>
        <source>Hillbilly Rummy is played over ten rounds; the lowest total wins.</source>
        <translation>Hillbilly Rummy se joue en dix manches&#xa0;; le plus petit total gagne.</translation>
    </message>
    <message>
        <source>In each round one rank is wild: 3s in round one, 4s in round two … kings last.</source>
        <translation>À chaque manche une valeur est joker&#xa0;: les 3 à la première, les 4 à la deuxième … les rois à la dernière.</translation>
    </message>
    <message>
        <source>In hand a joker costs 50, an ace 15, a 10 to king 10, a 2 to 9 five points.</source>
        <translation>En main, un joker coûte 50, un as 15, du 10 au roi 10, du 2 au 9 cinq points.</translation>
    </message>
    <message>
        <source>Jokers are wild: at most one wild card stands in for a missing card in each meld.</source>
        <translation>Les jokers remplacent une carte&#xa0;: au plus un joker par combinaison tient la place d&apos;une carte manquante.</translation>
    </message>
    <message>
        <source>On your turn, draw a card: from the stock, or the top card of the discard pile.</source>
        <translation>À votre tour, piochez une carte&#xa0;: au talon, ou la carte du dessus de la défausse.</translation>
    </message>
    <message>
        <source>On your turn, draw from the stock or take the top card of the discard pile.</source>
        <translation>À votre tour, piochez au talon ou prenez la carte du dessus de la défausse.</translation>
    </message>
    <message>
        <source>Once you hold the contract, lay it all down; then lay cards off on any meld.</source>
        <translation>Dès que vous avez le contrat, posez-le en entier&#xa0;; ensuite, ajoutez des cartes à n&apos;importe quelle combinaison.</translation>
    </message>
    <message>
        <source>The lowest total after the last round wins.</source>
        <translation>Le plus petit total après la dernière manche gagne.</translation>
    </message>
    <message>
        <source>The round ends when someone plays their last card: the others score their cards.</source>
        <translation>La manche se termine quand quelqu&apos;un joue sa dernière carte&#xa0;: les autres comptent leurs cartes.</translation>
    </message>
    <message>
        <source>Then discard one card: your hand always goes back to the round&apos;s size.</source>
        <translation>Puis défaussez une carte&#xa0;: votre main revient toujours à la taille de la manche.</translation>
    </message>
    <message>
        <source>Three Thirteen is played over eleven rounds, from 3 cards up to 13.</source>
        <translation>Three Thirteen se joue en onze manches, de 3 cartes jusqu&apos;à 13.</translation>
    </message>
    <message>
        <source>When every card but the one you discard fits in melds, you may go out.</source>
        <translation>Quand toutes vos cartes sauf celle que vous défaussez forment des combinaisons, vous pouvez terminer.</translation>
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
        <source>10 rounds of 7 to 16 cards; the last laid down and gone out at once</source>
        <translation>10 manches de 7 à 16 cartes&#xa0;; la dernière posée et terminée d&apos;un coup</translation>
    </message>
    <message>
        <source>10 rounds of contracts, jokers wild, buying</source>
        <translation>10 manches à contrats, jokers, achats</translation>
    </message>
    <message>
        <source>11 rounds of 3 to 13 cards, a new wild rank each round</source>
        <translation>11 manches de 3 à 13 cartes, une nouvelle valeur joker à chaque manche</translation>
    </message>
    <message>
        <source>7 deals of 10 then 12 cards; one joker to a double pack; cards at pip value</source>
        <translation>7 donnes de 10 puis 12 cartes&#xa0;; un joker par double paquet&#xa0;; cartes à leur valeur faciale</translation>
    </message>
    <message>
        <source>7 hands of 11 cards; the last is three runs, all out with no discard</source>
        <translation>7 donnes de 11 cartes&#xa0;; la dernière est trois suites, tout posé sans défausse</translation>
    </message>
    <message>
        <source>7 rounds of 10 then 12 cards; two decks, one joker fewer than players</source>
        <translation>7 manches de 10 puis 12 cartes&#xa0;; deux paquets, un joker de moins que de joueurs</translation>
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
