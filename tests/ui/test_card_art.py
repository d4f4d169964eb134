"""Card art: the SVG deck renders, the drawn deck stands in, pixmaps are cached."""

from __future__ import annotations

from rummy_desktop.engine import parse_card
from rummy_desktop.ui.resources import resource_path
from rummy_desktop.ui.table.card_art import CARD_ASPECT, CardArt, face_key


def _colours(pixmap) -> int:
    image = pixmap.toImage()
    return len(
        {image.pixel(x, y) for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)}
    )


def test_face_keys():
    assert face_key(parse_card("7H")) == "H_7"
    assert face_key(parse_card("JK")) == "joker_red"
    assert face_key(parse_card("JKb")) == "joker_black"
    assert face_key(None) == "back"


def test_svg_deck_is_bundled_and_renders(qapp):
    assert resource_path("cards/svg-cards.svg").is_file()
    art = CardArt()
    pix = art.pixmap("S_13", 120)
    assert art.theme == "svg"
    assert pix.width() == 120 and abs(pix.height() - 120 * CARD_ASPECT) <= 1
    assert _colours(pix) > 30  # a king's robes, not a blank card


def test_missing_svg_falls_back_to_the_drawn_deck(qapp, tmp_path):
    art = CardArt(svg_path=tmp_path / "nothing.svg")
    pix = art.pixmap("H_1", 100)
    assert art.theme == "drawn"
    assert _colours(pix) > 4
    for key in ("joker_red", "back", "C_12", "D_10"):
        assert not art.pixmap(key, 60).isNull()


def test_pixmaps_are_cached_per_size_and_ratio(qapp):
    art = CardArt(theme="drawn")
    first = art.pixmap("H_7", 80)
    assert art.misses == 1
    again = art.pixmap("H_7", 80)
    assert art.hits == 1 and again.cacheKey() == first.cacheKey()
    art.pixmap("H_7", 80, dpr=2.0)
    art.pixmap("H_7", 81)
    assert art.misses == 3
