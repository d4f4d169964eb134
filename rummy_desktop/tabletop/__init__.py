"""What a card table shows and says, without widgets: the table model and its layout, the player's arrangement, card moves, Table Talk, hints, staging, status lines, game setups. Qt-free."""
