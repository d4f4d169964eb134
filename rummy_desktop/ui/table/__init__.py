"""The table scene (Qt): cards, furniture, the mouse and the keyboard. It knows no rules: it shows a TableModel and reports gestures."""
