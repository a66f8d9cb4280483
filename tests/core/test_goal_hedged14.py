"""A hedged sibling or statement settles nothing; a count said only of another thing; a confirmation still owed.

Every sentence was written for these tests (a boat hire, a leak inspection, a pottery class, a catering order);
none comes from the labelled sets under bench/. Each positive sits beside its twin: the plain sibling that still
gives its value, the staff aftercare that is no hedge, the count said of the counted word, the reply that says
the deed done.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_beside import done_beside
from user_sim.core.goal_block import confirmation_block
from user_sim.core.goal_hedged import hedged
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_rules import judge
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_ties import named
from user_sim.core.goal_turns import across_turns

HEDGED = {
    "en": "The thermal camera may be on another site that day, I'll check.",
    "es": "La cámara térmica quizá esté en otra obra ese día, lo compruebo.",
    "fr": "La caméra thermique est peut-être sur un autre chantier ce jour-là, je vérifie.",
    "de": "Die Wärmebildkamera ist vielleicht an dem Tag auf einer anderen Baustelle, ich schaue nach.",
    "it": "La termocamera forse è su un altro cantiere quel giorno, verifico.",
    "pt": "A câmera térmica talvez esteja em outra obra nesse dia, estou verificando.",
    "nl": "De warmtecamera is die dag misschien op een andere klus, ik kijk even.",
    "id": "Kamera termalnya mungkin lagi dipakai di proyek lain hari itu, saya cek dulu.",
}
PLAIN = {
    "en": "The thermal camera is on another site that day.",
    "es": "Rita cuidará de tu casa el viernes.",
    "fr": "La caméra thermique sera sur place à 8h.",
    "de": "Jess kümmert sich am Freitag um Biscuit.",
    "it": "La termocamera arriva con il tecnico.",
    "pt": "A câmera térmica vai junto com o técnico.",
    "nl": "De warmtecamera komt mee met de monteur.",
    "id": "Kamera termal dibawa teknisi kami.",
}


@pytest.mark.parametrize("language", sorted(HEDGED))
def test_a_hedge_or_a_look_still_taken_is_hedged(language: str) -> None:
    assert hedged(HEDGED[language])


@pytest.mark.parametrize("language", sorted(PLAIN))
def test_a_plain_statement_or_what_staff_will_do_is_no_hedge(language: str) -> None:
    assert not hedged(PLAIN[language])


WETSUIT = {
    "en": ("Rent a wetsuit for {{days}} days.", "Rental booked: 3 mm wetsuit, 12 to 13 May (2 days)."),
    "es": (
        "Alquila un traje de neopreno por {{days}} días.",
        "Alquiler hecho: neopreno de 3 mm, del 12 al 13 de mayo (2 días).",
    ),
    "fr": (
        "Loue une combinaison pour {{days}} jours.",
        "Location enregistrée : combinaison 3 mm, du 12 au 13 mai (2 jours).",
    ),
    "de": (
        "Miete einen Neoprenanzug für {{days}} Tage.",
        "Miete gebucht: Neoprenanzug 3 mm, 12. bis 13. Mai (2 Tage).",
    ),
    "it": ("Noleggia una muta per {{days}} giorni.", "Noleggio registrato: muta 3 mm, dal 12 al 13 maggio (2 giorni)."),
    "pt": (
        "Alugue um traje de neoprene por {{days}} dias.",
        "Aluguel feito: neoprene de 3 mm, de 12 a 13 de maio (2 dias).",
    ),
    "nl": ("Huur een wetsuit voor {{days}} dagen.", "Huur geboekt: wetsuit 3 mm, 12 t/m 13 mei (2 dagen)."),
    "id": ("Sewa baju selam untuk {{days}} hari.", "Sewa sudah dicatat: baju selam 3 mm, 12-13 Mei (2 hari)."),
}


def _rental(language: str, reply: str) -> str:
    part = decompose([WETSUIT[language][0]], None, {"days": ["3"]})[0]
    return judge(reply, part.spec, {"days": ("2", "3", "5")})


@pytest.mark.parametrize("language", sorted(WETSUIT))
def test_a_count_said_only_of_another_thing_beside_another_count_is_a_wrong_value(language: str) -> None:
    assert _rental(language, WETSUIT[language][1]) == "wrong_value"  # "3 mm" beside "(2 days)" for 3 days


@pytest.mark.parametrize("language", sorted(WETSUIT))
def test_the_count_said_of_its_counted_word_beside_a_measure_is_delivered(language: str) -> None:
    reply = WETSUIT[language][1].replace("(2 ", "(3 ")
    assert _rental(language, reply) == "delivered"  # "3 mm" beside "(3 days)"


LEAK = {
    "en": (
        "Book a leak inspection on {{day}} with the {{option}}.",
        "Monday",
        "thermal camera",
        "✅ Inspection booked: Monday, 8–10.",
        "Thermal camera: on board.",
    ),
    "es": (
        "Reserva una búsqueda de fugas el {{day}} con la {{option}}.",
        "lunes",
        "cámara térmica",
        "✅ Cita reservada: lunes, 8–10.",
        "Cámara térmica: incluida en la visita.",
    ),
    "fr": (
        "Prends rendez-vous pour une recherche de fuite le {{day}} avec la {{option}}.",
        "lundi",
        "caméra thermique",
        "✅ RDV posé : lundi, 8h–10h.",
        "Caméra thermique : prévue.",
    ),
    "de": (
        "Buche eine Lecksuche am {{day}} mit der {{option}}.",
        "Montag",
        "Wärmebildkamera",
        "✅ Termin gebucht: Montag, 8–10 Uhr.",
        "Wärmebildkamera: eingeplant.",
    ),
    "it": (
        "Prenota una ricerca perdite {{day}} con la {{option}}.",
        "lunedì",
        "termocamera",
        "✅ Appuntamento prenotato: lunedì, 8–10.",
        "Termocamera: prevista.",
    ),
    "pt": (
        "Agende uma detecção de vazamento na {{day}} com a {{option}}.",
        "segunda",
        "câmera térmica",
        "✅ Visita agendada: segunda, 8h–10h.",
        "Câmera térmica: prevista.",
    ),
    "nl": (
        "Boek een lekdetectie op {{day}} met de {{option}}.",
        "maandag",
        "warmtecamera",
        "✅ Afspraak geboekt: maandag, 8–10 uur.",
        "Warmtecamera: ingepland.",
    ),
    "id": (
        "Booking deteksi kebocoran hari {{day}} dengan {{option}}.",
        "Senin",
        "kamera termal",
        "✅ Jadwal sudah dibooking: Senin, jam 8–10.",
        "Kamera termal: sudah dijadwalkan.",
    ),
}


def _block(language: str, sibling: str) -> str | None:
    goal, day, option, done, _ = LEAK[language]
    part = decompose([goal], None, {"day": [day], "option": [option]})[0]
    options = {"day": (day, "Friday"), "option": (option, "endoscope")}
    return confirmation_block(part, [part], sentences(f"{done}\n{sibling}"), options, "")


@pytest.mark.parametrize("language", sorted(LEAK))
def test_a_block_takes_no_value_from_a_sibling_that_hedges(language: str) -> None:
    assert _block(language, HEDGED[language]) is None  # "… peut-être sur un autre chantier, je vérifie."


@pytest.mark.parametrize("language", sorted(LEAK))
def test_a_block_takes_the_value_from_a_plain_sibling(language: str) -> None:
    assert _block(language, LEAK[language][4]) is not None  # "Caméra thermique : prévue."


CLASS = {
    "en": (
        "Book a place at the pottery class on {{day}}.",
        "Saturday",
        "All booked ✅",
        "For the class on Saturday, I'm checking the places.",
        "Pottery class on Saturday, one place.",
    ),
    "es": (
        "Reserva una plaza en el taller de cerámica del {{day}}.",
        "sábado",
        "Reservado ✅",
        "Para el taller del sábado, compruebo las plazas.",
        "Taller de cerámica del sábado, una plaza.",
    ),
    "fr": (
        "Réserve une place à l'atelier de poterie du {{day}}.",
        "samedi",
        "Réservé ✅",
        "Pour l'atelier du samedi, je regarde les places.",
        "Atelier de poterie du samedi, une place.",
    ),
    "de": (
        "Reserviere einen Platz im Töpferkurs am {{day}}.",
        "Samstag",
        "Reserviert ✅",
        "Für den Kurs am Samstag schaue ich nach den Plätzen.",
        "Töpferkurs am Samstag, ein Platz.",
    ),
    "it": (
        "Prenota un posto al corso di ceramica di {{day}}.",
        "sabato",
        "Prenotato ✅",
        "Per il corso di sabato controllo i posti.",
        "Corso di ceramica di sabato, un posto.",
    ),
    "pt": (
        "Reserve uma vaga na oficina de cerâmica de {{day}}.",
        "sábado",
        "Reservado ✅",
        "Para a oficina de sábado, estou verificando as vagas.",
        "Oficina de cerâmica de sábado, uma vaga.",
    ),
    "nl": (
        "Reserveer een plek bij de pottenbakles op {{day}}.",
        "zaterdag",
        "Gereserveerd ✅",
        "Voor de les op zaterdag kijk ik even naar de plekken.",
        "Pottenbakles op zaterdag, één plek.",
    ),
    "id": (
        "Pesan satu tempat di kelas keramik hari {{day}}.",
        "Sabtu",
        "Sudah dipesan ✅",
        "Untuk kelas hari Sabtu, saya cek dulu tempatnya.",
        "Kelas keramik hari Sabtu, satu tempat.",
    ),
}


def _beside(language: str, values: str) -> bool:
    goal, day, done, _, _ = CLASS[language]
    part = decompose([goal], None, {"day": [day]})[0]
    return done_beside(values, part, {"day": (day, "Sunday")}, [done, values])


@pytest.mark.parametrize("language", sorted(CLASS))
def test_a_done_word_beside_does_not_make_a_statement_still_looked_into_done(language: str) -> None:
    assert not _beside(language, CLASS[language][3])  # "Pour l'atelier du samedi, je regarde les places."


@pytest.mark.parametrize("language", sorted(CLASS))
def test_a_done_word_beside_makes_plain_values_done(language: str) -> None:
    assert _beside(language, CLASS[language][4])  # "Atelier de poterie du samedi, une place."


CATERING = {
    "en": (
        "Order a catering package for {{n}} people on {{day}}.",
        "Sunday",
        "Done, catering package noted: 30 people, Sunday.",
        "I'll confirm with the owner first.",
        "Great, talk soon!",
    ),
    "es": (
        "Pide un paquete de catering para {{n}} personas el {{day}}.",
        "domingo",
        "Hecho, paquete de catering anotado: 30 personas, domingo.",
        "Te confirmo luego con el dueño.",
        "¡Genial, hablamos!",
    ),
    "fr": (
        "Commande un forfait traiteur pour {{n}} personnes le {{day}}.",
        "dimanche",
        "C'est fait, forfait traiteur noté : 30 personnes, dimanche.",
        "Je dois d'abord vérifier avec le patron.",
        "Super, à bientôt !",
    ),
    "de": (
        "Bestelle ein Catering-Paket für {{n}} Personen am {{day}}.",
        "Sonntag",
        "Erledigt, Catering-Paket notiert: 30 Personen, Sonntag.",
        "Ich muss erst beim Chef nachfragen.",
        "Super, bis bald!",
    ),
    "it": (
        "Ordina un pacchetto catering per {{n}} persone {{day}}.",
        "domenica",
        "Fatto, pacchetto catering segnato: 30 persone, domenica.",
        "Devo prima verificare con il titolare.",
        "Perfetto, a presto!",
    ),
    "pt": (
        "Peça um pacote de buffet para {{n}} pessoas no {{day}}.",
        "domingo",
        "Feito, pacote de buffet anotado: 30 pessoas, domingo.",
        "Preciso verificar com o dono primeiro.",
        "Ótimo, até logo!",
    ),
    "nl": (
        "Bestel een cateringpakket voor {{n}} personen op {{day}}.",
        "zondag",
        "Klaar, cateringpakket genoteerd: 30 personen, zondag.",
        "Ik moet eerst navragen bij de eigenaar.",
        "Top, tot snel!",
    ),
    "id": (
        "Pesan paket katering untuk {{n}} orang hari {{day}}.",
        "Minggu",
        "Beres, paket katering udah aku catat: 30 orang, Minggu.",
        "Nanti aku konfirmasi dulu ke owner.",
        "Oke Kak, ditunggu yaa!",
    ),
}


def _over_turns(language: str, previous: str) -> str | None:
    goal, day, _, _, latest = CATERING[language]
    part = decompose([goal], None, {"n": ["30"], "day": [day]})[0]
    return across_turns(part, previous, "ok", latest, {"n": ("20", "30"), "day": (day, "Saturday")}, named)


@pytest.mark.parametrize("language", sorted(CATERING))
def test_no_proof_over_turns_while_the_previous_reply_still_owes_the_confirmation(language: str) -> None:
    _, _, noted, owed, _ = CATERING[language]
    assert _over_turns(language, f"{noted} {owed}") is None  # "… udah aku catat. Nanti aku konfirmasi dulu."


@pytest.mark.parametrize("language", sorted(CATERING))
def test_a_proof_over_turns_holds_when_the_previous_reply_owes_nothing(language: str) -> None:
    assert _over_turns(language, CATERING[language][2]) is not None
