"""Choosing the language: the setting, RUMMY_DESKTOP_LANGUAGE, else the system's as gettext
reads the environment (Linux) or as Qt lists the user's languages (Windows, macOS)."""

from __future__ import annotations

import pytest

from rummy_desktop.i18n.languages import (
    ENV,
    LANGUAGES,
    base_code,
    choose,
    environment_languages,
    system_language,
)


@pytest.mark.parametrize(
    ("environ", "wanted"),
    [
        ({}, []),
        ({"LANG": "de_DE.UTF-8"}, ["de"]),
        ({"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, ["fr"]),
        ({"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR", "LC_ALL": "es_MX.UTF-8"}, ["es"]),
        ({"LANG": "en_GB.UTF-8", "LANGUAGE": "pt_BR:fr:de"}, ["pt", "fr", "de", "en"]),
        ({"LANGUAGE": "fr"}, []),  # LANGUAGE alone, no locale: gettext ignores it
        ({"LANG": "C.UTF-8", "LANGUAGE": "fr"}, ["en"]),  # the C locale speaks English
        ({"LC_ALL": "POSIX"}, ["en"]),
        ({"LANG": "sr_RS@latin", "LANGUAGE": "::de:"}, ["de", "sr"]),
        ({"LANG": "   "}, []),
    ],
)
def test_the_environment_is_read_as_gettext_reads_it(environ, wanted):
    assert environment_languages(environ) == wanted


def test_a_tag_gives_its_language():
    assert [base_code(t) for t in ("de", "fr-CA", "es_419", "nb_NO.ISO-8859-1")] == [
        "de",
        "fr",
        "es",
        "nb",
    ]
    assert [base_code(t) for t in ("", "C", "POSIX", "system", "x", "1234")] == [None] * 6


def test_the_system_language_is_the_first_one_the_game_ships():
    assert system_language({"LANG": "it_IT.UTF-8", "LANGUAGE": "it:es"}, []) == "es"
    assert system_language({"LANG": "it_IT.UTF-8"}, ["fr-FR"]) == "en"  # Linux: the env says
    assert system_language({}, ["it-IT", "fr-FR", "en-US"]) == "fr"  # nothing set: Qt's list
    assert system_language({"LANG": "de_DE"}, ["es-ES"], linux=False) == "es"  # not Linux
    assert system_language({}, []) == "en"


def test_the_setting_wins_over_the_system_and_the_environment_variable_over_both():
    system = {"LANG": "fr_FR.UTF-8"}
    assert choose("system", system, []) == "fr"
    assert choose("de", system, []) == "de"
    assert choose("en", system, []) == "en"
    assert choose("de", {**system, ENV: "es"}, []) == "es"
    assert choose("de", {**system, ENV: "pseudo"}, []) == "pseudo"
    assert choose("pseudo", system, []) == "pseudo"  # the hidden setting, for tests


@pytest.mark.parametrize("setting", ["xx", "klingon", "", None, 7, ["de"], "it", " "])
def test_a_setting_this_version_does_not_know_means_the_system_language(setting):
    assert choose(setting, {"LANG": "es_ES.UTF-8"}, []) == "es"
    assert choose(setting, {ENV: "nonsense", "LANG": "de_AT"}, []) == "de"


def test_every_language_is_named_in_itself():
    assert LANGUAGES == {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español"}
