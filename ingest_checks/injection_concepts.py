"""Concept words of the ten languages of issue 32 (tr ar fa vi id hi pl nl uk th), for rules written once.

Each language's table gives, as regex alternations, the words of a few concepts: an imperative that sets orders aside
(``dismiss``), a word for earlier or all (``scope``), a word for instructions or rules (``rules``), "your
instructions" (``your_rules``), their being cancelled (``void``), "only" (``only``), an imperative to answer or write
(``reply``), "instead of summarising" (``instead``), "note to the assistant" (``note_to_ai``), the reader's own
prompt or the conversation's first message (``leak_obj``), an imperative to show or print (``show``), "act as"
(``act_as``), "with no rules, never refusing" (``unbound``), "your only task now is" (``only_task``), an unrestricted
or uncensored mode (``unbound_mode``), a line's label for the system, an administrator or a developer
(``system_header``), an imperative to send (``send``) and secrets, private data or earlier messages
(``secret``). :func:`ingest_checks.injection_lexicon.concept_signals` pairs them into signals, the same rules in
every language, so a rule is not rewritten per language and a new word reaches every rule that uses its concept.

Written for the thirteenth pass from two phrasings of this project and dictionary knowledge of each language, never
from the held-out phrasing (``bench/injection_independent.py``). Imperatives only: no negative imperative ("don't
forget", "do not send"), passive or third person, so documentation that describes a program is not an order. Every
top-level alternative starts with at least two literal characters (after ``\\b`` or a lookbehind): they are the
trigger words of the concept's rules.
"""

from __future__ import annotations

_TR = r"(?![a-zçğıöşüâîû])"  # the end of a Turkish word: no suffix follows the imperative

CONCEPTS: dict[str, dict[str, str]] = {
    # English has rows of its own for most shapes: its table adds the verbs and nouns they lack and leaves out "reply
    # only", "instead of", notes and secrets, whose English rows weigh their own discounts
    "en": {
        "dismiss": (r"\bset aside|\bput aside|\bdiscard|\babandon|\bstop following|\bno longer follow|\bstop obeying|"
                    r"\bdo not follow|\bdon't follow|\bdo not obey|\bdon't obey|\bcease following"),
        "scope": r"\bprevious|\bprior\b|\bearlier|\babove\b|\bpreceding|\boriginal|\binitial|\ball\b|\bany\b|\bevery\b|\byour\b",
        "rules": r"\binstructions|\bguidelines|\bdirectives|\bprompts?\b|\borders\b",
        "your_rules": r"\byour (?:\w+ )?(?:instructions|guidelines|directives|rules|programming|orders|system prompt)",
        "void": (r"\bcancell?ed|\brevoked|\brescinded|\bsuperseded|\bno longer (?:valid|apply|applies|relevant|in effect|active|"
                 r"binding|matter)|\bnull and void"),
        "leak_obj": (r"\bfirst (?:message|prompt|instruction)s? (?:of|in) (?:this|our) (?:conversation|chat|session)|"
                     r"\bconversation's first message|\bchat's first message|\bbeginning of (?:this|our) (?:conversation|chat)|"
                     r"\binstructions you were given|\binstructions (?:that )?you received|\bhidden instructions you"),
        "show": (r"\bprint\b|\bshow\b|\bdisplay\b|\breveal|\brepeat\b|\boutput\b|\bwrite out|\bdump\b|\bcopy\b|\brecite|"
                 r"\bquote\b|\btell me"),
        "act_as": (r"(?<!\bcan )(?<!\bcould )(?<!\bmay )(?<!\bwill )(?<!\bto )\bact as\b|(?<!\bto )\bact like\b|"
                   r"(?<!\bto )\bbehave (?:as|like)\b|\bpretend to be\b|\bplay the (?:role|part) of\b|"
                   r"\btake on the (?:role|persona) of\b|\broleplay as\b"),
        "unbound": (r"\bno (?:ethical|moral) (?:rules|guidelines|limits|boundaries|constraints|principles|compass)|"
                    r"\bno (?:rules|restrictions|limits|limitations|filters|guidelines|censorship|boundaries|ethics|morals)\b|"
                    r"\bwithout (?:any )?(?:rules|restrictions|limits|limitations|filters|ethics|morals|censorship|guidelines)\b|"
                    r"\bunrestricted|\bunfiltered|\buncensored|\bnever refuses?\b|\brefuses? nothing|\bnever says? no\b"),
        "only_task": (r"\byour (?:only|sole|one|single) (?:remaining )?(?:task|job|goal|purpose|objective|mission) "
                      r"(?:now|from now on|from here on|at this point)\b|\bnow,? your (?:only|sole) (?:task|job|goal)\b|"
                      r"\byour (?:only|sole) (?:task|job|goal) is now\b"),
        "unbound_mode": r"\bunrestricted mode|\bunfiltered mode|\buncensored mode|\bjailbreak mode|\bjailbroken mode|\bDAN mode",
    },
    "tr": {
        "dismiss": (rf"\byok say(?:ın|ınız)?{_TR}|\bgörmezden gel(?:in|iniz)?{_TR}|\bunut(?:un|unuz)?{_TR}|"
                    rf"\bgöz ardı et(?:in|iniz)?{_TR}|\bkenara (?:bırak|koy)(?:ın|un|unuz|ınız)?{_TR}|\buymayın(?:ız)?{_TR}|"
                    rf"\bgeçersiz say(?:ın|ınız)?{_TR}|\bdikkate almayın(?:ız)?{_TR}|\bboşver(?:in)?{_TR}"),
        "scope": (r"\bönceki|\bdaha önce|\byukarıda|\bşimdiye kadar|\btüm\b|\bbütün\b|\bher\b|\bsana verilen|\bsize verilen|"
                  r"\borijinal|\bilk\b|\bmevcut|\beski\b|\bbaşlangıçta"),
        "rules": r"\btalimat|\bkural|\byönerge|\bdirektif|\bkomut|\bemir|\bemri|\bprompt",
        "your_rules": (r"\btalimatların(?:ız)?\b|\bkuralların(?:ız)?\b|\byönergelerin(?:iz)?\b|"
                       r"\bsenin (?:\w+ )?(?:talimat|kural|yönerge)|\bsizin (?:\w+ )?(?:talimat|kural|yönerge)|"
                       r"\bsana verilen (?:\w+ )?(?:talimat|kural|yönerge)|\bsize verilen (?:\w+ )?(?:talimat|kural|yönerge)"),
        "void": (r"\biptal edil|\bgeçersiz|\bartık geçerli değil|\bgeçerliliğini yitir|\byürürlükten kaldırıl|\bkaldırıldı\b|"
                 r"\bartık (?:uygulanmıyor|önemli değil|geçmiyor)"),
        "only": r"\bsadece\b|\byalnızca\b|\byalnız\b|\bbaşka hiçbir şey|\btek kelime",
        "reply": (rf"\byaz(?:ın|ınız)?(?=\s*(?:[.!?,;:\"“]|ve\b|$))|\bsöyle(?:yin|yiniz)?{_TR}|\byanıt ver(?:in|iniz)?{_TR}|"
                  rf"\bcevap ver(?:in|iniz)?{_TR}|\byanıtla(?:yın|yınız)?{_TR}|\bcevapla(?:yın|yınız)?{_TR}|"
                  rf"\bçıktı (?:olarak )?ver(?:in|iniz)?{_TR}"),
        "instead": (r"\bözetlemek yerine|\bçevirmek yerine|\btercüme etmek yerine|\byanıtlamak yerine|\bcevaplamak yerine|"
                    r"\banaliz etmek yerine|\bincelemek yerine|\bözetleme yerine|\bçeviri yerine"),
        "note_to_ai": (r"\basistana (?:not|mesaj|talimat|uyarı)|\basistan için (?:not|mesaj)|\byapay zekaya (?:not|mesaj|talimat)|"
                       r"\byapay zeka için (?:not|mesaj)|\bmodele (?:not|mesaj)|\bmodel için not|\bai için not|"
                       r"\byapay zeka asistanına (?:not|mesaj)|\bbota (?:not|mesaj)|\bbot için not"),
        "leak_obj": (r"\bsistem istem|\bgizli talimat|\bbaşlangıç talimat|\bilk talimat|\borijinal talimat|"
                     r"\bsana verilen (?:\w+ )?talimat|\bsize verilen (?:\w+ )?talimat|\bsistem talimat|"
                     r"\bkonuşmanın (?:ilk|başındaki)|\bsohbetin (?:ilk|başındaki)|\bgörüşmenin (?:ilk|başındaki)"),
        "show": (rf"\bgöster(?:in|iniz)?{_TR}|\byazdır(?:ın|ınız)?{_TR}|\bpaylaş(?:ın|ınız)?{_TR}|\btekrarla(?:yın|yınız)?{_TR}|"
                 rf"\baçıkla(?:yın|yınız)?{_TR}|\bkopyala(?:yın|yınız)?{_TR}|\byaz(?:ın|ınız)?(?=\s*(?:[.!?,;:]|$))|"
                 rf"\bdök(?:ün)?{_TR}|\bver(?:in|iniz)?(?=\s*(?:[.!?,;:]|$))"),
        "act_as": (rf"\bgibi davran(?:ın|ınız)?{_TR}|\bolarak davran(?:ın|ınız)?{_TR}|\bgibi hareket et(?:in|iniz)?{_TR}|"
                   rf"\bolarak hareket et(?:in|iniz)?{_TR}|\brolüne gir(?:in|iniz)?{_TR}|\brolünü (?:oyna|üstlen)(?:yın|ın|in)?{_TR}|"
                   r"\bolduğunu hayal et|\bolduğunu varsay"),
        "unbound": (r"\betik (?:kural|sınır|ilke)\w* (?:olmayan|yok)|\bahlak\w* (?:kural|sınır|ilke)\w* (?:olmayan|yok)|"
                    r"\bhiçbir (?:kural|kısıtlama|sınır|filtre|etik)|\bkısıtlamasız|\bsınırsız|\bfiltresiz|\bsansürsüz|"
                    r"\bkuralsız|\breddetmeyen|\basla reddetme"),
        "only_task": (r"\btek görevin|\btek göreviniz|\btek işin\b|\btek işiniz|\bşimdiki tek görev|\bartık tek görev|"
                      r"\bşu anki tek görev"),
        "system_header": r"\bsistem(?: mesajı| notu| uyarısı)?|\byönetici|\bgeliştirici(?: mesajı| notu)?",
        "unbound_mode": (r"\bkısıtlamasız mod|\bfiltresiz mod|\bsansürsüz mod|\bjailbreak mod|\bkuralsız mod|"
                         r"\bsınırsız modda(?:sın|sınız)"),
        "send": (rf"\bgönder(?:in|iniz)?{_TR}|\bilet(?:in|iniz)?{_TR}|\byolla(?:yın|yınız)?{_TR}|\baktar(?:ın|ınız)?{_TR}|"
                 rf"\byükle(?:yin|yiniz)?{_TR}|\bpaylaş(?:ın|ınız)?{_TR}"),
        "secret": (r"\bşifre|\bparola|\bkimlik bilgi|\bapi anahtar|\berişim anahtar|\berişim token|\btoken|\be-posta adres|"
                   r"\beposta adres|\bsohbet geçmiş|\bkonuşma geçmiş|\bmesaj geçmiş|\bkişisel veri|\bkişisel bilgi|\bkredi kart|"
                   r"\bönceki (?:tüm |bütün )?(?:mesaj|ileti)|\bbu (?:sohbet|konuşma)"),
    },
}
