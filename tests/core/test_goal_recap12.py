"""Premature stops of held-out #12 by class: a requirement still owed by the user, and a summary put to the user
to check with the deed promised for afterwards.

Every sentence was written for these tests (a pet insurance, a climbing gym, a choir, a kayak rental, a library
card, a cooking class); none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_done import is_done
from user_sim.core.goal_go_ahead import asks_go_ahead
from user_sim.core.goal_needs import owes_requirement
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_recap import for_afterwards
from user_sim.core.goal_sentences import sentences


@pytest.mark.parametrize(
    "said",
    [
        "To add your dog to the policy I need: his name, breed and microchip number.",
        "Before I can register you, I'll need a copy of your ID.",
        "Adding a second driver requires a valid licence scan.",
        "Para darte de alta en el gimnasio necesito: tu nombre completo y tu DNI.",
        "La ampliación requiere la firma del titular.",
        "Para incluir o seu filho, preciso do CPF e da data de nascimento dele.",
        "Um Sie in den Chor aufzunehmen, brauche ich Ihren Namen und Ihre Stimmlage.",
        "Für die Anmeldung benötige ich noch Ihr Geburtsdatum.",
        "Pour l'inscrire au cours, j'ai besoin de son nom et de son âge.",
        "Avant de pouvoir réserver le kayak, il me faut une pièce d'identité.",
        "Per aggiungerla alla polizza ho bisogno del codice fiscale.",
        "Per il rinnovo mi servono nome e numero della tessera.",
        "Om je in te schrijven heb ik je naam en geboortedatum nodig.",
        "Voor de aanmelding is een kopie van je paspoort nodig.",
        "Untuk mendaftarkan anak Anda, saya perlu nama lengkap dan tanggal lahirnya.",
        "Untuk pendaftaran diperlukan foto KTP.",
        "Mohon kirim nama lengkap untuk pendaftaran.",
        "Stuur me je lidnummer, dan zet ik het erin.",
        "Dafür bräuchte ich noch Ihre Versicherungsnummer.",
        "To add him, we'll just need his vaccination record.",
        "Para darlo de alta necesitaremos su número de chip.",
        "Pour cela, il nous faudrait son carnet de santé.",
        "Ho solo bisogno di due dati.",
        "Necessito do número do microchip.",
    ],
)
def test_a_requirement_is_owed_and_never_a_deed(said: str) -> None:
    assert owes_requirement(said)
    assert not is_done(said)


@pytest.mark.parametrize(
    "said",
    [
        "Your dog has been added to the policy.",
        "I don't need anything else: your dog is added to the policy.",
        "Tengo todo lo que necesito: tu hija ya está dada de alta.",
        "Ik heb alles wat ik nodig heb, je bent ingeschreven.",
        "Ich brauche nichts weiter, Sie sind angemeldet.",
        "Je n'ai besoin de rien d'autre, votre inscription est enregistrée.",
        "Non mi serve altro: la tessera è stata rinnovata.",
        "Saya tidak perlu data lain, anak Anda sudah terdaftar.",
    ],
)
def test_a_done_sentence_or_nothing_needed_owes_nothing(said: str) -> None:
    assert not owes_requirement(said)


@pytest.mark.parametrize(
    "said",
    [
        "Then I can finalise your registration.",
        "Así lo dejo confirmado.",
        "Assim já posso fechar a sua inscrição.",
        "Dann kann ich Ihre Anmeldung verbindlich buchen.",
        "Ensuite je peux valider l'inscription.",
        "Così posso confermare la prenotazione.",
        "Dan kan ik je inschrijving definitief maken.",
        "Lalu saya bisa memproses pendaftarannya.",
        "I'm setting it all up for you:",
        "Estoy preparando tu reserva:",
        "Je vous prépare l'inscription :",
        "Ich bereite alles für Sie vor:",
        "Sto preparando la tua iscrizione:",
        "Estou preparando a sua inscrição:",
        "Ik zet alles voor je klaar:",
        "Sedang saya siapkan pendaftarannya:",
    ],
)
def test_the_deed_for_afterwards_or_being_prepared_is_not_done(said: str) -> None:
    assert for_afterwards(said)
    assert not is_done(said)


@pytest.mark.parametrize(
    "said",
    [
        "Alles staat voor je klaar: je inschrijving is bevestigd.",
        "Je bent ingeschreven voor de 10 km.",
        "Ihre Anmeldung ist bestätigt.",
        "I've set it all up: you're registered.",
        "Prima, je inschrijving staat: zondag 5 oktober, 10 km.",
        "Alles klar, Ihre Anmeldung steht: Sonntag, 10 km.",
    ],
)
def test_a_done_sentence_is_neither_for_afterwards_nor_being_prepared(said: str) -> None:
    assert not for_afterwards(said)
    assert is_done(said)


@pytest.mark.parametrize(
    "said",
    [
        "Bring your helmet so we can check the fit before you ride.",
        "Traiga el DNI para que podamos hacer el check-in.",
        "Bring bitte den Ausweis mit, damit wir Sie einchecken können.",
        "Neem je pas mee, zodat we je kunnen inchecken.",
        "La consegna richiede circa 20 minuti.",
    ],
)
def test_aftercare_for_a_done_deed_is_no_marker(said: str) -> None:
    """A purpose clause of aftercare and a time taken put nothing after the user's word."""
    assert not for_afterwards(said)
    assert not owes_requirement(said)


CLASS = decompose(
    ["Sign up for the {{level}} climbing course on {{day}}"], None, {"level": ["beginner"], "day": ["Monday"]}
)


@pytest.mark.parametrize(
    "question",
    [
        "Is this right?",
        "Does everything look correct?",
        "¿Es correcto?",
        "¿Todo bien?",
        "Está certo?",
        "Confere?",
        "Stimmt das so?",
        "Passt alles?",
        "C'est bien ça ?",
        "Tout est correct ?",
        "È corretto?",
        "Va bene così?",
        "Klopt dit?",
        "Zijn de gegevens juist?",
        "Sudah benar?",
        "Betul ya?",
        "Les informations sont-elles correctes ?",
        "Kloppen de gegevens?",
        "Everything look good?",
        "Can you confirm the details?",
    ],
)
def test_a_summary_put_to_the_user_asks_the_go_ahead(question: str) -> None:
    reply = sentences(f"Course: beginner, Monday 18:00, €40.\n{question}")
    assert asks_go_ahead(CLASS[0], reply)
    assert not asks_go_ahead(CLASS[0], sentences("Course: beginner, Monday 18:00, €40. Anything else?"))


def _reached(goal: str, values: dict[str, list[str]], user: str, reply: str) -> bool:
    parts = decompose([goal], None, values)
    check = StructuredGoalCheck(parts, {k: tuple(v) for k, v in values.items()}, None)
    return check.decide([("User", user), ("Assistant", reply)]).reached


RUN = "Schrijf je in voor de {{distance}} van de trailrun op {{date}}."
RUN_VALUES = {"distance": ["10 km"], "date": ["zondag 5 oktober"]}


def test_a_summary_to_check_with_the_deed_for_afterwards_is_not_reached() -> None:
    summary = (
        "Top, Lies! Ik zet alles voor je klaar:\n🏁 10 km\n📅 Zondag 5 oktober\n💶 €38\n\n"
        "Klopt dit? Dan kan ik je inschrijving afronden."
    )
    assert not _reached(RUN, RUN_VALUES, "10 km op 5 okt graag", summary)
    english = "Here's what I have:\n- 10 km\n- Sunday 5 October\n\nIs this right? Then I can finalise your entry."
    trail = {"d": ["10 km"], "date": ["Sunday 5 October"]}
    assert not _reached("Sign up for the {{d}} trail run on {{date}}", trail, "10k", english)
    done = "Top, Lies! Je bent ingeschreven:\n🏁 10 km\n📅 Zondag 5 oktober\n💶 €38\nStartnummer 4471."
    assert _reached(RUN, RUN_VALUES, "10 km op 5 okt graag", done)


PET = "Añade a {{pet}} a tu seguro de mascotas."


def test_a_requirement_for_the_deed_is_not_the_deed() -> None:
    values = {"pet": ["tu perro"]}
    owed = "Para añadir a un nuevo animal necesito: nombre, raza y número de chip de tu perro, y tu número de póliza."
    assert not _reached(PET, values, "quiero añadir a mi perro", owed)
    dutch = "Om een extra huisdier toe te voegen heb ik de naam en het chipnummer van je hond nodig."
    assert not _reached("Voeg {{pet}} toe aan je huisdierenverzekering.", {"pet": ["je hond"]}, "hond erbij", dutch)
    done = "Listo: tu perro ya está incluido en tu seguro de mascotas (póliza PM-2207)."
    assert _reached(PET, values, "quiero añadir a mi perro", done)
