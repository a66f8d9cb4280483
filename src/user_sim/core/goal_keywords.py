"""A goal part's key words: the content words of its phrase, in the eight languages of the goal check.

The key words of a part are the words of its phrase (:func:`user_sim.core.goals.goal_phrase`) that can say what it
is about: never an article, a preposition, a possessive, a pronoun, the copula, a modal or the future's auxiliary,
a light verb (``prendre rendez-vous``: the chatbot's word of doing stands for it), *also*, *there*, *your* or *if*,
nor a verb of asking or a question word (:data:`user_sim.core.goal_clauses.ASKING_WORD`); a French or Italian
elision is dropped (``l'abonnement`` is ``abonnement``). :func:`key_words` keeps them in order, once each.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from user_sim.core.goal_clauses import ASKING_WORD
from user_sim.core.goal_conjunctions import AND

_FUNCTION_TEXT = (
    "una uno unos unas los las del para por con sin que una une des les pour par avec sans sur dans vous nous mon"
    " ma mes votre vos notre eine einen einem einer der die das den dem des fur mit ohne auf bei vom zum zur mein"
    " meine meinen ihr ihre uns una uno gli della dello delle per con senza sul nel mio mia suo sua uma umas uns"
    " dos das pelo pela com sem meu minha seu sua een het van voor met zonder naar bij mijn mijn uw onze ons"
    " alle alla allo agli ai al dei delle della nella nelle sulla dalla aux au"
    # pronouns and the future's auxiliaries ("quand elles seront prêtes"): never what a part is about
    " they them ils elles eux leur ellos ellas ele eles elas sie ihnen loro essi esse zij hun hen mereka dia"
    " him her hem hij jij jou wij ihn ihm mich mir dich dir euch lui lei moi toi noi voi ela nos vos lhe aku kamu"
    # reflexives ("Schrijf jezelf en je partner in"): the person signed up, said by the chatbot's *you*, *both*
    " yourself yourselves jezelf uzelf zichzelf sich dirimu"
    # the copula and "there is": a yes/no request's verb, never what it asks about ("si le casque est fourni")
    " est sont etre ist sind sein gibt era sono essere esta estan estar hay ser sao zijn adalah ada"
    " sera seront serait sara saranno sera serao wird werden zal zullen akan vai vao vou va vamos gaat gaan"
    " yang untuk dengan dari pada saya kami anda ini itu"
    # "also" and "there" of a question ("ob man dort … bekommt", "of er ook … zijn"): never what it is about
    " ook auch aussi anche tambien tambem juga man dort hebt heeft il ein"
    # light verbs: the word of doing in the chatbot's sentence stands for them ("prendre rendez-vous")
    " faire prendre avoir obtenir hacer tomar tener conseguir fare prendere avere ottenere machen nehmen haben"
    " bekommen lassen maken nemen hebben krijgen laten fazer ter obter buat membuat ambil mengambil dapat"
    # modal verbs and the passive's auxiliary ("whether it may be left with the neighbours"): never the content
    " may might puede pueden podemos peut peuvent kann konnen darf durfen puo possono posso"
    " pode podem posso mag mogen kan kunnen worden wordt werd boleh bisa"  # and MUST
    # prepositions (and German ones with the article merged in): where or with whom, never what
    " chez vers sous entre depuis pendant contre apres avant beim vom zum zur ins ans aufs uber unter nach neben"
    " hinter zwischen gegen durch aus von bis seit hasta desde hacia sobre entre tras ante durante segun sotto"
    " sopra verso presso dopo prima fino dentro fuori sobre entre desde ate apos perante durante naar tot uit"
    " over onder tussen tegen door sinds tijdens achter naast zonder kepada dalam tentang sampai sejak oleh vanaf"
    # "your" and "if" of the eight languages, and Italian's causative ("Fatti spedire …"): never what it is about
    " dein deine deinen deinem deiner deines euer eure tuo tua tuoi tue vostro vostra vostri vostre teu teus tuas"
    " tus vuestro vuestra vuestros vuestras ton tes jouw jullie wenn falls indien als jika kalau apabila bila"
    " fatti fatevi fammi che"
)
MUST = ("must", "debe", "doit", "muss", "deve", "moet", "harus")
"""The modal *must* (``il doit encore confirmer``), a function word; goal_later.HAVE_TO reads it with *has to*."""
FUNCTION_WORDS = frozenset(_FUNCTION_TEXT.split()) | frozenset(MUST) | frozenset(AND) | {"serta"}
"""Articles, prepositions, possessives, light verbs, modals (:data:`MUST`) and *and*
(:data:`user_sim.core.goal_conjunctions.AND`) of the supported languages: never a part's key word (nor is a verb of
asking or a question word)."""
_ELISION = re.compile(r"^(?:l|d|j|m|n|s|t|c|qu|dell|all|dall|nell|sull|un|quell|dev|nes)'")


def key_words(words: Iterable[str]) -> tuple[str, ...]:
    """The key words among a phrase's ``words`` (module docstring), in order, once each."""
    unelided = (_ELISION.sub("", w) for w in words)  # "l'abonnement" is "abonnement"
    return tuple(dict.fromkeys(w for w in unelided if w not in FUNCTION_WORDS and not ASKING_WORD.fullmatch(w)))
