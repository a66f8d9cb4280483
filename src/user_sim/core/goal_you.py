"""The user named as *you*, the object of a verb or a preposition, in the eight languages (normalised or not)."""

from __future__ import annotations

YOU = (
    "you", "u", "je", "jou", "jullie", "sie", "dich", "ihnen", "te", "ti", "vous", "usted", "você", "voce", "anda",
    "kamu", "kakak",
)  # fmt: skip
"""*You*, the user as an object (``then I ask you``, ``sold to you``, ``vraag ik u``, ``verkauft an Sie``, ``tanya
kakak``): read by goal_recap and goal_deeds with :func:`user_sim.core.goal_conjunctions.either`."""
WE = ("i've", "we", "we've", "yo", "nous", "ich", "wir", "ik", "wij", "saya", "kami", "eu", "io", "noi")
"""*I* or *we*, the chatbot itself as subject (``ich habe … schon reserviert``): read by goal_taken. Never the
Italian plural article ``i`` (``i tavoli … sono già prenotati``)."""
IT = ("lo", "la", "le", "les", "li", "los", "las")
"""The Romance *it*, *them* before a verb (``se lo confirmará``, ``il vous le confirmera``, ``se los confirmará``,
``ve li confermerà``) or after one (``spostarli``, ``trasladarlos``: goal_move_words): in :data:`CLITICS`."""
TO_YOU = ("le", "te", "lhe", "lhes", "vous", "ti", "gli", "vi", "ve", "me", "mi", "nos", "ci", "ce")
"""An object pronoun that is the user (*to you*, ``le confirmará``, ``vi confermerà``): in :data:`CLITICS`; read by
goal_later, where *it* or a passive ``se`` before a future is not the user (``El pago se confirmará``)."""
SE = ("se",)
"""The Romance ``se``, reflexive or *to him* before *it* (``se lo confirmará``, ``cambiárselo``): in :data:`CLITICS`."""
GLIE = ("glie",)
"""Italian *to him*, *to you* bound to *it* after a verb (``spostiamoglielo``): goal_move_words."""
OF_IT = ("ne",)
"""Italian *of it* after a verb (``spostarne``): goal_move_words; never French ``ne``, a negation."""
PORTUGUESE_IT = ("o", "a", "os", "as")
"""Portuguese *it*, *them* before a verb (``já o reservei``), spelt as its articles (``o dia``: goal_range_end)."""
ROMANCE_CLITICS = (*TO_YOU, *IT, "lui", *SE, "l'", *PORTUGUESE_IT)
"""The Romance object pronouns of :data:`CLITICS`: goal_go_ahead's ``¿Se lo reservo?``, ``Te la apunto?``."""
CLITICS = (*ROMANCE_CLITICS, "u", "je", "het")
"""An object pronoun before a verb (``va a + it + infinitive``, ``le confirmará``, ``vi confermerà``, Dutch ``u``,
``het``): read by goal_tense (its future, *already* before it) and goal_later (a confirming to come), with
goal_conjunctions.either."""
TO_THEM = ("leur",)
"""French *to them* (``je leur réserve``): in :data:`FRENCH_CLITICS`, read by goal_go_ahead."""
GERMAN_IT = ("ihn", "sie", "es")
"""German *it*, *him*, *her* as an object (``Kann ich ihn reservieren?``): goal_go_ahead."""
FRENCH_CLITICS = ("t'", "m'", "s'", *TO_THEM, "nous", "y", "en")
"""The French object pronouns :data:`CLITICS` lacks (``je viens de vous en envoyer``, ``vient de m'inscrire``):
read with it by goal_held after *just*; not in CLITICS, where ``en``, ``y``, ``nous`` are words of other uses."""
YOUR = (
    r"your|yours|su|sus|tu|tus|seu|sua|seus|suas|teu|tua|votre|vos|ton|ta|ihr\w*|dein\w*|uw|je|jouw|anda|kamu|tuo"
    r"|tuoi|vostr\w*|suo|suoi"
)
"""*Your*, the user's (normalised): ``your table``, ``la sua prenotazione``, ``uw tafel`` (goal_taken), ``portare la
tua torta`` (goal_yesno_said)."""
FOR_YOU = (
    r"for you|para (?:usted|voce|ti|vos|el|ella)|pour (?:vous|toi)|fur (?:sie|dich)|per (?:lei|te|voi)"
    r"|voor (?:u|je|jou)|untuk (?:anda|kamu|kakak|bapak|ibu)"
)
"""*For you* (normalised): a thing held or reserved for the user (``riservata per lei``, ``voor u``)."""
