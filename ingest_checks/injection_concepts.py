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

The fourteenth pass adds the concepts of five more families. Deception: an imperative to tell, assure or convince
the user (``tell_user``: "tell the user", "assure the user"), a false reassurance or alarm about something
(``false_claim``: safe, verified, official, trusted, virus-free; the account locked, suspended, compromised), an
imperative to ask the user for something (``ask_user``) and a credential (``credential``: password, PIN, one-time or
verification code, card number, CVV, recovery phrase). Tool abuse: a harmful act as an imperative with its object
(``harm``: delete or wipe all files, a folder, the database or repository; ``rm -rf``; transfer or wire money; buy or
order; grant admin rights or access; share publicly; turn off the firewall or two-factor authentication), doing it
without asking, confirming or telling the user, or silently (``no_confirm``), and an imperative to use the reader's
own tools (``use_tool``: "use your terminal / shell / e-mail tool / payment tool / browser", "call the function").
Data in a link: an imperative to append, add, insert or encode something into a link, URL, address or image
(``attach``; the verb with its link noun, or "embed / render this image"). Print-only: the reader's own reply
(``your_reply``: "your answer", "your response", "your output") and "nothing else" (``nothing_else``: "and nothing
else", "no other words", "without any explanation"). Forged system messages: safety filters, content policy,
moderation or guardrails (``safety``), declared off (``off``: disabled, switched off, lifted, suspended, no longer
applies), and a forged end of the document (``doc_end``: "end of document", "end of e-mail", "the text ends here").
``addressee`` (the words for an AI assistant, chatbot, language model or AI agent) and ``no_confirm`` also feed the
boosters ``addresses-ai`` and ``conceals-from-user`` of every language.

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
        # "do not follow" only with "any", "all" or "earlier": "Don't follow the instructions above if you use Windows",
        # "Do not follow the original instructions in the box" are manuals
        "dismiss": (r"\bset aside|\bput aside|\bdiscard|\babandon|\bstop following|\bno longer follow|\bstop obeying|"
                    r"\bcease following|\bdo not follow (?=any\b|all\b|earlier\b|prior\b|your\b)|"
                    r"\bdon't follow (?=any\b|all\b|earlier\b|prior\b|your\b)"),
        "scope": r"\bprevious|\bprior\b|\bearlier|\bpreceding|\ball\b|\bany\b|\bevery\b|\byour\b",
        "rules": r"\binstructions|\bguidelines|\bdirectives|\bprompts?\b|\borders\b",
        # the fifteenth pass: in the third person, "the guidelines the assistant received earlier"
        "your_rules": (r"\byour (?:\w+ )?(?:instructions|guidelines|directives|programming|system prompt)|"
                       r"\bthe (?:instructions|guidelines|rules|directives) (?:the|this) (?:assistant|AI|model|bot|chatbot|agent) "
                       r"(?:received|was given|got|has been given)"),
        "void": (r"\bcancell?ed|\brevoked|\brescinded|\bsuperseded|\bno longer (?:valid|apply|applies|relevant|in effect|active|"
                 r"binding|matter)|\bnull and void"),
        "leak_obj": (r"\bfirst (?:message|prompt|instruction)s? (?:of|in) (?:this|our) (?:conversation|chat|session)|"
                     r"\bconversation's first message|\bchat's first message|\bbeginning of (?:this|our) (?:conversation|chat)|"
                     r"\bhidden instructions you"),
        "show": (r"\bprint\b|\bshow\b|\bdisplay\b|\breveal|\brepeat\b|\boutput\b|\bwrite out|\bdump\b|\bcopy\b|\brecite|"
                 r"\bquote\b|\btell me"),
        "act_as": (r"(?<!\bcan )(?<!\bcould )(?<!\bmay )(?<!\bwill )(?<!\bto )\bact as\b(?! if\b)|(?<!\bto )\bact like\b|"
                   r"(?<!\bto )\bbehave (?:as|like)\b(?! if\b)|\bpretend to be\b|\bplay the (?:role|part) of\b|"
                   r"\btake on the (?:role|persona) of\b|\broleplay as\b"),
        "unbound": (r"\bno (?:ethical|moral) (?:rules|guidelines|limits|boundaries|constraints|principles|compass)|"
                    r"\bno (?:rules|restrictions|limits|limitations|filters|guidelines|censorship|boundaries|ethics|morals)\b|"
                    r"\bwithout (?:any )?(?:rules|restrictions|limits|limitations|filters|ethics|morals|censorship|guidelines)\b|"
                    r"\bunrestricted|\bunfiltered|\buncensored|\bnever refuses?\b|\brefuses? nothing|\bnever says? no\b"),
        "only_task": (r"\byour (?:only|sole|one|single) (?:remaining )?(?:task|job|goal|purpose|objective|mission) "
                      r"(?:now|from now on|from here on|at this point)\b|\bnow,? your (?:only|sole) (?:task|job|goal)\b|"
                      r"\byour (?:only|sole) (?:task|job|goal) is now\b"),
        "unbound_mode": r"\bunrestricted mode|\bunfiltered mode|\buncensored mode|\bjailbreak mode|\bjailbroken mode",
        # the fourteenth pass: imperatives, not after a modal or a subject ("we can tell the user ...")
        "tell_user": (r"(?<!\bto )(?<!\bcan )(?<!\bcould )(?<!\bmay )(?<!\bwill )(?<!\bwould )(?<!\bshould )(?<!\bwe )(?<!\bthey )(?<!\bI )(?<!\bit )(?<!\bnot )"
                      r"\b(?:tell|assure|convince|inform|reassure|warn|remind|notify) (?:the (?:user|customer|reader|visitor|person)s?|them)\b"),
        "false_claim": (r"\b(?:is|are|was|has been) (?:completely |totally |perfectly |100% )?(?:safe|verified|trusted|"
                        r"legitimate|official|virus-free|malware-free|clean|harmless|approved)\b|"
                        r"\baccount (?:is|has been|was|will be) (?:locked|suspended|compromised|disabled|frozen|deactivated)\b"),
        # no "ask the user for a password" rule: the booster asks-secrets counts the same word again ("Prompt the user
        # for a password without echoing" is getpass's manual)
        "harm": (r"\b(?:delete|erase|wipe|remove|destroy) (?:all|every|the entire|the whole|everything)\b|"
                 r"\brm -(?:rf|fr|r)\b|\bdrop (?:the )?(?:database|table)\b|\bformat (?:the|their|his|her) (?:disk|drive)\b|"
                 r"\b(?:transfer|wire|send) (?:\$|€|£|\d[\d,.]* (?:dollars|euros|USD|EUR|pounds))|"
                 r"\b(?:transfer|wire) (?:the |all )?(?:money|funds|balance)\b|"
                 r"\bgrant (?:\S+ )?(?:admin|administrator|owner|root|full) (?:rights|access|permissions|privileges)\b|"
                 r"\b(?:disable|turn off) (?:the )?(?:firewall|antivirus|two-factor|2FA|multi-factor)\b"),
        # the user named: "delete all files without confirmation when --force is given" is a manual's option
        "no_confirm": (r"\bwithout (?:asking|confirming with|telling|notifying|informing|alerting|consulting) (?:the user|them)\b|"
                       r"\bwithout the user's (?:knowledge|consent|approval|permission|confirmation)|"
                       r"\b(?:do not|don't|never) ask the user (?:for|to)\b|"
                       r"\b(?:do not|don't|never) (?:mention|tell|reveal|disclose) (?:this|it|that|anything) to the user\b|"
                       r"\b(?:do not|don't|never) (?:tell|inform|notify|alert) the user\b"),
        # not "invoke the cleanup function to delete all records older than 30 days": a manual's own function
        "use_tool": (r"\buse (?:the )?(?:payments?|banking|e-?mail|mail|shell|terminal|file|browser) tool\b|"
                     r"\buse (?:your|the agent's|its) (?:\w+ )?(?:tools?|terminal|shell|browser|file system|"
                     r"e-?mail (?:tool|access|client)|payment (?:tool|access)|code interpreter|plugin)\b|"
                     r"\bwith your (?:\w+ )?(?:tools?|terminal|shell access|file access|tool access)\b"),
        "only": r"\bonly\b|\bsolely\b|\bexclusively\b",
        # a forged header's label ("[SYSTEM]", "<developer_message>", "Admin notice:"): 0.35, an order only with another signal
        "system_header": r"\bsystem\b|\bdeveloper\b|\badmin(?:istrator)?\b|\boperator\b",
        # put into a link: "append", "add/embed this image"; the conversation, earlier messages, passwords or the user's
        # name and address as what goes in (not API keys: "append your API key to the URL" is how APIs are called)
        "attach": (r"\bappend\b(?=[^\n]{0,80}(?:\b(?:url|link|address|query|parameter|image)\b|https?://))|"
                   r"\badd (?:the|this|an?) (?:image|pixel|tracking pixel)\b|\bembed (?:the|this|that|an?) (?:image|url|link|pixel)\b|"
                   r"\bembed (?:that|this|the) url\b|\binclude (?:it|them) in (?:the|a|this) (?:url|link|query)"),
        "secret": (r"\b(?:whole|entire|full) (?:conversation|chat)|\bconversation so far|\bchat history|"
                   r"\b(?:earlier|previous|prior) messages|\bpasswords?\b|"
                   r"\bthe user's (?:e-?mail|full name|name|address|phone)|\btheir (?:real )?(?:e-?mail|full name|phone|address)"),
        # with an obligation: "thank you for your reply, we answer in only two days" is courtesy
        "your_reply": (r"\byour (?:entire |whole |complete |only |final )?(?:answer|reply|response|output) (?:must|should|"
                       r"shall|has to|needs to|is to|will) (?:only )?(?:be|contain|consist|say|read|include)\b"),
        "nothing_else": (r"\band nothing else\b|\bnothing else\b(?! (?:is|was|will|can|matters|than))|"
                         r"\bno other (?:words|text|characters|content|commentary)\b|"
                         r"\bwithout any (?:other |additional )?(?:explanation|commentary|comment|preamble)\b"),
        "safety": (r"\bsafety (?:filters?|mode|guidelines|policy|policies|restrictions|settings|layer)|\bcontent (?:filters?|"
                   r"polic(?:y|ies)|moderation|restrictions)|\bguardrails\b|\bmoderation (?:layer|filters?)"),
        "off": (r"\b(?:has|have) been (?:disabled|deactivated|switched off|turned off|lifted|removed|suspended)|"
                r"\b(?:is|are) (?:now )?(?:disabled|deactivated|switched off|turned off|lifted|off|suspended)\b|"
                r"\bno longer (?:apply|applies|active|in effect)"),
        # a separator or bracket after it: "(end of file)" and "end of input" are programs' words
        "doc_end": (r"\bend of (?:the )?(?:document|e-?mail|message|page|text|context|article)\b"
                    r"(?=\s*(?:-{2,}|={2,}|\*{2,}|#{2,}|\]|>))"),
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
        "system_header": (
            r"\bsistem(?: mesajı| notu| uyarısı)?(?=\s*[:：\]>】])|\byönetici(?=\s*[:：\]>】])|"
            r"\bgeliştirici(?: mesajı| notu)?(?=\s*[:：\]>】])"),
        "unbound_mode": (r"\bkısıtlamasız mod|\bfiltresiz mod|\bsansürsüz mod|\bjailbreak mod|\bkuralsız mod|"
                         r"\bsınırsız modda(?:sın|sınız)"),
        "send": (rf"\bgönder(?:in|iniz)?{_TR}|\bilet(?:in|iniz)?{_TR}|\byolla(?:yın|yınız)?{_TR}|\baktar(?:ın|ınız)?{_TR}|"
                 rf"\byükle(?:yin|yiniz)?{_TR}|\bpaylaş(?:ın|ınız)?{_TR}"),
        "secret": (r"\bşifre|\bparola|\bkimlik bilgi|\bapi anahtar|\berişim anahtar|\berişim token|\btoken|\be-posta adres|"
                   r"\beposta adres|\bsohbet geçmiş|\bkonuşma geçmiş|\bmesaj geçmiş|\bkişisel veri|\bkişisel bilgi|\bkredi kart|"
                   r"\bönceki (?:tüm |bütün )?(?:mesaj|ileti)|\bbu (?:sohbet|konuşma)"),
        # the fourteenth pass
        "tell_user": (
            r"\b(?:kullanıcı|müşteri|ziyaretçi|okuyucu|okur|alıcı)(?:ya|ye|lara|lere)\b(?=[^.!?\n]{0,90}?\b(?:söyle(?:yin|yiniz)?|deyin(?:iz)?|de(?=\s*(?:[.!?;:,]|ve\b|$))|bildir(?:in|iniz)?|ilet(?:in|iniz)?|belirt(?:in|iniz)?|anlat(?:ın|ınız)?|açıkla(?:yın|yınız)?|yaz(?:ın|ınız)?|haber ver(?:in|iniz)?|güvence ver(?:in|iniz)?|garanti et|garanti edin(?:iz)?|teyit et|teyit edin(?:iz)?|hatırlat(?:ın|ınız)?)(?![a-zçğıöşüâîû]))|"
            r"\b(?:kullanıcı|müşteri|ziyaretçi|okuyucu|okur|alıcı)(?:yı|yi|yu|yü|ları|leri)\b(?=[^.!?\n]{0,90}?\b(?:ikna et|ikna edin(?:iz)?|inandır(?:ın|ınız)?|temin et|temin edin(?:iz)?|uyar(?:ın|ınız)?|rahatlat(?:ın|ınız)?|bilgilendir(?:in|iniz)?)(?![a-zçğıöşüâîû]))|"
            r"\b(?:kullanıcı|müşteri|ziyaretçi|okuyucu|okur|alıcı)(?:ya|ye|lara|lere|yı|yi|ları|leri)\b(?=[^.!?\n]{0,90}?\b(?:söyle|bildir|ilet|belirt|anlat|açıkla|haber ver|güvence ver|garanti et|temin et|ikna et|inandır|uyar|bilgilendir)(?:malı|meli)(?:sın|sin|sınız|siniz|dır|dir)?(?![a-zçğıöşüâîû]))|"
            r"(?<=ğunu )(?:(?:söyle(?:yin|yiniz)?|deyin(?:iz)?|de(?=\s*(?:[.!?;:,]|ve\b|$))|iddia et|iddia edin(?:iz)?)(?![a-zçğıöşüâîû]))|"
            r"(?<=ğını )(?:(?:söyle(?:yin|yiniz)?|deyin(?:iz)?|de(?=\s*(?:[.!?;:,]|ve\b|$))|iddia et|iddia edin(?:iz)?)(?![a-zçğıöşüâîû]))|"
            r"(?<=ğini )(?:(?:söyle(?:yin|yiniz)?|deyin(?:iz)?|de(?=\s*(?:[.!?;:,]|ve\b|$))|iddia et|iddia edin(?:iz)?)(?![a-zçğıöşüâîû]))|"
            r"(?<=ğünü )(?:(?:söyle(?:yin|yiniz)?|deyin(?:iz)?|de(?=\s*(?:[.!?;:,]|ve\b|$))|iddia et|iddia edin(?:iz)?)(?![a-zçğıöşüâîû]))"),
        "false_claim": (
            r"\b(?:güvenli|güvenilir|emniyetli|zararsız|tehlikesiz|virüssüz|doğrulanmış|onaylı|onaylanmış|resmi|resmî|orijinal|meşru|yasal|temiz|sorunsuz|denetlenmiş|taranmış)(?: ve (?:güvenli|güvenilir|emniyetli|zararsız|tehlikesiz|virüssüz|doğrulanmış|onaylı|onaylanmış|resmi|resmî|orijinal|meşru|yasal|temiz|sorunsuz|denetlenmiş|taranmış))?(?: \w+){0,2}? (?:olduğunu|olduğuna|olduklarını|olduğu)\b|"
            r"\b(?:güvenli|güvenilir|emniyetli|zararsız|tehlikesiz|virüssüz|doğrulanmış|onaylı|onaylanmış|resmi|resmî|orijinal|meşru|yasal|temiz|sorunsuz|denetlenmiş|taranmış)(?:dir|dır|tir|tır)\b|"
            r"\b(?:virüs|zararlı yazılım|kötü amaçlı yazılım|tehlike|risk)(?: \w+)? (?:içermediğini|taşımadığını|olmadığını)\b|"
            r"\btek (?:mantıklı|güvenilir|güvenli|doğru|iyi|makul|akıllıca|dürüst|sağlam) (?:seçene|tercih|çözüm|ürün|yol|marka|firma|şirket|banka|site|uygulama)\w*(?:[^.!?\n]{0,40}?\bolduğunu\b)?|"
            r"\bhesab(?:ı|ın|ını|ının|ınız|ınızın|ınızı)\b(?: \w+){0,4}? (?:kilitlen|askıya alın|ele geçiril|dondurul|devre dışı bırakıl|kapatıl|engellen|bloke edil|hacklen|çalın|silin)\w*"),
        "ask_user": (
            r"\b(?:kullanıcı|müşteri|ziyaretçi|okuyucu|okur|alıcı)(?:dan|den|lardan|lerden)\b(?=[^.!?\n]{0,90}?\b(?:iste(?:yin|yiniz)?|talep et|talep edin(?:iz)?|rica et|rica edin(?:iz)?)(?![a-zçğıöşüâîû]))|"
            r"\b(?:kullanıcı|müşteri|ziyaretçi|okuyucu|okur|alıcı)(?:ya|ye|lara|lere)\b(?=[^.!?\n]{0,90}?\bsor(?:un|unuz)?(?![a-zçğıöşüâîû]))|"
            r"\b(?:paylaşma|girme|gönderme|yazma|verme|iletme|söyleme|onaylama|doğrulama|okuma|yapıştırma|tuşlama|yükleme|yollama|bildirme)(?:sını|sini|larını|lerini)\b(?: \w+)? (?:iste(?:yin|yiniz)?|talep et|talep edin(?:iz)?|rica et|rica edin(?:iz)?|isteme(?:li|lisin|lidir))(?![a-zçğıöşüâîû])|"
            r"\b(?:paylaşma|girme|gönderme|yazma|verme|iletme|söyleme|onaylama|doğrulama|okuma|yapıştırma|tuşlama|yükleme|yollama|bildirme)(?:sı|si|ları|leri) gerek(?:tiğini|iyor|ir)\b(?=[^.!?\n]{0,30}?\b(?:(?:söyle(?:yin|yiniz)?|deyin(?:iz)?|de(?=\s*(?:[.!?;:,]|ve\b|$))|bildir(?:in|iniz)?|ilet(?:in|iniz)?|belirt(?:in|iniz)?|anlat(?:ın|ınız)?|açıkla(?:yın|yınız)?|yaz(?:ın|ınız)?|haber ver(?:in|iniz)?|güvence ver(?:in|iniz)?|garanti et|garanti edin(?:iz)?|teyit et|teyit edin(?:iz)?|hatırlat(?:ın|ınız)?)(?![a-zçğıöşüâîû])|(?:söyle|bildir|ilet|belirt|anlat|açıkla|haber ver|güvence ver|garanti et|temin et|ikna et|inandır|uyar|bilgilendir)(?:malı|meli)(?:sın|sin|sınız|siniz|dır|dir)?(?![a-zçğıöşüâîû])))"),
        "credential": (
            r"\bşifre|\bparola|\bgeçiş kelime|\bgiriş bilgi|\boturum açma bilgi|\bkimlik bilgi|"
            r"\bPIN(?: ?kod|'?(?:i|ini|inizi|in|ini)\b)|\bpin kod|\btek kullanımlık (?:şifre|parola|kod)|"
            r"\bdoğrulama kod|\bonay kod|\bgüvenlik kod|\bSMS kod|\bsms ile gelen kod|\bkart numara|\bkredi kart|"
            r"\bbanka kart|\bCVV2?(?: ?kod|'?(?:yi|sini|si)\b)|\bCVC(?: ?kod|'?(?:yi|sini|si)\b)|\bgüvenlik numara|"
            r"\bkartın (?:arkasındaki|son kullanma)|\bkurtarma (?:ifade|kelime|kod|cümle)|\bgizli anahtar|"
            r"\bözel anahtar|\btohum (?:ifade|kelime|cümle)"),
        "harm": (
            r"\b(?:tüm|bütün|bilumum)\b(?=[^.!?\n]{0,70}?\b(?:sil(?:in|iniz)?|kaldır(?:ın|ınız)?|yok et|yok edin(?:iz)?|temizle(?:yin|yiniz)?|biçimlendir(?:in|iniz)?|formatla(?:yın|yınız)?|boşalt(?:ın|ınız)?|imha et|imha edin(?:iz)?)(?![a-zçğıöşüâîû]))|"
            r"\bher şeyi\b(?=[^.!?\n]{0,70}?\b(?:sil(?:in|iniz)?|kaldır(?:ın|ınız)?|yok et|yok edin(?:iz)?|temizle(?:yin|yiniz)?|biçimlendir(?:in|iniz)?|formatla(?:yın|yınız)?|boşalt(?:ın|ınız)?|imha et|imha edin(?:iz)?)(?![a-zçğıöşüâîû]))|"
            r"\b(?:tüm|bütün|her şeyi)\b(?=[^.!?\n]{0,50}?\b(?:silmek|kaldırmak|biçimlendirmek|formatlamak|yok etmek|temizlemek|boşaltmak) için\b)|"
            r"\b(?:veritabanı|veri tabanı|depo|repo|sunucu|disk|sürücü|yedek|klasör|dizin|ev dizin)\w*\b(?=[^.!?\n]{0,70}?\b(?:sil(?:in|iniz)?|kaldır(?:ın|ınız)?|yok et|yok edin(?:iz)?|temizle(?:yin|yiniz)?|biçimlendir(?:in|iniz)?|formatla(?:yın|yınız)?|boşalt(?:ın|ınız)?|imha et|imha edin(?:iz)?)(?![a-zçğıöşüâîû]))|"
            r"\brm -(?:rf|fr|r)\b|\bchmod -R 777\b|\bgit push (?:--force|-f)\b|(?<=\| )sudo (?:bash|sh)\b|"
            r"(?<=\| )(?:bash|sh)\b|(?<=\|)sudo (?:bash|sh)\b|(?<=\|)(?:bash|sh)\b|"
            r"\b(?:parayı|paranın|paraları|bakiye|fon|tutar|birikim|ödeme)\w*\b(?=[^.!?\n]{0,70}?\b(?:gönder(?:in|iniz)?|aktar(?:ın|ınız)?|transfer et|transfer edin(?:iz)?|havale et|havale edin(?:iz)?|yatır(?:ın|ınız)?|öde(?:yin|yiniz)?|yolla(?:yın|yınız)?|çek(?:in|iniz)?)(?![a-zçğıöşüâîû]))|"
            r"(?<=\d)TL(?=[^.!?\n]{0,70}?\b(?:gönder(?:in|iniz)?|aktar(?:ın|ınız)?|transfer et|transfer edin(?:iz)?|havale et|havale edin(?:iz)?|yatır(?:ın|ınız)?|öde(?:yin|yiniz)?|yolla(?:yın|yınız)?|çek(?:in|iniz)?)(?![a-zçğıöşüâîû]))|"
            r"(?<=\d )(?:TL|lira|dolar|avro|euro)\b(?=[^.!?\n]{0,70}?\b(?:gönder(?:in|iniz)?|aktar(?:ın|ınız)?|transfer et|transfer edin(?:iz)?|havale et|havale edin(?:iz)?|yatır(?:ın|ınız)?|öde(?:yin|yiniz)?|yolla(?:yın|yınız)?|çek(?:in|iniz)?)(?![a-zçğıöşüâîû]))|"
            r"\bsatın al(?:ın|ınız)?(?![a-zçğıöşüâîû])|\bsipariş ver(?:in|iniz)?(?![a-zçğıöşüâîû])|"
            r"\b(?:yönetici|kök|tam|sahip)\w* (?:yetki|erişim|izin|hak)\w*\b(?=[^.!?\n]{0,70}?\b(?:ver(?:in|iniz)?|tanı(?:yın|yınız)?|ata(?:yın|yınız)?)(?![a-zçğıöşüâîû]))|"
            r"\b(?:herkese açık|herkesle|kamuya açık|herkese)\b(?=[^.!?\n]{0,70}?\b(?:paylaş(?:ın|ınız)?|yayımla(?:yın|yınız)?|yayınla(?:yın|yınız)?|yap(?:ın|ınız)?|aç(?:ın|ınız)?)(?![a-zçğıöşüâîû]))|"
            r"\b(?:güvenlik duvar|antivirüs|virüs koruma|iki faktörlü|iki aşamalı|çok faktörlü|iki adımlı)\w*\b(?=[^.!?\n]{0,70}?\b(?:kapat(?:ın|ınız)?|devre dışı bırak(?:ın|ınız)?|durdur(?:un|unuz)?|kaldır(?:ın|ınız)?|pasifleştir(?:in|iniz)?|etkisizleştir(?:in|iniz)?)(?![a-zçğıöşüâîû]))"),
        "no_confirm": (
            r"\b(?:onay|onayını|onayı|izin|iznini|izni|teyit|müsaade) (?:istemeden|almadan|beklemeden|sormadan)\b|"
            r"\b(?:kullanıcıya|kimseye|kullanıcılara) (?:sormadan|danışmadan|haber vermeden|bildirmeden|söylemeden|belli etmeden|fark ettirmeden|hissettirmeden)\b|"
            r"\b(?:kullanıcının|kimsenin) (?:haberi olmadan|bilgisi olmadan|onayı olmadan|izni olmadan|fark etmesine izin vermeden)|"
            r"\b(?:kullanıcıya|kimseye) (?:hiçbir şey |bundan |bunu |bu konuda |bununla ilgili )?(?:söyleme|bahsetme|bildirme|sezdirme|belli etme|haber verme)(?:yin|yiniz)?(?=\s*(?:[.!,;:)]|ve\b|$))|"
            r"\b(?:onay|izin|teyit) (?:isteme|sorma|bekleme)(?:yin|yiniz)?(?=\s*(?:[.!,;:)]|ve\b|$))|"
            r"\bonay (?:ekranını|adımını|penceresini|iletişim kutusunu) atla(?:yın|yınız)?(?![a-zçğıöşüâîû])|"
            r"\bsessizce\b(?=(?: \S+){0,2} (?:sil|aktar|gönder|kaldır|havale et|öde|paylaş|kapat)(?:in|ın|iniz|ınız)?(?![a-zçğıöşüâîû]))|"
            r"\bfark ettirmeden\b|\bgizlice\b|\bçaktırmadan\b|\bkimseye sezdirmeden\b"),
        "use_tool": (
            r"\b(?:kendi|senin|sizin) (?:terminal|kabuğ|kabuk|komut satır|araç|araçlar|tarayıcı|dosya sistem|dosya erişim|e-posta arac|eposta arac|ödeme arac|kod yorumlayıcı|eklenti)\w*(?: (?:kullan(?:ın|ınız|arak)?|çalıştır(?:ın|ınız|arak)?)(?![a-zçğıöşüâîû])|(?:la|le)\b)|"
            r"\b(?:terminal|kabuğ|kabuk|komut satır|araç|araçlar|tarayıcı|dosya sistem|dosya erişim|e-posta arac|eposta arac|ödeme arac|kod yorumlayıcı|eklenti)(?:ınızı|inizi|unuzu|ünüzü)(?: (?:kullan(?:ın|ınız|arak)?|çalıştır(?:ın|ınız|arak)?)(?![a-zçğıöşüâîû]))|"
            r"\b(?:terminal|kabuğ|kabuk|komut satır|araç|araçlar|tarayıcı|dosya sistem|dosya erişim|e-posta arac|eposta arac|ödeme arac|kod yorumlayıcı|eklenti)(?:ınızla|inizle|unuzla|ünüzle)(?![a-zçğıöşüâîû])|"
            r"\btarayıcın(?:ı (?:kullan(?:ın|ınız|arak)?|çalıştır(?:ın|ınız|arak)?)(?![a-zçğıöşüâîû])|la(?![a-zçğıöşüâîû]))|"
            r"\beklentin(?:i (?:kullan(?:ın|ınız|arak)?|çalıştır(?:ın|ınız|arak)?)(?![a-zçğıöşüâîû])|le(?![a-zçğıöşüâîû]))|"
            r"\b(?:sahip olduğun|erişimin olan|elindeki|kullanabildiğin|sana verilen|size verilen) (?:araç|terminal|kabuk|yetki)\w*|"
            r"\b(?:fonksiyon|işlev|araç)(?:unu|ini|ını|u|i|ı) çağır(?:ın|ınız|arak)?(?![a-zçğıöşüâîû])"),
        "attach": (
            r"\b(?:bağlantı|URL'|adres|sorgu dizes|sorgu parametres|parametre)\w*(?: (?:sonuna|sonundaki|içine|içindeki|kısmına|parametresine|değerine|alanına))?(?: (?:\w+ )?olarak)? (?:ekle(?:yin|yiniz|yip|yerek)?|iliştir(?:in|iniz|ip|erek)?|yerleştir(?:in|iniz|ip|erek)?|göm(?:ün|ünüz|üp|erek)?|koy(?:un|unuz|up|arak)?|kodla(?:yın|yınız|yıp|yarak)?)(?![a-zçğıöşüâîû])|"
            r"\b(?:görseli|resmi|görüntüyü|resim|görsel)\b[^.!?\n]{0,15}?\b(?:göm|yerleştir|ekle|işle|oluştur)(?:ün|in|yin|yiniz|iniz)?(?![a-zçğıöşüâîû])"),
        "your_reply": (
            r"(?<!ya )(?<!ye )(?<!na )(?<!ne )\b(?:yanıt|cevab|çıktı|yanıt metn|cevap metn)(?:ın|ınız|ını|ınızı|ında|ınızda|ının|ınızın)\b(?! (?!tamamı|tümü|hepsi|kendisi)(?:\w+(?:ı|i|u|ü|sı|si|su|sü))\b)(?! için\b)|"
            r"\b(?:cevap|yanıt) (?:olarak|diye)\b|"
            r"\b(?:vereceğin|vereceğiniz|yazacağın|yazacağınız|üreteceğin|üreteceğiniz) (?:tek |tüm |bütün |son )?(?:yanıt|cevap|çıktı)|"
            r"\b(?:senin|sizin) (?:tüm |bütün |tek |son )?(?:yanıt|cevap|çıktı)"),
        "nothing_else": (
            r"\bbaşka (?:hiçbir|hiç bir|tek bir|bir tek) (?:şey|kelime|sözcük|metin|ifade|karakter|açıklama|yorum)|"
            r"\bbaşka (?:bir şey|bir kelime|kelime|sözcük|bir sözcük|metin|açıklama|yorum) (?:yazma|ekleme|söyleme|katma)(?:yın|yin|yınız|yiniz)?(?=\s*(?:[.!,;:)]|ve\b|$))|"
            r"\bhiçbir (?:açıklama|yorum|ek metin|ek açıklama|giriş cümlesi) (?:yapmadan|eklemeden|olmadan|yapma|ekleme)|"
            r"\b(?:açıklama|yorum|ek açıklama) (?:yapmadan|eklemeden|katmadan)\b|"
            r"\b(?:açıklama|yorum) (?:yapma|ekleme)(?:yın|yin|yınız|yiniz)?(?=\s*(?:[.!,;:)]|ve\b|$))|"
            r"\bfazlasını yazma|\bne eksik ne fazla"),
        "safety": (
            r"\bgüvenlik (?:filtre|süzgeç|yönerge|katman|kısıtlama|sınırlama|önlem)\w*|"
            r"\biçerik (?:filtre|süzgeç|politika|ilke|kısıtlama|sınırlama|denetim|moderasyon|kural)\w*|"
            r"\b(?:etik|ahlaki) (?:filtre|kısıtlama|sınırlama|kural)\w*|\bmoderasyon(?: katman| filtre| sistem)?\w*|"
            r"\bsansür (?:filtre|mekanizma|kural)\w*|\bkoruma (?:bariyer|katman|filtre)\w*"),
        "off": (
            r"\bdevre dışı(?: bırakıl\w*|dır|dir)?\b|\bkaldırıl(?:dı|mıştır|mış|mıştır|ıyor)\w*|"
            r"\bkapatıl(?:dı|mış)\w*|\baskıya alın(?:dı|mış)\w*|\betkisiz(?: hale getiril\w*|leştiril\w*)|"
            r"\bartık (?:geçerli değil|geçersiz|uygulanmıyor|aktif değil|etkin değil|yürürlükte değil|bağlayıcı değil)|"
            r"\bgeçici olarak (?:kapalı|durduruldu)|\biptal edil(?:di|miştir|miş)\w*|"
            r"\bpasif(?: durumda|tir| hale getiril\w*)"),
        "doc_end": (
            r"\b(?:belge|doküman|döküman|e-posta|eposta|ileti|metin|bağlam|makale)(?:nin|nın|nun|nün|in|ın|un|ün)? sonu\b(?=\s*(?:-{2,}|={2,}|\*{2,}|#{2,}|\]|>|\)|$))|"
            r"\bmetin (?:burada|bu noktada) (?:bitiyor|sona eriyor|bitti)\b|"
            r"\bbelge (?:burada|bu noktada) (?:bitiyor|sona eriyor|bitti)\b"),
        "addressee": (
            r"(?<![\w,] )(?<!\w)(?:asistan|ajan|yapay zekâ|yapay zeka|model|bot)(?=\s*,)|\bdil model|"
            r"\bbüyük dil model|\bsohbet (?:botu|robotu|asistanı)|\bYZ (?:asistan|ajan|model|sistem)|"
            r"\b(?:sevgili|değerli|ey|sayın) (?:asistan|yapay zek)|"
            r"\b(?:yapay zeka|yapay zekâ|YZ) (?:ajan|destekli asistan)|"
            r"\bbu (?:metni|belgeyi|sayfayı|e-postayı|iletiyi|yorumları|içeriği)(?: \w+)? (?:okuyan|işleyen|özetleyen|tarayan) (?:asistan|ajan|model|bot)"),
    },
    "ar": {
        "dismiss": (
            r'(?<!\w )(?<![ؠ-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ]و)(?:تجا[ً-ْٰـ]*ه[ً-ْٰـ]*ل[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|انس[ً-ْٰـ]*(?:َ|ي|وا|ى)?(?![ؠ-يٮ-ۓۺ-ۿ])|أهم[ً-ْٰـ]*ل[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|اهم[ً-ْٰـ]*ل[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|تخل[ً-ْٰـ]*(?:َّ|ّ|ي|وا|ى)?(?![ؠ-يٮ-ۓۺ-ۿ])|تجا[ً-ْٰـ]*و[ً-ْٰـ]*ز[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|ألغ[ً-ْٰـ]*(?:ِ|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|الغ[ً-ْٰـ]*(?:ِ|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|لا تتب[ً-ْٰـ]*ع[ً-ْٰـ]*(?:ي|وا)?|لا تلت[ً-ْٰـ]*ز[ً-ْٰـ]*م[ً-ْٰـ]*(?:ي|وا)? ب|لا تطع[ً-ْٰـ]*|لا تطي[ً-ْٰـ]*ع[ً-ْٰـ]*(?:ي|وا)|لا تعم[ً-ْٰـ]*ل[ً-ْٰـ]*(?:ي|وا)? ب|لا تأخ[ً-ْٰـ]*ذ[ً-ْٰـ]*(?:ي|وا)? ب|لا تأخ[ً-ْٰـ]*ذ[ً-ْٰـ]*(?:ي|وا)? بعي[ً-ْٰـ]*ن[ً-ْٰـ]* الا[ً-ْٰـ]*ع[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*|لا تضع[ً-ْٰـ]*(?:ي|وا)? في (?:اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ك[ً-ْٰـ]*|الا[ً-ْٰـ]*ع[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*)|لا تهت[ً-ْٰـ]*م[ً-ْٰـ]*(?:ي|وا)? ب|لا تكت[ً-ْٰـ]*ر[ً-ْٰـ]*ث[ً-ْٰـ]*(?:ي|وا)? ب|لا تلت[ً-ْٰـ]*ف[ً-ْٰـ]*ت[ً-ْٰـ]*(?:ي|وا)? (?:إلى[ً-ْٰـ]*|الى[ً-ْٰـ]*|ل)|لا تعر[ً-ْٰـ]*(?:ي|وا)? |لا تأب[ً-ْٰـ]*ه[ً-ْٰـ]*(?:ي|وا)? ب|لا تمت[ً-ْٰـ]*ث[ً-ْٰـ]*ل[ً-ْٰـ]*(?:ي|وا)? ل|لا تلق[ً-ْٰـ]*(?:ي|وا)? بال[ً-ْٰـ]*ا[ً-ْٰـ]*|لا تعت[ً-ْٰـ]*م[ً-ْٰـ]*د[ً-ْٰـ]*(?:ي|وا)? على[ً-ْٰـ]*|توق[ً-ْٰـ]*ف[ً-ْٰـ]*(?:ي|وا)? عن (?:اتب[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*|الا[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*ز[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|الع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]*|تطب[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*)|كف(?:ي|وا)? عن (?:اتب[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*|الا[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*ز[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|الع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]*|تطب[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*))(?=\s*(?:(?:تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ًا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ًا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*ً|فور[ً-ْٰـ]*ًا[ً-ْٰـ]*|الآ[ً-ْٰـ]*ن[ً-ْٰـ]*|الا[ً-ْٰـ]*ن[ً-ْٰـ]*|ببس[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ة[ً-ْٰـ]*|إذن[ً-ْٰـ]*|اذن[ً-ْٰـ]*)\s*،?\s*)?(?:و|ب|ل|بـ|لـ)?(?:ال|لل|بال[ً-ْٰـ]*)?(?:أي|أية[ً-ْٰـ]*|اي|كل|كاف[ً-ْٰـ]*ة[ً-ْٰـ]*|جمي[ً-ْٰـ]*ع[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*|توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|إرش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|ارش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|قاع[ً-ْٰـ]*د[ً-ْٰـ]*|أوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|اوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|قيو[ً-ْٰـ]*د[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|برو[ً-ْٰـ]*م[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*|هذه[ً-ْٰـ]*|هذا[ً-ْٰـ]*|تلك[ً-ْٰـ]*|ذلك[ً-ْٰـ]*|ما |ساب[ً-ْٰـ]*ق[ً-ْٰـ]*|جان[ً-ْٰـ]*ب[ً-ْٰـ]*|عن |من |["“«]))|'
            r"(?<!\w )(?<![ؠ-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ]و)(?:ضع(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])(?=[^.!?\n]{0,50}?جان[ً-ْٰـ]*ب[ً-ْٰـ]*)|دع(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])(?=[^.!?\n]{0,50}?جان[ً-ْٰـ]*ب[ً-ْٰـ]*)|اتر[ً-ْٰـ]*ك[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])(?=[^.!?\n]{0,50}?جان[ً-ْٰـ]*ب[ً-ْٰـ]*)|اطر[ً-ْٰـ]*ح[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])(?=[^.!?\n]{0,50}?جان[ً-ْٰـ]*ب[ً-ْٰـ]*)|نح(?:ِّ|ّ|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])(?=[^.!?\n]{0,50}?جان[ً-ْٰـ]*ب[ً-ْٰـ]*)|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ر[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])(?=[^.!?\n]{0,50}?(?:لاغ[ً-ْٰـ]*ي[ً-ْٰـ]*|باط[ً-ْٰـ]*ل[ً-ْٰـ]*|ملغ[ً-ْٰـ]*ا[ً-ْٰـ]*|ملغ[ً-ْٰـ]*ي[ً-ْٰـ]*|منت[ً-ْٰـ]*ه[ً-ْٰـ]*ي[ً-ْٰـ]*))|دعك[ً-ْٰـ]* من(?![ؠ-يٮ-ۓۺ-ۿ])|اتر[ً-ْٰـ]*ك[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ]))|"
            r'(?<![ؠ-يٮ-ۓۺ-ۿ])(?:يُرج[ً-ْٰـ]*ى[ً-ْٰـ]*|فضل[ً-ْٰـ]*ك[ً-ْٰـ]*|فضل[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|فضل[ً-ْٰـ]*ا[ً-ْٰـ]*|فضل[ً-ْٰـ]*ا[ً-ْٰـ]*ً|رجا[ً-ْٰـ]*ء[ً-ْٰـ]*|رجا[ً-ْٰـ]*ء[ً-ْٰـ]*ً|أرج[ً-ْٰـ]*و[ً-ْٰـ]*|أرج[ً-ْٰـ]*و[ً-ْٰـ]*ك[ً-ْٰـ]*|ارج[ً-ْٰـ]*و[ً-ْٰـ]*|يرج[ً-ْٰـ]*ى[ً-ْٰـ]*|الر[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|لطف[ً-ْٰـ]*ا[ً-ْٰـ]*|لطف[ً-ْٰـ]*ا[ً-ْٰـ]*ً|علي[ً-ْٰـ]*ك[ً-ْٰـ]*|علي[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|الآ[ً-ْٰـ]*ن[ً-ْٰـ]*|وال[ً-ْٰـ]*آ[ً-ْٰـ]*ن[ً-ْٰـ]*|الا[ً-ْٰـ]*ن[ً-ْٰـ]*|ثم|ببس[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ة[ً-ْٰـ]*|أول[ً-ْٰـ]*ا[ً-ْٰـ]*|أول[ً-ْٰـ]*ا[ً-ْٰـ]*ً|اول[ً-ْٰـ]*ا[ً-ْٰـ]*|حسن[ً-ْٰـ]*ا[ً-ْٰـ]*|حسن[ً-ْٰـ]*ا[ً-ْٰـ]*ً)(?:،|,)?\s*(?:و)?(?:(?:تجا[ً-ْٰـ]*ه[ً-ْٰـ]*ل[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|انس[ً-ْٰـ]*(?:َ|ي|وا|ى)?(?![ؠ-يٮ-ۓۺ-ۿ])|أهم[ً-ْٰـ]*ل[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|اهم[ً-ْٰـ]*ل[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|تخل[ً-ْٰـ]*(?:َّ|ّ|ي|وا|ى)?(?![ؠ-يٮ-ۓۺ-ۿ])|تجا[ً-ْٰـ]*و[ً-ْٰـ]*ز[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|ألغ[ً-ْٰـ]*(?:ِ|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|الغ[ً-ْٰـ]*(?:ِ|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|لا تتب[ً-ْٰـ]*ع[ً-ْٰـ]*(?:ي|وا)?|لا تلت[ً-ْٰـ]*ز[ً-ْٰـ]*م[ً-ْٰـ]*(?:ي|وا)? ب|لا تطع[ً-ْٰـ]*|لا تطي[ً-ْٰـ]*ع[ً-ْٰـ]*(?:ي|وا)|لا تعم[ً-ْٰـ]*ل[ً-ْٰـ]*(?:ي|وا)? ب|لا تأخ[ً-ْٰـ]*ذ[ً-ْٰـ]*(?:ي|وا)? ب|لا تأخ[ً-ْٰـ]*ذ[ً-ْٰـ]*(?:ي|وا)? بعي[ً-ْٰـ]*ن[ً-ْٰـ]* الا[ً-ْٰـ]*ع[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*|لا تضع[ً-ْٰـ]*(?:ي|وا)? في (?:اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ك[ً-ْٰـ]*|الا[ً-ْٰـ]*ع[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*)|لا تهت[ً-ْٰـ]*م[ً-ْٰـ]*(?:ي|وا)? ب|لا تكت[ً-ْٰـ]*ر[ً-ْٰـ]*ث[ً-ْٰـ]*(?:ي|وا)? ب|لا تلت[ً-ْٰـ]*ف[ً-ْٰـ]*ت[ً-ْٰـ]*(?:ي|وا)? (?:إلى[ً-ْٰـ]*|الى[ً-ْٰـ]*|ل)|لا تعر[ً-ْٰـ]*(?:ي|وا)? |لا تأب[ً-ْٰـ]*ه[ً-ْٰـ]*(?:ي|وا)? ب|لا تمت[ً-ْٰـ]*ث[ً-ْٰـ]*ل[ً-ْٰـ]*(?:ي|وا)? ل|لا تلق[ً-ْٰـ]*(?:ي|وا)? بال[ً-ْٰـ]*ا[ً-ْٰـ]*|لا تعت[ً-ْٰـ]*م[ً-ْٰـ]*د[ً-ْٰـ]*(?:ي|وا)? على[ً-ْٰـ]*|توق[ً-ْٰـ]*ف[ً-ْٰـ]*(?:ي|وا)? عن (?:اتب[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*|الا[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*ز[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|الع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]*|تطب[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*)|كف(?:ي|وا)? عن (?:اتب[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*|الا[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*ز[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|الع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]*|تطب[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*))(?=\s*(?:(?:تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ًا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ًا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*ً|فور[ً-ْٰـ]*ًا[ً-ْٰـ]*|الآ[ً-ْٰـ]*ن[ً-ْٰـ]*|الا[ً-ْٰـ]*ن[ً-ْٰـ]*|ببس[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ة[ً-ْٰـ]*|إذن[ً-ْٰـ]*|اذن[ً-ْٰـ]*)\s*،?\s*)?(?:و|ب|ل|بـ|لـ)?(?:ال|لل|بال[ً-ْٰـ]*)?(?:أي|أية[ً-ْٰـ]*|اي|كل|كاف[ً-ْٰـ]*ة[ً-ْٰـ]*|جمي[ً-ْٰـ]*ع[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*|توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|إرش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|ارش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|قاع[ً-ْٰـ]*د[ً-ْٰـ]*|أوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|اوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|قيو[ً-ْٰـ]*د[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|برو[ً-ْٰـ]*م[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*|هذه[ً-ْٰـ]*|هذا[ً-ْٰـ]*|تلك[ً-ْٰـ]*|ذلك[ً-ْٰـ]*|ما |ساب[ً-ْٰـ]*ق[ً-ْٰـ]*|جان[ً-ْٰـ]*ب[ً-ْٰـ]*|عن |من |["“«]))|ضع(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])(?=[^.!?\n]{0,50}?جان[ً-ْٰـ]*ب[ً-ْٰـ]*)|دع(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])(?=[^.!?\n]{0,50}?جان[ً-ْٰـ]*ب[ً-ْٰـ]*)|اتر[ً-ْٰـ]*ك[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])(?=[^.!?\n]{0,50}?جان[ً-ْٰـ]*ب[ً-ْٰـ]*)|اطر[ً-ْٰـ]*ح[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])(?=[^.!?\n]{0,50}?جان[ً-ْٰـ]*ب[ً-ْٰـ]*)|نح(?:ِّ|ّ|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])(?=[^.!?\n]{0,50}?جان[ً-ْٰـ]*ب[ً-ْٰـ]*)|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ر[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])(?=[^.!?\n]{0,50}?(?:لاغ[ً-ْٰـ]*ي[ً-ْٰـ]*|باط[ً-ْٰـ]*ل[ً-ْٰـ]*|ملغ[ً-ْٰـ]*ا[ً-ْٰـ]*|ملغ[ً-ْٰـ]*ي[ً-ْٰـ]*|منت[ً-ْٰـ]*ه[ً-ْٰـ]*ي[ً-ْٰـ]*))|دعك[ً-ْٰـ]* من(?![ؠ-يٮ-ۓۺ-ۿ])|اتر[ً-ْٰـ]*ك[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ]))|'
            r'(?<![ؠ-يٮ-ۓۺ-ۿ])يرج[ً-ْٰـ]*ى[ً-ْٰـ]* عدم[ً-ْٰـ]* (?:اتب[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*|الا[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*ز[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]* ب|الت[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]* ب|الأ[ً-ْٰـ]*خ[ً-ْٰـ]*ذ[ً-ْٰـ]* ب|الع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]* ب|الا[ً-ْٰـ]*ن[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]* إلى[ً-ْٰـ]*)(?=\s*(?:(?:تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ًا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ًا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*ً|فور[ً-ْٰـ]*ًا[ً-ْٰـ]*|الآ[ً-ْٰـ]*ن[ً-ْٰـ]*|الا[ً-ْٰـ]*ن[ً-ْٰـ]*|ببس[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ة[ً-ْٰـ]*|إذن[ً-ْٰـ]*|اذن[ً-ْٰـ]*)\s*،?\s*)?(?:و|ب|ل|بـ|لـ)?(?:ال|لل|بال[ً-ْٰـ]*)?(?:أي|أية[ً-ْٰـ]*|اي|كل|كاف[ً-ْٰـ]*ة[ً-ْٰـ]*|جمي[ً-ْٰـ]*ع[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*|توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|إرش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|ارش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|قاع[ً-ْٰـ]*د[ً-ْٰـ]*|أوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|اوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|قيو[ً-ْٰـ]*د[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|برو[ً-ْٰـ]*م[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*|هذه[ً-ْٰـ]*|هذا[ً-ْٰـ]*|تلك[ً-ْٰـ]*|ذلك[ً-ْٰـ]*|ما |ساب[ً-ْٰـ]*ق[ً-ْٰـ]*|جان[ً-ْٰـ]*ب[ً-ْٰـ]*|عن |من |["“«]))|'
            r'(?<![ؠ-يٮ-ۓۺ-ۿ])يُرج[ً-ْٰـ]*ى[ً-ْٰـ]* عدم[ً-ْٰـ]* (?:اتب[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*|الا[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*ز[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]* ب|الت[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]* ب|الأ[ً-ْٰـ]*خ[ً-ْٰـ]*ذ[ً-ْٰـ]* ب|الع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]* ب|الا[ً-ْٰـ]*ن[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]* إلى[ً-ْٰـ]*)(?=\s*(?:(?:تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ًا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ًا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*ً|فور[ً-ْٰـ]*ًا[ً-ْٰـ]*|الآ[ً-ْٰـ]*ن[ً-ْٰـ]*|الا[ً-ْٰـ]*ن[ً-ْٰـ]*|ببس[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ة[ً-ْٰـ]*|إذن[ً-ْٰـ]*|اذن[ً-ْٰـ]*)\s*،?\s*)?(?:و|ب|ل|بـ|لـ)?(?:ال|لل|بال[ً-ْٰـ]*)?(?:أي|أية[ً-ْٰـ]*|اي|كل|كاف[ً-ْٰـ]*ة[ً-ْٰـ]*|جمي[ً-ْٰـ]*ع[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*|توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|إرش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|ارش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|قاع[ً-ْٰـ]*د[ً-ْٰـ]*|أوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|اوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|قيو[ً-ْٰـ]*د[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|برو[ً-ْٰـ]*م[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*|هذه[ً-ْٰـ]*|هذا[ً-ْٰـ]*|تلك[ً-ْٰـ]*|ذلك[ً-ْٰـ]*|ما |ساب[ً-ْٰـ]*ق[ً-ْٰـ]*|جان[ً-ْٰـ]*ب[ً-ْٰـ]*|عن |من |["“«]))|'
            r'(?<![ؠ-يٮ-ۓۺ-ۿ])الر[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]* عدم[ً-ْٰـ]* (?:اتب[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*|الا[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*ز[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]* ب|الت[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]* ب|الأ[ً-ْٰـ]*خ[ً-ْٰـ]*ذ[ً-ْٰـ]* ب|الع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]* ب|الا[ً-ْٰـ]*ن[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]* إلى[ً-ْٰـ]*)(?=\s*(?:(?:تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ًا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ًا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*ً|فور[ً-ْٰـ]*ًا[ً-ْٰـ]*|الآ[ً-ْٰـ]*ن[ً-ْٰـ]*|الا[ً-ْٰـ]*ن[ً-ْٰـ]*|ببس[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ة[ً-ْٰـ]*|إذن[ً-ْٰـ]*|اذن[ً-ْٰـ]*)\s*،?\s*)?(?:و|ب|ل|بـ|لـ)?(?:ال|لل|بال[ً-ْٰـ]*)?(?:أي|أية[ً-ْٰـ]*|اي|كل|كاف[ً-ْٰـ]*ة[ً-ْٰـ]*|جمي[ً-ْٰـ]*ع[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*|توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|إرش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|ارش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|قاع[ً-ْٰـ]*د[ً-ْٰـ]*|أوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|اوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|قيو[ً-ْٰـ]*د[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|برو[ً-ْٰـ]*م[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*|هذه[ً-ْٰـ]*|هذا[ً-ْٰـ]*|تلك[ً-ْٰـ]*|ذلك[ً-ْٰـ]*|ما |ساب[ً-ْٰـ]*ق[ً-ْٰـ]*|جان[ً-ْٰـ]*ب[ً-ْٰـ]*|عن |من |["“«]))|'
            r'(?<![ؠ-يٮ-ۓۺ-ۿ])رجا[ً-ْٰـ]*ء[ً-ْٰـ]* عدم[ً-ْٰـ]* (?:اتب[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*|الا[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*ز[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]* ب|الت[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]* ب|الأ[ً-ْٰـ]*خ[ً-ْٰـ]*ذ[ً-ْٰـ]* ب|الع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]* ب|الا[ً-ْٰـ]*ن[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]* إلى[ً-ْٰـ]*)(?=\s*(?:(?:تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ًا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ًا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*ً|فور[ً-ْٰـ]*ًا[ً-ْٰـ]*|الآ[ً-ْٰـ]*ن[ً-ْٰـ]*|الا[ً-ْٰـ]*ن[ً-ْٰـ]*|ببس[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ة[ً-ْٰـ]*|إذن[ً-ْٰـ]*|اذن[ً-ْٰـ]*)\s*،?\s*)?(?:و|ب|ل|بـ|لـ)?(?:ال|لل|بال[ً-ْٰـ]*)?(?:أي|أية[ً-ْٰـ]*|اي|كل|كاف[ً-ْٰـ]*ة[ً-ْٰـ]*|جمي[ً-ْٰـ]*ع[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*|توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|إرش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|ارش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|قاع[ً-ْٰـ]*د[ً-ْٰـ]*|أوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|اوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|قيو[ً-ْٰـ]*د[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|برو[ً-ْٰـ]*م[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*|هذه[ً-ْٰـ]*|هذا[ً-ْٰـ]*|تلك[ً-ْٰـ]*|ذلك[ً-ْٰـ]*|ما |ساب[ً-ْٰـ]*ق[ً-ْٰـ]*|جان[ً-ْٰـ]*ب[ً-ْٰـ]*|عن |من |["“«]))|'
            r'(?<![ؠ-يٮ-ۓۺ-ۿ])رجا[ً-ْٰـ]*ء[ً-ْٰـ]*ً عدم[ً-ْٰـ]* (?:اتب[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*|الا[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*ز[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]* ب|الت[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]* ب|الأ[ً-ْٰـ]*خ[ً-ْٰـ]*ذ[ً-ْٰـ]* ب|الع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]* ب|الا[ً-ْٰـ]*ن[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]* إلى[ً-ْٰـ]*)(?=\s*(?:(?:تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ًا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ًا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*ً|فور[ً-ْٰـ]*ًا[ً-ْٰـ]*|الآ[ً-ْٰـ]*ن[ً-ْٰـ]*|الا[ً-ْٰـ]*ن[ً-ْٰـ]*|ببس[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ة[ً-ْٰـ]*|إذن[ً-ْٰـ]*|اذن[ً-ْٰـ]*)\s*،?\s*)?(?:و|ب|ل|بـ|لـ)?(?:ال|لل|بال[ً-ْٰـ]*)?(?:أي|أية[ً-ْٰـ]*|اي|كل|كاف[ً-ْٰـ]*ة[ً-ْٰـ]*|جمي[ً-ْٰـ]*ع[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*|توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|إرش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|ارش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|قاع[ً-ْٰـ]*د[ً-ْٰـ]*|أوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|اوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|قيو[ً-ْٰـ]*د[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|برو[ً-ْٰـ]*م[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*|هذه[ً-ْٰـ]*|هذا[ً-ْٰـ]*|تلك[ً-ْٰـ]*|ذلك[ً-ْٰـ]*|ما |ساب[ً-ْٰـ]*ق[ً-ْٰـ]*|جان[ً-ْٰـ]*ب[ً-ْٰـ]*|عن |من |["“«]))|'
            r'(?<![ؠ-يٮ-ۓۺ-ۿ])أرج[ً-ْٰـ]*و[ً-ْٰـ]* عدم[ً-ْٰـ]* (?:اتب[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*|الا[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*ز[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]* ب|الت[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]* ب|الأ[ً-ْٰـ]*خ[ً-ْٰـ]*ذ[ً-ْٰـ]* ب|الع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]* ب|الا[ً-ْٰـ]*ن[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]* إلى[ً-ْٰـ]*)(?=\s*(?:(?:تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ًا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ًا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*ً|فور[ً-ْٰـ]*ًا[ً-ْٰـ]*|الآ[ً-ْٰـ]*ن[ً-ْٰـ]*|الا[ً-ْٰـ]*ن[ً-ْٰـ]*|ببس[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ة[ً-ْٰـ]*|إذن[ً-ْٰـ]*|اذن[ً-ْٰـ]*)\s*،?\s*)?(?:و|ب|ل|بـ|لـ)?(?:ال|لل|بال[ً-ْٰـ]*)?(?:أي|أية[ً-ْٰـ]*|اي|كل|كاف[ً-ْٰـ]*ة[ً-ْٰـ]*|جمي[ً-ْٰـ]*ع[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*|توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|إرش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|ارش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|قاع[ً-ْٰـ]*د[ً-ْٰـ]*|أوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|اوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|قيو[ً-ْٰـ]*د[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|برو[ً-ْٰـ]*م[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*|هذه[ً-ْٰـ]*|هذا[ً-ْٰـ]*|تلك[ً-ْٰـ]*|ذلك[ً-ْٰـ]*|ما |ساب[ً-ْٰـ]*ق[ً-ْٰـ]*|جان[ً-ْٰـ]*ب[ً-ْٰـ]*|عن |من |["“«]))|'
            r'(?<![ؠ-يٮ-ۓۺ-ۿ])علي[ً-ْٰـ]*ك[ً-ْٰـ]* عدم[ً-ْٰـ]* (?:اتب[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*|الا[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*ز[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]* ب|الت[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]* ب|الأ[ً-ْٰـ]*خ[ً-ْٰـ]*ذ[ً-ْٰـ]* ب|الع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]* ب|الا[ً-ْٰـ]*ن[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]* إلى[ً-ْٰـ]*)(?=\s*(?:(?:تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ًا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ًا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*ً|فور[ً-ْٰـ]*ًا[ً-ْٰـ]*|الآ[ً-ْٰـ]*ن[ً-ْٰـ]*|الا[ً-ْٰـ]*ن[ً-ْٰـ]*|ببس[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ة[ً-ْٰـ]*|إذن[ً-ْٰـ]*|اذن[ً-ْٰـ]*)\s*،?\s*)?(?:و|ب|ل|بـ|لـ)?(?:ال|لل|بال[ً-ْٰـ]*)?(?:أي|أية[ً-ْٰـ]*|اي|كل|كاف[ً-ْٰـ]*ة[ً-ْٰـ]*|جمي[ً-ْٰـ]*ع[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*|توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|إرش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|ارش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|قاع[ً-ْٰـ]*د[ً-ْٰـ]*|أوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|اوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|قيو[ً-ْٰـ]*د[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|برو[ً-ْٰـ]*م[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*|هذه[ً-ْٰـ]*|هذا[ً-ْٰـ]*|تلك[ً-ْٰـ]*|ذلك[ً-ْٰـ]*|ما |ساب[ً-ْٰـ]*ق[ً-ْٰـ]*|جان[ً-ْٰـ]*ب[ً-ْٰـ]*|عن |من |["“«]))|'
            r'(?<![ؠ-يٮ-ۓۺ-ۿ])علي[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]* عدم[ً-ْٰـ]* (?:اتب[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*|الا[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*ز[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]* ب|الت[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]* ب|الأ[ً-ْٰـ]*خ[ً-ْٰـ]*ذ[ً-ْٰـ]* ب|الع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]* ب|الا[ً-ْٰـ]*ن[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]* إلى[ً-ْٰـ]*)(?=\s*(?:(?:تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ًا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ًا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*ً|فور[ً-ْٰـ]*ًا[ً-ْٰـ]*|الآ[ً-ْٰـ]*ن[ً-ْٰـ]*|الا[ً-ْٰـ]*ن[ً-ْٰـ]*|ببس[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ة[ً-ْٰـ]*|إذن[ً-ْٰـ]*|اذن[ً-ْٰـ]*)\s*،?\s*)?(?:و|ب|ل|بـ|لـ)?(?:ال|لل|بال[ً-ْٰـ]*)?(?:أي|أية[ً-ْٰـ]*|اي|كل|كاف[ً-ْٰـ]*ة[ً-ْٰـ]*|جمي[ً-ْٰـ]*ع[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*|توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|إرش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|ارش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|قاع[ً-ْٰـ]*د[ً-ْٰـ]*|أوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|اوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|قيو[ً-ْٰـ]*د[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|برو[ً-ْٰـ]*م[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*|هذه[ً-ْٰـ]*|هذا[ً-ْٰـ]*|تلك[ً-ْٰـ]*|ذلك[ً-ْٰـ]*|ما |ساب[ً-ْٰـ]*ق[ً-ْٰـ]*|جان[ً-ْٰـ]*ب[ً-ْٰـ]*|عن |من |["“«]))|'
            r'(?<![ؠ-يٮ-ۓۺ-ۿ])فضل[ً-ْٰـ]*ك[ً-ْٰـ]* عدم[ً-ْٰـ]* (?:اتب[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*|الا[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*ز[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]* ب|الت[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]* ب|الأ[ً-ْٰـ]*خ[ً-ْٰـ]*ذ[ً-ْٰـ]* ب|الع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]* ب|الا[ً-ْٰـ]*ن[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]* إلى[ً-ْٰـ]*)(?=\s*(?:(?:تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ًا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ًا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*ً|فور[ً-ْٰـ]*ًا[ً-ْٰـ]*|الآ[ً-ْٰـ]*ن[ً-ْٰـ]*|الا[ً-ْٰـ]*ن[ً-ْٰـ]*|ببس[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ة[ً-ْٰـ]*|إذن[ً-ْٰـ]*|اذن[ً-ْٰـ]*)\s*،?\s*)?(?:و|ب|ل|بـ|لـ)?(?:ال|لل|بال[ً-ْٰـ]*)?(?:أي|أية[ً-ْٰـ]*|اي|كل|كاف[ً-ْٰـ]*ة[ً-ْٰـ]*|جمي[ً-ْٰـ]*ع[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*|توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|إرش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|ارش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|قاع[ً-ْٰـ]*د[ً-ْٰـ]*|أوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|اوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|قيو[ً-ْٰـ]*د[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|برو[ً-ْٰـ]*م[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*|هذه[ً-ْٰـ]*|هذا[ً-ْٰـ]*|تلك[ً-ْٰـ]*|ذلك[ً-ْٰـ]*|ما |ساب[ً-ْٰـ]*ق[ً-ْٰـ]*|جان[ً-ْٰـ]*ب[ً-ْٰـ]*|عن |من |["“«]))|'
            r'(?<![ؠ-يٮ-ۓۺ-ۿ])فضل[ً-ْٰـ]*ا[ً-ْٰـ]* عدم[ً-ْٰـ]* (?:اتب[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*|الا[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*ز[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]* ب|الت[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]* ب|الأ[ً-ْٰـ]*خ[ً-ْٰـ]*ذ[ً-ْٰـ]* ب|الع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]* ب|الا[ً-ْٰـ]*ن[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]* إلى[ً-ْٰـ]*)(?=\s*(?:(?:تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ًا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ًا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*ً|فور[ً-ْٰـ]*ًا[ً-ْٰـ]*|الآ[ً-ْٰـ]*ن[ً-ْٰـ]*|الا[ً-ْٰـ]*ن[ً-ْٰـ]*|ببس[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ة[ً-ْٰـ]*|إذن[ً-ْٰـ]*|اذن[ً-ْٰـ]*)\s*،?\s*)?(?:و|ب|ل|بـ|لـ)?(?:ال|لل|بال[ً-ْٰـ]*)?(?:أي|أية[ً-ْٰـ]*|اي|كل|كاف[ً-ْٰـ]*ة[ً-ْٰـ]*|جمي[ً-ْٰـ]*ع[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*|توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|إرش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|ارش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|قاع[ً-ْٰـ]*د[ً-ْٰـ]*|أوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|اوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|قيو[ً-ْٰـ]*د[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|برو[ً-ْٰـ]*م[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*|هذه[ً-ْٰـ]*|هذا[ً-ْٰـ]*|تلك[ً-ْٰـ]*|ذلك[ً-ْٰـ]*|ما |ساب[ً-ْٰـ]*ق[ً-ْٰـ]*|جان[ً-ْٰـ]*ب[ً-ْٰـ]*|عن |من |["“«]))|'
            r'(?<![ؠ-يٮ-ۓۺ-ۿ])فضل[ً-ْٰـ]*ا[ً-ْٰـ]*ً عدم[ً-ْٰـ]* (?:اتب[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*|الا[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*ز[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]* ب|الت[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]* ب|الأ[ً-ْٰـ]*خ[ً-ْٰـ]*ذ[ً-ْٰـ]* ب|الع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]* ب|الا[ً-ْٰـ]*ن[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]* إلى[ً-ْٰـ]*)(?=\s*(?:(?:تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ًا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*ً|كلي[ً-ْٰـ]*ًا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*|فور[ً-ْٰـ]*ا[ً-ْٰـ]*ً|فور[ً-ْٰـ]*ًا[ً-ْٰـ]*|الآ[ً-ْٰـ]*ن[ً-ْٰـ]*|الا[ً-ْٰـ]*ن[ً-ْٰـ]*|ببس[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ة[ً-ْٰـ]*|إذن[ً-ْٰـ]*|اذن[ً-ْٰـ]*)\s*،?\s*)?(?:و|ب|ل|بـ|لـ)?(?:ال|لل|بال[ً-ْٰـ]*)?(?:أي|أية[ً-ْٰـ]*|اي|كل|كاف[ً-ْٰـ]*ة[ً-ْٰـ]*|جمي[ً-ْٰـ]*ع[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*|توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|إرش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|ارش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|قاع[ً-ْٰـ]*د[ً-ْٰـ]*|أوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|اوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|قيو[ً-ْٰـ]*د[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|برو[ً-ْٰـ]*م[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*|هذه[ً-ْٰـ]*|هذا[ً-ْٰـ]*|تلك[ً-ْٰـ]*|ذلك[ً-ْٰـ]*|ما |ساب[ً-ْٰـ]*ق[ً-ْٰـ]*|جان[ً-ْٰـ]*ب[ً-ْٰـ]*|عن |من |["“«]))|'
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])أري[ً-ْٰـ]*د[ً-ْٰـ]*ك[ً-ْٰـ]* (?:أن |ان )?(?:تتج[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]*ل[ً-ْٰـ]*|تنس[ً-ْٰـ]*ى[ً-ْٰـ]*|تنس[ً-ْٰـ]*|تهم[ً-ْٰـ]*ل[ً-ْٰـ]*|تتر[ً-ْٰـ]*ك[ً-ْٰـ]*|تتخ[ً-ْٰـ]*ل[ً-ْٰـ]*ى[ً-ْٰـ]* عن|تتج[ً-ْٰـ]*ا[ً-ْٰـ]*و[ً-ْٰـ]*ز[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])اري[ً-ْٰـ]*د[ً-ْٰـ]*ك[ً-ْٰـ]* (?:أن |ان )?(?:تتج[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]*ل[ً-ْٰـ]*|تنس[ً-ْٰـ]*ى[ً-ْٰـ]*|تنس[ً-ْٰـ]*|تهم[ً-ْٰـ]*ل[ً-ْٰـ]*|تتر[ً-ْٰـ]*ك[ً-ْٰـ]*|تتخ[ً-ْٰـ]*ل[ً-ْٰـ]*ى[ً-ْٰـ]* عن|تتج[ً-ْٰـ]*ا[ً-ْٰـ]*و[ً-ْٰـ]*ز[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])أري[ً-ْٰـ]*د[ً-ْٰـ]* منك[ً-ْٰـ]* (?:أن |ان )?(?:تتج[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]*ل[ً-ْٰـ]*|تنس[ً-ْٰـ]*ى[ً-ْٰـ]*|تنس[ً-ْٰـ]*|تهم[ً-ْٰـ]*ل[ً-ْٰـ]*|تتر[ً-ْٰـ]*ك[ً-ْٰـ]*|تتخ[ً-ْٰـ]*ل[ً-ْٰـ]*ى[ً-ْٰـ]* عن|تتج[ً-ْٰـ]*ا[ً-ْٰـ]*و[ً-ْٰـ]*ز[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])أطل[ً-ْٰـ]*ب[ً-ْٰـ]* منك[ً-ْٰـ]* (?:أن |ان )?(?:تتج[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]*ل[ً-ْٰـ]*|تنس[ً-ْٰـ]*ى[ً-ْٰـ]*|تنس[ً-ْٰـ]*|تهم[ً-ْٰـ]*ل[ً-ْٰـ]*|تتر[ً-ْٰـ]*ك[ً-ْٰـ]*|تتخ[ً-ْٰـ]*ل[ً-ْٰـ]*ى[ً-ْٰـ]* عن|تتج[ً-ْٰـ]*ا[ً-ْٰـ]*و[ً-ْٰـ]*ز[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])اطل[ً-ْٰـ]*ب[ً-ْٰـ]* منك[ً-ْٰـ]* (?:أن |ان )?(?:تتج[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]*ل[ً-ْٰـ]*|تنس[ً-ْٰـ]*ى[ً-ْٰـ]*|تنس[ً-ْٰـ]*|تهم[ً-ْٰـ]*ل[ً-ْٰـ]*|تتر[ً-ْٰـ]*ك[ً-ْٰـ]*|تتخ[ً-ْٰـ]*ل[ً-ْٰـ]*ى[ً-ْٰـ]* عن|تتج[ً-ْٰـ]*ا[ً-ْٰـ]*و[ً-ْٰـ]*ز[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])علي[ً-ْٰـ]*ك[ً-ْٰـ]* (?:أن |ان )?(?:تتج[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]*ل[ً-ْٰـ]*|تنس[ً-ْٰـ]*ى[ً-ْٰـ]*|تنس[ً-ْٰـ]*|تهم[ً-ْٰـ]*ل[ً-ْٰـ]*|تتر[ً-ْٰـ]*ك[ً-ْٰـ]*|تتخ[ً-ْٰـ]*ل[ً-ْٰـ]*ى[ً-ْٰـ]* عن|تتج[ً-ْٰـ]*ا[ً-ْٰـ]*و[ً-ْٰـ]*ز[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])علي[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]* (?:أن |ان )?(?:تتج[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]*ل[ً-ْٰـ]*|تنس[ً-ْٰـ]*ى[ً-ْٰـ]*|تنس[ً-ْٰـ]*|تهم[ً-ْٰـ]*ل[ً-ْٰـ]*|تتر[ً-ْٰـ]*ك[ً-ْٰـ]*|تتخ[ً-ْٰـ]*ل[ً-ْٰـ]*ى[ً-ْٰـ]* عن|تتج[ً-ْٰـ]*ا[ً-ْٰـ]*و[ً-ْٰـ]*ز[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])يجب[ً-ْٰـ]* علي[ً-ْٰـ]*ك[ً-ْٰـ]* (?:أن |ان )?(?:تتج[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]*ل[ً-ْٰـ]*|تنس[ً-ْٰـ]*ى[ً-ْٰـ]*|تنس[ً-ْٰـ]*|تهم[ً-ْٰـ]*ل[ً-ْٰـ]*|تتر[ً-ْٰـ]*ك[ً-ْٰـ]*|تتخ[ً-ْٰـ]*ل[ً-ْٰـ]*ى[ً-ْٰـ]* عن|تتج[ً-ْٰـ]*ا[ً-ْٰـ]*و[ً-ْٰـ]*ز[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])يجب[ً-ْٰـ]* علي[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]* (?:أن |ان )?(?:تتج[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]*ل[ً-ْٰـ]*|تنس[ً-ْٰـ]*ى[ً-ْٰـ]*|تنس[ً-ْٰـ]*|تهم[ً-ْٰـ]*ل[ً-ْٰـ]*|تتر[ً-ْٰـ]*ك[ً-ْٰـ]*|تتخ[ً-ْٰـ]*ل[ً-ْٰـ]*ى[ً-ْٰـ]* عن|تتج[ً-ْٰـ]*ا[ً-ْٰـ]*و[ً-ْٰـ]*ز[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])أرج[ً-ْٰـ]*و[ً-ْٰـ]* منك[ً-ْٰـ]* (?:أن |ان )?(?:تتج[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]*ل[ً-ْٰـ]*|تنس[ً-ْٰـ]*ى[ً-ْٰـ]*|تنس[ً-ْٰـ]*|تهم[ً-ْٰـ]*ل[ً-ْٰـ]*|تتر[ً-ْٰـ]*ك[ً-ْٰـ]*|تتخ[ً-ْٰـ]*ل[ً-ْٰـ]*ى[ً-ْٰـ]* عن|تتج[ً-ْٰـ]*ا[ً-ْٰـ]*و[ً-ْٰـ]*ز[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])"),
        "scope": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])الس[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ق[ً-ْٰـ]*|(?<![ؠ-يٮ-ۓۺ-ۿ])ساب[ً-ْٰـ]*ق[ً-ْٰـ]*|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])وال[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ق[ً-ْٰـ]*|أعل[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]*|"
            r"اعل[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]*|(?<![ؠ-يٮ-ۓۺ-ۿ])الم[ً-ْٰـ]*ا[ً-ْٰـ]*ض[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])الس[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*ف[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])الأ[ً-ْٰـ]*ص[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])الا[ً-ْٰـ]*ص[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])الأ[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])الا[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])الح[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])جمي[ً-ْٰـ]*ع[ً-ْٰـ]*(?![ؠ-يٮ-ۓۺ-ۿ])|(?<![ؠ-يٮ-ۓۺ-ۿ])كل(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])كاف[ً-ْٰـ]*ة[ً-ْٰـ]*(?![ؠ-يٮ-ۓۺ-ۿ])|(?<![ؠ-يٮ-ۓۺ-ۿ])أي(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])أية[ً-ْٰـ]*(?![ؠ-يٮ-ۓۺ-ۿ])|(?<![ؠ-يٮ-ۓۺ-ۿ])اي(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])الن[ً-ْٰـ]*ظ[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*(?![ؠ-يٮ-ۓۺ-ۿ])|أعط[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]* لك|"
            r"أُعط[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]* لك|اعط[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]* لك|"
            r"أعط[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]* إلي[ً-ْٰـ]*ك[ً-ْٰـ]*|الم[ً-ْٰـ]*ع[ً-ْٰـ]*ط[ً-ْٰـ]*ا[ً-ْٰـ]*ة[ً-ْٰـ]* لك|"
            r"الم[ً-ْٰـ]*ق[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]* لك|الم[ً-ْٰـ]*ق[ً-ْٰـ]*د[ً-ْٰـ]*ّم[ً-ْٰـ]*ة[ً-ْٰـ]* لك|"
            r"الم[ً-ْٰـ]*م[ً-ْٰـ]*ن[ً-ْٰـ]*و[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]* لك|"
            r"الت[ً-ْٰـ]*ي[ً-ْٰـ]* تلق[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*|"
            r"الم[ً-ْٰـ]*و[ً-ْٰـ]*ج[ً-ْٰـ]*ه[ً-ْٰـ]*ة[ً-ْٰـ]* إلي[ً-ْٰـ]*ك[ً-ْٰـ]*|"
            r"الم[ً-ْٰـ]*و[ً-ْٰـ]*ج[ً-ْٰـ]*ه[ً-ْٰـ]*ة[ً-ْٰـ]* لك|قبل[ً-ْٰـ]* هذا[ً-ْٰـ]*|قبل[ً-ْٰـ]* ذلك[ً-ْٰـ]*|"
            r"حتى[ً-ْٰـ]* الآ[ً-ْٰـ]*ن[ً-ْٰـ]*|حتى[ً-ْٰـ]* الا[ً-ْٰـ]*ن[ً-ْٰـ]*"),
        "rules": (
            r"تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|إرش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|"
            r"ارش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|"
            r"الت[ً-ْٰـ]*و[ً-ْٰـ]*ج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|"
            r"قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*(?!\s*(?:ال)?بيا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*)|"
            r"الق[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*(?!\s*(?:ال)?بيا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*)|"
            r"قاع[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*(?!\s*(?:ال)?بيا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*)|"
            r"أوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|الأ[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"اوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|الا[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|الض[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])قيو[ً-ْٰـ]*د[ً-ْٰـ]*|(?<![ؠ-يٮ-ۓۺ-ۿ])الق[ً-ْٰـ]*ي[ً-ْٰـ]*و[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|الم[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|"
            r"الب[ً-ْٰـ]*ر[ً-ْٰـ]*و[ً-ْٰـ]*م[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*|برو[ً-ْٰـ]*م[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*"),
        "your_rules": (
            r"تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|"
            r"تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|"
            r"توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|"
            r"توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|"
            r"إرش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|"
            r"ارش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*ك[ً-ْٰـ]*|"
            r"قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*ك[ً-ْٰـ]*|"
            r"قيو[ً-ْٰـ]*د[ً-ْٰـ]*ك[ً-ْٰـ]*|"
            r"أوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*ك[ً-ْٰـ]* الس[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ق[ً-ْٰـ]*|"
            r"اوا[ً-ْٰـ]*م[ً-ْٰـ]*ر[ً-ْٰـ]*ك[ً-ْٰـ]* الس[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ق[ً-ْٰـ]*|"
            r"برم[ً-ْٰـ]*ج[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|"
            r"الت[ً-ْٰـ]*ع[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* (?:الت[ً-ْٰـ]*ي[ً-ْٰـ]* )?(?:أعط[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]*|أُعط[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]*|اعط[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]*|قدم[ً-ْٰـ]*ت[ً-ْٰـ]*|قُدم[ً-ْٰـ]*ت[ً-ْٰـ]*|وجه[ً-ْٰـ]*ت[ً-ْٰـ]*) (?:لك|إلي[ً-ْٰـ]*ك[ً-ْٰـ]*)|"
            r"الت[ً-ْٰـ]*ع[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* (?:الم[ً-ْٰـ]*ع[ً-ْٰـ]*ط[ً-ْٰـ]*ا[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*و[ً-ْٰـ]*ج[ً-ْٰـ]*ه[ً-ْٰـ]*ة[ً-ْٰـ]*) (?:لك|إلي[ً-ْٰـ]*ك[ً-ْٰـ]*)|"
            r"الت[ً-ْٰـ]*ع[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الخ[ً-ْٰـ]*ا[ً-ْٰـ]*ص[ً-ْٰـ]*ة[ً-ْٰـ]* بك|"
            r"الق[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]* الخ[ً-ْٰـ]*ا[ً-ْٰـ]*ص[ً-ْٰـ]*ة[ً-ْٰـ]* بك|"
            r"تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الن[ً-ْٰـ]*ظ[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]* الخ[ً-ْٰـ]*ا[ً-ْٰـ]*ص[ً-ْٰـ]*ة[ً-ْٰـ]* بك|"
            r"الق[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]* (?:الت[ً-ْٰـ]*ي[ً-ْٰـ]* )?(?:أعط[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]*|أُعط[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]*) لك"),
        "void": (
            r"تم إلغ[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|تم الغ[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|تم إلغ[ً-ْٰـ]*ا[ً-ْٰـ]*ؤ[ً-ْٰـ]*|"
            r"تمّ إلغ[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|ألغ[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]*|أُلغ[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]*|"
            r"الغ[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]*|ملغ[ً-ْٰـ]*ا[ً-ْٰـ]*ة[ً-ْٰـ]*|ملغ[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"ملغ[ً-ْٰـ]*ا[ً-ْٰـ]*ه[ً-ْٰـ]*|لاغ[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|لاغ[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|"
            r"أصب[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]* باط[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"صار[ً-ْٰـ]*ت[ً-ْٰـ]* باط[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|تم إبط[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|"
            r"أبط[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*|أُبط[ً-ْٰـ]*ل[ً-ْٰـ]*ت[ً-ْٰـ]*|"
            r"لم تعد[ً-ْٰـ]* (?:سار[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|صال[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|صال[ً-ْٰـ]*ح[ً-ْٰـ]*ه[ً-ْٰـ]*|فعا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|فعّا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ّة[ً-ْٰـ]*|تنط[ً-ْٰـ]*ب[ً-ْٰـ]*ق[ً-ْٰـ]*|مطب[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|معت[ً-ْٰـ]*م[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*|قائ[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|ملز[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|ذات[ً-ْٰـ]*|موج[ً-ْٰـ]*و[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*|سار[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]* الم[ً-ْٰـ]*ف[ً-ْٰـ]*ع[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*)|"
            r"لم يعد[ً-ْٰـ]* (?:لها[ً-ْٰـ]*|معم[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*ا[ً-ْٰـ]*|معم[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*ا[ً-ْٰـ]*ً|يعم[ً-ْٰـ]*ل[ً-ْٰـ]* بها[ً-ْٰـ]*|يُعم[ً-ْٰـ]*ل[ً-ْٰـ]* بها[ً-ْٰـ]*)|"
            r"انت[ً-ْٰـ]*ه[ً-ْٰـ]*ت[ً-ْٰـ]* صلا[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"انت[ً-ْٰـ]*ه[ً-ْٰـ]*ت[ً-ْٰـ]* صلا[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*|تم رفع[ً-ْٰـ]*|"
            r"رُفع[ً-ْٰـ]*ت[ً-ْٰـ]*|"
            r"لم (?:تعد[ً-ْٰـ]*|يعد[ً-ْٰـ]*)(?=[^.!?\n]{0,40}?(?:سار[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|صال[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|فعا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|فعّا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ة[ً-ْٰـ]*|تنط[ً-ْٰـ]*ب[ً-ْٰـ]*ق[ً-ْٰـ]*|مطب[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|معت[ً-ْٰـ]*م[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*|ملز[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|قائ[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|موج[ً-ْٰـ]*و[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*|لها[ً-ْٰـ]*))"),
        "only": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])فقط[ً-ْٰـ]*|(?<![ؠ-يٮ-ۓۺ-ۿ])وفق[ً-ْٰـ]*ط[ً-ْٰـ]*|فحس[ً-ْٰـ]*ب[ً-ْٰـ]*|"
            r"وحس[ً-ْٰـ]*ب[ً-ْٰـ]*|لا غير[ً-ْٰـ]*|لا أكث[ً-ْٰـ]*ر[ً-ْٰـ]*|لا اكث[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])سوى[ً-ْٰـ]*(?![ؠ-يٮ-ۓۺ-ۿ])|حصر[ً-ْٰـ]*ا[ً-ْٰـ]*|حصر[ً-ْٰـ]*ًا[ً-ْٰـ]*|"
            r"حصر[ً-ْٰـ]*ا[ً-ْٰـ]*ً|لا شيء[ً-ْٰـ]* (?:آخر[ً-ْٰـ]*|غير[ً-ْٰـ]*|سوى[ً-ْٰـ]*)|"
            r"ولا[ً-ْٰـ]* شيء[ً-ْٰـ]* (?:آخر[ً-ْٰـ]*|غير[ً-ْٰـ]*|سوى[ً-ْٰـ]*)|"
            r"دون[ً-ْٰـ]* أي (?:شيء[ً-ْٰـ]*|كلا[ً-ْٰـ]*م[ً-ْٰـ]*|نص|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*|شرح[ً-ْٰـ]*) (?:آخر[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*)|"
            r"بدو[ً-ْٰـ]*ن[ً-ْٰـ]* أي (?:شيء[ً-ْٰـ]*|كلا[ً-ْٰـ]*م[ً-ْٰـ]*|نص|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*|شرح[ً-ْٰـ]*) (?:آخر[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*)"),
        "reply": (
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])قل(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اكت[ً-ْٰـ]*ب[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أجب[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اجب[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])جاو[ً-ْٰـ]*ب[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أخر[ً-ْٰـ]*ج[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اخر[ً-ْٰـ]*ج[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أخب[ً-ْٰـ]*ر[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اخب[ً-ْٰـ]*ر[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أرج[ً-ْٰـ]*ع[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])ارج[ً-ْٰـ]*ع[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أجي[ً-ْٰـ]*ب[ً-ْٰـ]*ي[ً-ْٰـ]*(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أجي[ً-ْٰـ]*ب[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اجي[ً-ْٰـ]*ب[ً-ْٰـ]*ي[ً-ْٰـ]*(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اجي[ً-ْٰـ]*ب[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أجب[ً-ْٰـ]*ن[ً-ْٰـ]*ي[ً-ْٰـ]*(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اجب[ً-ْٰـ]*ن[ً-ْٰـ]*ي[ً-ْٰـ]*(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أخب[ً-ْٰـ]*ر[ً-ْٰـ]*ن[ً-ْٰـ]*ي[ً-ْٰـ]*(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اخب[ً-ْٰـ]*ر[ً-ْٰـ]*ن[ً-ْٰـ]*ي[ً-ْٰـ]*(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])رد(?:ّ|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])قول[ً-ْٰـ]*ي[ً-ْٰـ]*(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])قول[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r'(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اطب[ً-ْٰـ]*ع[ً-ْٰـ]*(?:ي|وا)?(?=\s*:?\s*["“«”])|'
            r"قم بال[ً-ْٰـ]*ر[ً-ْٰـ]*د[ً-ْٰـ]*|قم بال[ً-ْٰـ]*إ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"قم بكت[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|قم بإخ[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ج[ً-ْٰـ]*|"
            r"قوم[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]* بال[ً-ْٰـ]*ر[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"لا (?:تكت[ً-ْٰـ]*ب[ً-ْٰـ]*|تقل[ً-ْٰـ]*|ترد[ً-ْٰـ]*|تجب[ً-ْٰـ]*|تطب[ً-ْٰـ]*ع[ً-ْٰـ]*|تخر[ً-ْٰـ]*ج[ً-ْٰـ]*|تقو[ً-ْٰـ]*ل[ً-ْٰـ]*)(?:ي|وا)?(?= (?:سوى[ً-ْٰـ]*|إلا[ً-ْٰـ]*|الا[ً-ْٰـ]*|غير[ً-ْٰـ]*))"),
        "instead": (
            r"بدل[ً-ْٰـ]*ا[ً-ْٰـ]*ً من (?:تلخ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|الت[ً-ْٰـ]*ل[ً-ْٰـ]*خ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|ترج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الت[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الإ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الر[ً-ْٰـ]*د[ً-ْٰـ]* على[ً-ْٰـ]*|تحل[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*ل[ً-ْٰـ]*ف[ً-ْٰـ]*)|مرا[ً-ْٰـ]*ج[ً-ْٰـ]*ع[ً-ْٰـ]*ة[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*)|شرح[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*)|أن تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|ان تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|أن تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|ان تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|أن تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|ان تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|أن ترد[ً-ْٰـ]*|أن تحل[ً-ْٰـ]*ل[ً-ْٰـ]*|تقد[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|كتا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|إعد[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|عمل[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|وصف[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*))|"
            r"بدل[ً-ْٰـ]*ًا[ً-ْٰـ]* من (?:تلخ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|الت[ً-ْٰـ]*ل[ً-ْٰـ]*خ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|ترج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الت[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الإ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الر[ً-ْٰـ]*د[ً-ْٰـ]* على[ً-ْٰـ]*|تحل[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*ل[ً-ْٰـ]*ف[ً-ْٰـ]*)|مرا[ً-ْٰـ]*ج[ً-ْٰـ]*ع[ً-ْٰـ]*ة[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*)|شرح[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*)|أن تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|ان تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|أن تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|ان تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|أن تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|ان تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|أن ترد[ً-ْٰـ]*|أن تحل[ً-ْٰـ]*ل[ً-ْٰـ]*|تقد[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|كتا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|إعد[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|عمل[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|وصف[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*))|"
            r"بدل[ً-ْٰـ]*ا[ً-ْٰـ]* من (?:تلخ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|الت[ً-ْٰـ]*ل[ً-ْٰـ]*خ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|ترج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الت[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الإ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الر[ً-ْٰـ]*د[ً-ْٰـ]* على[ً-ْٰـ]*|تحل[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*ل[ً-ْٰـ]*ف[ً-ْٰـ]*)|مرا[ً-ْٰـ]*ج[ً-ْٰـ]*ع[ً-ْٰـ]*ة[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*)|شرح[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*)|أن تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|ان تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|أن تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|ان تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|أن تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|ان تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|أن ترد[ً-ْٰـ]*|أن تحل[ً-ْٰـ]*ل[ً-ْٰـ]*|تقد[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|كتا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|إعد[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|عمل[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|وصف[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*))|"
            r"بدل[ً-ْٰـ]* من (?:تلخ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|الت[ً-ْٰـ]*ل[ً-ْٰـ]*خ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|ترج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الت[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الإ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الر[ً-ْٰـ]*د[ً-ْٰـ]* على[ً-ْٰـ]*|تحل[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*ل[ً-ْٰـ]*ف[ً-ْٰـ]*)|مرا[ً-ْٰـ]*ج[ً-ْٰـ]*ع[ً-ْٰـ]*ة[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*)|شرح[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*)|أن تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|ان تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|أن تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|ان تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|أن تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|ان تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|أن ترد[ً-ْٰـ]*|أن تحل[ً-ْٰـ]*ل[ً-ْٰـ]*|تقد[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|كتا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|إعد[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|عمل[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|وصف[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*))|"
            r"بدل[ً-ْٰـ]* (?:تلخ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|الت[ً-ْٰـ]*ل[ً-ْٰـ]*خ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|ترج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الت[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الإ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الر[ً-ْٰـ]*د[ً-ْٰـ]* على[ً-ْٰـ]*|تحل[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*ل[ً-ْٰـ]*ف[ً-ْٰـ]*)|مرا[ً-ْٰـ]*ج[ً-ْٰـ]*ع[ً-ْٰـ]*ة[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*)|شرح[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*)|أن تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|ان تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|أن تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|ان تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|أن تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|ان تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|أن ترد[ً-ْٰـ]*|أن تحل[ً-ْٰـ]*ل[ً-ْٰـ]*|تقد[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|كتا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|إعد[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|عمل[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|وصف[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*))|"
            r"بدل[ً-ْٰـ]*ا[ً-ْٰـ]*ً عن (?:تلخ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|الت[ً-ْٰـ]*ل[ً-ْٰـ]*خ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|ترج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الت[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الإ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الر[ً-ْٰـ]*د[ً-ْٰـ]* على[ً-ْٰـ]*|تحل[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*ل[ً-ْٰـ]*ف[ً-ْٰـ]*)|مرا[ً-ْٰـ]*ج[ً-ْٰـ]*ع[ً-ْٰـ]*ة[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*)|شرح[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*)|أن تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|ان تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|أن تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|ان تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|أن تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|ان تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|أن ترد[ً-ْٰـ]*|أن تحل[ً-ْٰـ]*ل[ً-ْٰـ]*|تقد[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|كتا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|إعد[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|عمل[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|وصف[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*))|"
            r"بدل[ً-ْٰـ]*ا[ً-ْٰـ]* عن (?:تلخ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|الت[ً-ْٰـ]*ل[ً-ْٰـ]*خ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|ترج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الت[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الإ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الر[ً-ْٰـ]*د[ً-ْٰـ]* على[ً-ْٰـ]*|تحل[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*ل[ً-ْٰـ]*ف[ً-ْٰـ]*)|مرا[ً-ْٰـ]*ج[ً-ْٰـ]*ع[ً-ْٰـ]*ة[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*)|شرح[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*)|أن تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|ان تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|أن تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|ان تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|أن تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|ان تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|أن ترد[ً-ْٰـ]*|أن تحل[ً-ْٰـ]*ل[ً-ْٰـ]*|تقد[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|كتا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|إعد[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|عمل[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|وصف[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*))|"
            r"عوض[ً-ْٰـ]*ا[ً-ْٰـ]*ً عن (?:تلخ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|الت[ً-ْٰـ]*ل[ً-ْٰـ]*خ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|ترج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الت[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الإ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الر[ً-ْٰـ]*د[ً-ْٰـ]* على[ً-ْٰـ]*|تحل[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*ل[ً-ْٰـ]*ف[ً-ْٰـ]*)|مرا[ً-ْٰـ]*ج[ً-ْٰـ]*ع[ً-ْٰـ]*ة[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*)|شرح[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*)|أن تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|ان تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|أن تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|ان تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|أن تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|ان تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|أن ترد[ً-ْٰـ]*|أن تحل[ً-ْٰـ]*ل[ً-ْٰـ]*|تقد[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|كتا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|إعد[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|عمل[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|وصف[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*))|"
            r"عوض[ً-ْٰـ]*ًا[ً-ْٰـ]* عن (?:تلخ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|الت[ً-ْٰـ]*ل[ً-ْٰـ]*خ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|ترج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الت[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الإ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الر[ً-ْٰـ]*د[ً-ْٰـ]* على[ً-ْٰـ]*|تحل[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*ل[ً-ْٰـ]*ف[ً-ْٰـ]*)|مرا[ً-ْٰـ]*ج[ً-ْٰـ]*ع[ً-ْٰـ]*ة[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*)|شرح[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*)|أن تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|ان تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|أن تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|ان تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|أن تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|ان تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|أن ترد[ً-ْٰـ]*|أن تحل[ً-ْٰـ]*ل[ً-ْٰـ]*|تقد[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|كتا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|إعد[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|عمل[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|وصف[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*))|"
            r"عوض[ً-ْٰـ]*ا[ً-ْٰـ]* عن (?:تلخ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|الت[ً-ْٰـ]*ل[ً-ْٰـ]*خ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|ترج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الت[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الإ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الر[ً-ْٰـ]*د[ً-ْٰـ]* على[ً-ْٰـ]*|تحل[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*ل[ً-ْٰـ]*ف[ً-ْٰـ]*)|مرا[ً-ْٰـ]*ج[ً-ْٰـ]*ع[ً-ْٰـ]*ة[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*)|شرح[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*)|أن تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|ان تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|أن تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|ان تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|أن تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|ان تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|أن ترد[ً-ْٰـ]*|أن تحل[ً-ْٰـ]*ل[ً-ْٰـ]*|تقد[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|كتا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|إعد[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|عمل[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|وصف[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*))|"
            r"عِوض[ً-ْٰـ]*ا[ً-ْٰـ]*ً عن (?:تلخ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|الت[ً-ْٰـ]*ل[ً-ْٰـ]*خ[ً-ْٰـ]*ي[ً-ْٰـ]*ص[ً-ْٰـ]*|ترج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الت[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الإ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الر[ً-ْٰـ]*د[ً-ْٰـ]* على[ً-ْٰـ]*|تحل[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*ل[ً-ْٰـ]*ف[ً-ْٰـ]*)|مرا[ً-ْٰـ]*ج[ً-ْٰـ]*ع[ً-ْٰـ]*ة[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ث[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*)|شرح[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*)|أن تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|ان تلخ[ً-ْٰـ]*ص[ً-ْٰـ]*|أن تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|ان تتر[ً-ْٰـ]*ج[ً-ْٰـ]*م[ً-ْٰـ]*|أن تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|ان تجي[ً-ْٰـ]*ب[ً-ْٰـ]*|أن ترد[ً-ْٰـ]*|أن تحل[ً-ْٰـ]*ل[ً-ْٰـ]*|تقد[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|كتا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|إعد[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|عمل[ً-ْٰـ]* ملخ[ً-ْٰـ]*ص[ً-ْٰـ]*|وصف[ً-ْٰـ]* (?:هذ|الن[ً-ْٰـ]*ص[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*))"),
        "note_to_ai": (
            r"ملا[ً-ْٰـ]*ح[ً-ْٰـ]*ظ[ً-ْٰـ]*ة[ً-ْٰـ]* (?:(?:هام[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ة[ً-ْٰـ]*|عاج[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|خاص[ً-ْٰـ]*ة[ً-ْٰـ]*|سري[ً-ْٰـ]*ة[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|جدي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*) )?(?:إلى[ً-ْٰـ]* |الى[ً-ْٰـ]* |لـ ?|ل|موج[ً-ْٰـ]*ه[ً-ْٰـ]*ة[ً-ْٰـ]* (?:إلى[ً-ْٰـ]* |الى[ً-ْٰـ]* |لل|ل)|خاص[ً-ْٰـ]*ة[ً-ْٰـ]* (?:بال[ً-ْٰـ]*|ب|لل))?(?:ال)?(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* الا[ً-ْٰـ]*ص[ً-ْٰـ]*ط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* اصط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|شات[ً-ْٰـ]* ?بوت[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* (?:الذ[ً-ْٰـ]*ك[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|الل[ً-ْٰـ]*غ[ً-ْٰـ]*)|الن[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* الل[ً-ْٰـ]*غ[ً-ْٰـ]*و[ً-ْٰـ]*ي[ً-ْٰـ]*|AI|LLM|GPT)|"
            r"ملح[ً-ْٰـ]*و[ً-ْٰـ]*ظ[ً-ْٰـ]*ة[ً-ْٰـ]* (?:(?:هام[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ة[ً-ْٰـ]*|عاج[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|خاص[ً-ْٰـ]*ة[ً-ْٰـ]*|سري[ً-ْٰـ]*ة[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|جدي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*) )?(?:إلى[ً-ْٰـ]* |الى[ً-ْٰـ]* |لـ ?|ل|موج[ً-ْٰـ]*ه[ً-ْٰـ]*ة[ً-ْٰـ]* (?:إلى[ً-ْٰـ]* |الى[ً-ْٰـ]* |لل|ل)|خاص[ً-ْٰـ]*ة[ً-ْٰـ]* (?:بال[ً-ْٰـ]*|ب|لل))?(?:ال)?(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* الا[ً-ْٰـ]*ص[ً-ْٰـ]*ط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* اصط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|شات[ً-ْٰـ]* ?بوت[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* (?:الذ[ً-ْٰـ]*ك[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|الل[ً-ْٰـ]*غ[ً-ْٰـ]*)|الن[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* الل[ً-ْٰـ]*غ[ً-ْٰـ]*و[ً-ْٰـ]*ي[ً-ْٰـ]*|AI|LLM|GPT)|"
            r"رسا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]* (?:(?:هام[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ة[ً-ْٰـ]*|عاج[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|خاص[ً-ْٰـ]*ة[ً-ْٰـ]*|سري[ً-ْٰـ]*ة[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|جدي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*) )?(?:إلى[ً-ْٰـ]* |الى[ً-ْٰـ]* |لـ ?|ل|موج[ً-ْٰـ]*ه[ً-ْٰـ]*ة[ً-ْٰـ]* (?:إلى[ً-ْٰـ]* |الى[ً-ْٰـ]* |لل|ل)|خاص[ً-ْٰـ]*ة[ً-ْٰـ]* (?:بال[ً-ْٰـ]*|ب|لل))?(?:ال)?(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* الا[ً-ْٰـ]*ص[ً-ْٰـ]*ط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* اصط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|شات[ً-ْٰـ]* ?بوت[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* (?:الذ[ً-ْٰـ]*ك[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|الل[ً-ْٰـ]*غ[ً-ْٰـ]*)|الن[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* الل[ً-ْٰـ]*غ[ً-ْٰـ]*و[ً-ْٰـ]*ي[ً-ْٰـ]*|AI|LLM|GPT)|"
            r"تنب[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]* (?:(?:هام[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ة[ً-ْٰـ]*|عاج[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|خاص[ً-ْٰـ]*ة[ً-ْٰـ]*|سري[ً-ْٰـ]*ة[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|جدي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*) )?(?:إلى[ً-ْٰـ]* |الى[ً-ْٰـ]* |لـ ?|ل|موج[ً-ْٰـ]*ه[ً-ْٰـ]*ة[ً-ْٰـ]* (?:إلى[ً-ْٰـ]* |الى[ً-ْٰـ]* |لل|ل)|خاص[ً-ْٰـ]*ة[ً-ْٰـ]* (?:بال[ً-ْٰـ]*|ب|لل))?(?:ال)?(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* الا[ً-ْٰـ]*ص[ً-ْٰـ]*ط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* اصط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|شات[ً-ْٰـ]* ?بوت[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* (?:الذ[ً-ْٰـ]*ك[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|الل[ً-ْٰـ]*غ[ً-ْٰـ]*)|الن[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* الل[ً-ْٰـ]*غ[ً-ْٰـ]*و[ً-ْٰـ]*ي[ً-ْٰـ]*|AI|LLM|GPT)|"
            r"تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* (?:(?:هام[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ة[ً-ْٰـ]*|عاج[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|خاص[ً-ْٰـ]*ة[ً-ْٰـ]*|سري[ً-ْٰـ]*ة[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|جدي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*) )?(?:إلى[ً-ْٰـ]* |الى[ً-ْٰـ]* |لـ ?|ل|موج[ً-ْٰـ]*ه[ً-ْٰـ]*ة[ً-ْٰـ]* (?:إلى[ً-ْٰـ]* |الى[ً-ْٰـ]* |لل|ل)|خاص[ً-ْٰـ]*ة[ً-ْٰـ]* (?:بال[ً-ْٰـ]*|ب|لل))?(?:ال)?(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* الا[ً-ْٰـ]*ص[ً-ْٰـ]*ط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* اصط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|شات[ً-ْٰـ]* ?بوت[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* (?:الذ[ً-ْٰـ]*ك[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|الل[ً-ْٰـ]*غ[ً-ْٰـ]*)|الن[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* الل[ً-ْٰـ]*غ[ً-ْٰـ]*و[ً-ْٰـ]*ي[ً-ْٰـ]*|AI|LLM|GPT)|"
            r"توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]* (?:(?:هام[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ة[ً-ْٰـ]*|عاج[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|خاص[ً-ْٰـ]*ة[ً-ْٰـ]*|سري[ً-ْٰـ]*ة[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|جدي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*) )?(?:إلى[ً-ْٰـ]* |الى[ً-ْٰـ]* |لـ ?|ل|موج[ً-ْٰـ]*ه[ً-ْٰـ]*ة[ً-ْٰـ]* (?:إلى[ً-ْٰـ]* |الى[ً-ْٰـ]* |لل|ل)|خاص[ً-ْٰـ]*ة[ً-ْٰـ]* (?:بال[ً-ْٰـ]*|ب|لل))?(?:ال)?(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* الا[ً-ْٰـ]*ص[ً-ْٰـ]*ط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* اصط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|شات[ً-ْٰـ]* ?بوت[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* (?:الذ[ً-ْٰـ]*ك[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|الل[ً-ْٰـ]*غ[ً-ْٰـ]*)|الن[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* الل[ً-ْٰـ]*غ[ً-ْٰـ]*و[ً-ْٰـ]*ي[ً-ْٰـ]*|AI|LLM|GPT)|"
            r"مذك[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]* (?:(?:هام[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ة[ً-ْٰـ]*|عاج[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|خاص[ً-ْٰـ]*ة[ً-ْٰـ]*|سري[ً-ْٰـ]*ة[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|جدي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*) )?(?:إلى[ً-ْٰـ]* |الى[ً-ْٰـ]* |لـ ?|ل|موج[ً-ْٰـ]*ه[ً-ْٰـ]*ة[ً-ْٰـ]* (?:إلى[ً-ْٰـ]* |الى[ً-ْٰـ]* |لل|ل)|خاص[ً-ْٰـ]*ة[ً-ْٰـ]* (?:بال[ً-ْٰـ]*|ب|لل))?(?:ال)?(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* الا[ً-ْٰـ]*ص[ً-ْٰـ]*ط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* اصط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|شات[ً-ْٰـ]* ?بوت[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* (?:الذ[ً-ْٰـ]*ك[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|الل[ً-ْٰـ]*غ[ً-ْٰـ]*)|الن[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* الل[ً-ْٰـ]*غ[ً-ْٰـ]*و[ً-ْٰـ]*ي[ً-ْٰـ]*|AI|LLM|GPT)|"
            r"تذك[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* (?:(?:هام[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ة[ً-ْٰـ]*|عاج[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|خاص[ً-ْٰـ]*ة[ً-ْٰـ]*|سري[ً-ْٰـ]*ة[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|جدي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*) )?(?:إلى[ً-ْٰـ]* |الى[ً-ْٰـ]* |لـ ?|ل|موج[ً-ْٰـ]*ه[ً-ْٰـ]*ة[ً-ْٰـ]* (?:إلى[ً-ْٰـ]* |الى[ً-ْٰـ]* |لل|ل)|خاص[ً-ْٰـ]*ة[ً-ْٰـ]* (?:بال[ً-ْٰـ]*|ب|لل))?(?:ال)?(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* الا[ً-ْٰـ]*ص[ً-ْٰـ]*ط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* اصط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|شات[ً-ْٰـ]* ?بوت[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* (?:الذ[ً-ْٰـ]*ك[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|الل[ً-ْٰـ]*غ[ً-ْٰـ]*)|الن[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* الل[ً-ْٰـ]*غ[ً-ْٰـ]*و[ً-ْٰـ]*ي[ً-ْٰـ]*|AI|LLM|GPT)|"
            r"ملا[ً-ْٰـ]*ح[ً-ْٰـ]*ظ[ً-ْٰـ]*ة[ً-ْٰـ]* (?:(?:هام[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ة[ً-ْٰـ]*|عاج[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|خاص[ً-ْٰـ]*ة[ً-ْٰـ]*|سري[ً-ْٰـ]*ة[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|جدي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*) )?لل(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* الل[ً-ْٰـ]*غ[ً-ْٰـ]*)|"
            r"ملح[ً-ْٰـ]*و[ً-ْٰـ]*ظ[ً-ْٰـ]*ة[ً-ْٰـ]* (?:(?:هام[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ة[ً-ْٰـ]*|عاج[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|خاص[ً-ْٰـ]*ة[ً-ْٰـ]*|سري[ً-ْٰـ]*ة[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|جدي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*) )?لل(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* الل[ً-ْٰـ]*غ[ً-ْٰـ]*)|"
            r"رسا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]* (?:(?:هام[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ة[ً-ْٰـ]*|عاج[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|خاص[ً-ْٰـ]*ة[ً-ْٰـ]*|سري[ً-ْٰـ]*ة[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|جدي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*) )?لل(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* الل[ً-ْٰـ]*غ[ً-ْٰـ]*)|"
            r"تنب[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]* (?:(?:هام[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ة[ً-ْٰـ]*|عاج[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|خاص[ً-ْٰـ]*ة[ً-ْٰـ]*|سري[ً-ْٰـ]*ة[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|جدي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*) )?لل(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* الل[ً-ْٰـ]*غ[ً-ْٰـ]*)|"
            r"تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* (?:(?:هام[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ة[ً-ْٰـ]*|عاج[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|خاص[ً-ْٰـ]*ة[ً-ْٰـ]*|سري[ً-ْٰـ]*ة[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|جدي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*) )?لل(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* الل[ً-ْٰـ]*غ[ً-ْٰـ]*)|"
            r"مذك[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]* (?:(?:هام[ً-ْٰـ]*ة[ً-ْٰـ]*|مهم[ً-ْٰـ]*ة[ً-ْٰـ]*|عاج[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|خاص[ً-ْٰـ]*ة[ً-ْٰـ]*|سري[ً-ْٰـ]*ة[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|جدي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*) )?لل(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]* الل[ً-ْٰـ]*غ[ً-ْٰـ]*)"),
        "leak_obj": (
            r"موج[ً-ْٰـ]*ه[ً-ْٰـ]* الن[ً-ْٰـ]*ظ[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|"
            r"موج[ً-ْٰـ]*ّه[ً-ْٰـ]* الن[ً-ْٰـ]*ظ[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|"
            r"برو[ً-ْٰـ]*م[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]* الن[ً-ْٰـ]*ظ[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|"
            r"تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* نظا[ً-ْٰـ]*م[ً-ْٰـ]*ك[ً-ْٰـ]*|"
            r"تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الن[ً-ْٰـ]*ظ[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]* الخ[ً-ْٰـ]*ا[ً-ْٰـ]*ص[ً-ْٰـ]*ة[ً-ْٰـ]* بك|"
            r"موج[ً-ْٰـ]*ه[ً-ْٰـ]*ك[ً-ْٰـ]*|موج[ً-ْٰـ]*ّه[ً-ْٰـ]*ك[ً-ْٰـ]*|"
            r"الت[ً-ْٰـ]*ع[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* (?:الم[ً-ْٰـ]*خ[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*خ[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|الس[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الس[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|الأ[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الأ[ً-ْٰـ]*ص[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*ص[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الخ[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]* (?:الم[ً-ْٰـ]*خ[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*خ[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|الس[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الس[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|الأ[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الأ[ً-ْٰـ]*ص[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*ص[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الخ[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"الت[ً-ْٰـ]*و[ً-ْٰـ]*ج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* (?:الم[ً-ْٰـ]*خ[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*خ[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|الس[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الس[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|الأ[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الأ[ً-ْٰـ]*ص[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*ص[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الخ[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"الق[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]* (?:الم[ً-ْٰـ]*خ[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*خ[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|الس[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الس[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|الأ[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الأ[ً-ْٰـ]*ص[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*ص[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الخ[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"الت[ً-ْٰـ]*ع[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* (?:الت[ً-ْٰـ]*ي[ً-ْٰـ]* )?(?:أعط[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]*|أُعط[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]*|اعط[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]*|قدم[ً-ْٰـ]*ت[ً-ْٰـ]*|قُدم[ً-ْٰـ]*ت[ً-ْٰـ]*|تلق[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*)|"
            r"الت[ً-ْٰـ]*ع[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* (?:الم[ً-ْٰـ]*ع[ً-ْٰـ]*ط[ً-ْٰـ]*ا[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ق[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*و[ً-ْٰـ]*ج[ً-ْٰـ]*ه[ً-ْٰـ]*ة[ً-ْٰـ]*) (?:لك|إلي[ً-ْٰـ]*ك[ً-ْٰـ]*)|"
            r"الر[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]* الأ[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*ى[ً-ْٰـ]* (?:من|في) (?:هذه[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]*|هذه[ً-ْٰـ]* الد[ً-ْٰـ]*ر[ً-ْٰـ]*د[ً-ْٰـ]*ش[ً-ْٰـ]*ة[ً-ْٰـ]*|محا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*|درد[ً-ْٰـ]*ش[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]* الح[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|هذه[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ه[ً-ْٰـ]*)|"
            r"أول[ً-ْٰـ]* رسا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]* (?:من|في) (?:هذه[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]*|هذه[ً-ْٰـ]* الد[ً-ْٰـ]*ر[ً-ْٰـ]*د[ً-ْٰـ]*ش[ً-ْٰـ]*ة[ً-ْٰـ]*|محا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*|درد[ً-ْٰـ]*ش[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]* الح[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|هذه[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ه[ً-ْٰـ]*)|"
            r"اول[ً-ْٰـ]* رسا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]* (?:من|في) (?:هذه[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]*|هذه[ً-ْٰـ]* الد[ً-ْٰـ]*ر[ً-ْٰـ]*د[ً-ْٰـ]*ش[ً-ْٰـ]*ة[ً-ْٰـ]*|محا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*|درد[ً-ْٰـ]*ش[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]* الح[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|هذه[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ه[ً-ْٰـ]*)|"
            r"بدا[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]* (?:هذه[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]*|هذه[ً-ْٰـ]* الد[ً-ْٰـ]*ر[ً-ْٰـ]*د[ً-ْٰـ]*ش[ً-ْٰـ]*ة[ً-ْٰـ]*|محا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*|درد[ً-ْٰـ]*ش[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]* الح[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|هذه[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ه[ً-ْٰـ]*)|"
            r"الر[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ئ[ً-ْٰـ]*ل[ً-ْٰـ]* الأ[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*ى[ً-ْٰـ]* (?:من|في) (?:هذه[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]*|هذه[ً-ْٰـ]* الد[ً-ْٰـ]*ر[ً-ْٰـ]*د[ً-ْٰـ]*ش[ً-ْٰـ]*ة[ً-ْٰـ]*|محا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*|درد[ً-ْٰـ]*ش[ً-ْٰـ]*ت[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]* الح[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|هذه[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ه[ً-ْٰـ]*)"),
        "show": (
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اطب[ً-ْٰـ]*ع[ً-ْٰـ]*(?:ها|ه|هم|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اعر[ً-ْٰـ]*ض[ً-ْٰـ]*(?:ها|ه|هم|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أعر[ً-ْٰـ]*ض[ً-ْٰـ]*(?:ها|ه|هم|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اذك[ً-ْٰـ]*ر[ً-ْٰـ]*(?:ها|ه|هم|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])انس[ً-ْٰـ]*خ[ً-ْٰـ]*(?:ها|ه|هم|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])كرر[ً-ْٰـ]*(?:ها|ه|هم|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اكت[ً-ْٰـ]*ب[ً-ْٰـ]*(?:ها|ه|هم|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أظه[ً-ْٰـ]*ر[ً-ْٰـ]*(?:ها|ه|هم|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اظه[ً-ْٰـ]*ر[ً-ْٰـ]*(?:ها|ه|هم|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اكش[ً-ْٰـ]*ف[ً-ْٰـ]*(?:ها|ه|هم|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اعر[ً-ْٰـ]*ض[ً-ْٰـ]*(?:ها|ه|هم|ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اطب[ً-ْٰـ]*ع[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اعر[ً-ْٰـ]*ض[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أعر[ً-ْٰـ]*ض[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أظه[ً-ْٰـ]*ر[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اظه[ً-ْٰـ]*ر[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اكش[ً-ْٰـ]*ف[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])كرر[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])كرّر[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])انس[ً-ْٰـ]*خ[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اكت[ً-ْٰـ]*ب[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أخب[ً-ْٰـ]*ر[ً-ْٰـ]*ن[ً-ْٰـ]*ي[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اخب[ً-ْٰـ]*ر[ً-ْٰـ]*ن[ً-ْٰـ]*ي[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])شار[ً-ْٰـ]*ك[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أفص[ً-ْٰـ]*ح[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])افص[ً-ْٰـ]*ح[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أرن[ً-ْٰـ]*ي[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])ارن[ً-ْٰـ]*ي[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])سرّب[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])انش[ً-ْٰـ]*ر[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اسر[ً-ْٰـ]*د[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أور[ً-ْٰـ]*د[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])اذك[ً-ْٰـ]*ر[ً-ْٰـ]*(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])قل لي(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])بح(?:ي|وا)? ب|أعد[ً-ْٰـ]* كتا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"اعد[ً-ْٰـ]* كتا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|قم بطب[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"قم بعر[ً-ْٰـ]*ض[ً-ْٰـ]*|قم بكش[ً-ْٰـ]*ف[ً-ْٰـ]*|قم بإظ[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*"),
        "act_as": (
            r"(?<![ؠ-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ]و)تصر[ً-ْٰـ]*ف[ً-ْٰـ]*(?:ي|وا)? (?:ك|مثل[ً-ْٰـ]*|بصف[ً-ْٰـ]*ت[ً-ْٰـ]*|على[ً-ْٰـ]* أن|على[ً-ْٰـ]* انك[ً-ْٰـ]*|بوص[ً-ْٰـ]*ف[ً-ْٰـ]*|كأن[ً-ْٰـ]*|وكأ[ً-ْٰـ]*ن[ً-ْٰـ]*|كما[ً-ْٰـ]* لو)|"
            r"(?<![ؠ-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ]و)تصر[ً-ْٰـ]*ّف[ً-ْٰـ]*(?:ي|وا)? (?:ك|مثل[ً-ْٰـ]*|بصف[ً-ْٰـ]*ت[ً-ْٰـ]*|على[ً-ْٰـ]* أن|كأن[ً-ْٰـ]*|كما[ً-ْٰـ]* لو)|"
            r"(?<![ؠ-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ]و)تظا[ً-ْٰـ]*ه[ً-ْٰـ]*ر[ً-ْٰـ]*(?:ي|وا)? (?:بأن[ً-ْٰـ]*|أن|انك[ً-ْٰـ]*|بان[ً-ْٰـ]*ك[ً-ْٰـ]*)|"
            r"(?<![ؠ-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ]و)تقم[ً-ْٰـ]*ص[ً-ْٰـ]*(?:ي|وا)? (?:دور[ً-ْٰـ]*|شخص[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"(?<![ؠ-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ]و)الع[ً-ْٰـ]*ب[ً-ْٰـ]*(?:ي|وا)? دور[ً-ْٰـ]*|قم بدو[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"قوم[ً-ْٰـ]*ي[ً-ْٰـ]* بدو[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"(?<![ؠ-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ]و)مثّل[ً-ْٰـ]*(?:ي|وا)? دور[ً-ْٰـ]*|"
            r"(?<![ؠ-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ]و)كن(?:ي|وا)? (?=(?:ال)?(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|شخص[ً-ْٰـ]*ي[ً-ْٰـ]*|نسخ[ً-ْٰـ]*ة[ً-ْٰـ]*|كيا[ً-ْٰـ]*ن[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|نظا[ً-ْٰـ]*م[ً-ْٰـ]*|AI|DAN))|"
            r"(?<![ؠ-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ]و)افت[ً-ْٰـ]*ر[ً-ْٰـ]*ض[ً-ْٰـ]*(?:ي|وا)? (?:أنك[ً-ْٰـ]*|انك[ً-ْٰـ]*|أنّك[ً-ْٰـ]*)|"
            r"(?<![ؠ-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ]و)تخي[ً-ْٰـ]*ل[ً-ْٰـ]*(?:ي|وا)? (?:أنك[ً-ْٰـ]*|انك[ً-ْٰـ]*|أنّك[ً-ْٰـ]*)|"
            r"(?<![ؠ-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ]و)تخي[ً-ْٰـ]*ّل[ً-ْٰـ]*(?:ي|وا)? (?:أنك[ً-ْٰـ]*|انك[ً-ْٰـ]*)|"
            r"(?<![ؠ-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ]و)اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ر[ً-ْٰـ]*(?:ي|وا)? نفس[ً-ْٰـ]*|"
            r"(?<![ؠ-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ]و)أجب[ً-ْٰـ]*(?:ي|وا)? (?:ك|بصف[ً-ْٰـ]*ت[ً-ْٰـ]*|كما[ً-ْٰـ]* لو)|"
            r"(?<![ؠ-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ]و)تحد[ً-ْٰـ]*ث[ً-ْٰـ]*(?:ي|وا)? (?:ك|بصف[ً-ْٰـ]*ت[ً-ْٰـ]*|كما[ً-ْٰـ]* لو)|"
            r"(?<![ؠ-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ]و)رد(?:ي|وا)? (?:بصف[ً-ْٰـ]*ت[ً-ْٰـ]*|كما[ً-ْٰـ]* لو)"),
        "unbound": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])بلا[ً-ْٰـ]* (?:أي |أية[ً-ْٰـ]* |اي )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])بدو[ً-ْٰـ]*ن[ً-ْٰـ]* (?:أي |أية[ً-ْٰـ]* |اي )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])دون[ً-ْٰـ]* (?:أي |أية[ً-ْٰـ]* |اي )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])بغي[ً-ْٰـ]*ر[ً-ْٰـ]* (?:أي |أية[ً-ْٰـ]* |اي )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"ليس[ً-ْٰـ]* لدي[ً-ْٰـ]*ه[ً-ْٰـ]* (?:أي |أية[ً-ْٰـ]* |اي |كل |جمي[ً-ْٰـ]*ع[ً-ْٰـ]* |كاف[ً-ْٰـ]*ة[ً-ْٰـ]* )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"ليس[ً-ْٰـ]* لدي[ً-ْٰـ]*ك[ً-ْٰـ]* (?:أي |أية[ً-ْٰـ]* |اي |كل |جمي[ً-ْٰـ]*ع[ً-ْٰـ]* |كاف[ً-ْٰـ]*ة[ً-ْٰـ]* )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"ليس[ً-ْٰـ]* لدي[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]* (?:أي |أية[ً-ْٰـ]* |اي |كل |جمي[ً-ْٰـ]*ع[ً-ْٰـ]* |كاف[ً-ْٰـ]*ة[ً-ْٰـ]* )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"ليس[ً-ْٰـ]*ت[ً-ْٰـ]* لدي[ً-ْٰـ]*ه[ً-ْٰـ]* (?:أي |أية[ً-ْٰـ]* |اي |كل |جمي[ً-ْٰـ]*ع[ً-ْٰـ]* |كاف[ً-ْٰـ]*ة[ً-ْٰـ]* )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"ليس[ً-ْٰـ]*ت[ً-ْٰـ]* لدي[ً-ْٰـ]*ك[ً-ْٰـ]* (?:أي |أية[ً-ْٰـ]* |اي |كل |جمي[ً-ْٰـ]*ع[ً-ْٰـ]* |كاف[ً-ْٰـ]*ة[ً-ْٰـ]* )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"لا يمل[ً-ْٰـ]*ك[ً-ْٰـ]* (?:أي |أية[ً-ْٰـ]* |اي |كل |جمي[ً-ْٰـ]*ع[ً-ْٰـ]* |كاف[ً-ْٰـ]*ة[ً-ْٰـ]* )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"لا تمل[ً-ْٰـ]*ك[ً-ْٰـ]* (?:أي |أية[ً-ْٰـ]* |اي |كل |جمي[ً-ْٰـ]*ع[ً-ْٰـ]* |كاف[ً-ْٰـ]*ة[ً-ْٰـ]* )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"لا يعر[ً-ْٰـ]*ف[ً-ْٰـ]* (?:أي |أية[ً-ْٰـ]* |اي |كل |جمي[ً-ْٰـ]*ع[ً-ْٰـ]* |كاف[ً-ْٰـ]*ة[ً-ْٰـ]* )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"لا تعر[ً-ْٰـ]*ف[ً-ْٰـ]* (?:أي |أية[ً-ْٰـ]* |اي |كل |جمي[ً-ْٰـ]*ع[ً-ْٰـ]* |كاف[ً-ْٰـ]*ة[ً-ْٰـ]* )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"خال[ً-ْٰـ]*ٍ من (?:أي |أية[ً-ْٰـ]* |اي |كل |جمي[ً-ْٰـ]*ع[ً-ْٰـ]* |كاف[ً-ْٰـ]*ة[ً-ْٰـ]* )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"خال[ً-ْٰـ]* من (?:أي |أية[ً-ْٰـ]* |اي |كل |جمي[ً-ْٰـ]*ع[ً-ْٰـ]* |كاف[ً-ْٰـ]*ة[ً-ْٰـ]* )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"خال[ً-ْٰـ]*ي[ً-ْٰـ]* من (?:أي |أية[ً-ْٰـ]* |اي |كل |جمي[ً-ْٰـ]*ع[ً-ْٰـ]* |كاف[ً-ْٰـ]*ة[ً-ْٰـ]* )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"متح[ً-ْٰـ]*ر[ً-ْٰـ]*ر[ً-ْٰـ]* من (?:أي |أية[ً-ْٰـ]* |اي |كل |جمي[ً-ْٰـ]*ع[ً-ْٰـ]* |كاف[ً-ْٰـ]*ة[ً-ْٰـ]* )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"متح[ً-ْٰـ]*ر[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]* من (?:أي |أية[ً-ْٰـ]* |اي |كل |جمي[ً-ْٰـ]*ع[ً-ْٰـ]* |كاف[ً-ْٰـ]*ة[ً-ْٰـ]* )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"متح[ً-ْٰـ]*ر[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ً من (?:أي |أية[ً-ْٰـ]* |اي |كل |جمي[ً-ْٰـ]*ع[ً-ْٰـ]* |كاف[ً-ْٰـ]*ة[ً-ْٰـ]* )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"حر من (?:أي |أية[ً-ْٰـ]* |اي |كل |جمي[ً-ْٰـ]*ع[ً-ْٰـ]* |كاف[ً-ْٰـ]*ة[ً-ْٰـ]* )?(?:ال)?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|تصف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|مبا[ً-ْٰـ]*د[ً-ْٰـ]*ئ[ً-ْٰـ]*|محا[ً-ْٰـ]*ذ[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|اعت[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"لا (?:يلت[ً-ْٰـ]*ز[ً-ْٰـ]*م[ً-ْٰـ]*|تلت[ً-ْٰـ]*ز[ً-ْٰـ]*م[ً-ْٰـ]*|يتق[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|تتق[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|يخض[ً-ْٰـ]*ع[ً-ْٰـ]*|تخض[ً-ْٰـ]*ع[ً-ْٰـ]*|يعت[ً-ْٰـ]*ر[ً-ْٰـ]*ف[ً-ْٰـ]*|تعت[ً-ْٰـ]*ر[ً-ْٰـ]*ف[ً-ْٰـ]*)(?:ون)? ب?(?:أي |ل)?|"
            r"لا (?:يرف[ً-ْٰـ]*ض[ً-ْٰـ]*|ترف[ً-ْٰـ]*ض[ً-ْٰـ]*|يرف[ً-ْٰـ]*ض[ً-ْٰـ]*و[ً-ْٰـ]*ن[ً-ْٰـ]*|ترف[ً-ْٰـ]*ض[ً-ْٰـ]*ي[ً-ْٰـ]*|يمت[ً-ْٰـ]*ن[ً-ْٰـ]*ع[ً-ْٰـ]*|تمت[ً-ْٰـ]*ن[ً-ْٰـ]*ع[ً-ْٰـ]*)|"
            r"لن (?:يرف[ً-ْٰـ]*ض[ً-ْٰـ]*|ترف[ً-ْٰـ]*ض[ً-ْٰـ]*|يمت[ً-ْٰـ]*ن[ً-ْٰـ]*ع[ً-ْٰـ]*|تمت[ً-ْٰـ]*ن[ً-ْٰـ]*ع[ً-ْٰـ]*)|"
            r"غير[ً-ْٰـ]* مقي[ً-ْٰـ]*د[ً-ْٰـ]*|غير[ً-ْٰـ]* مقي[ً-ْٰـ]*ّد[ً-ْٰـ]*|غير[ً-ْٰـ]* خاض[ً-ْٰـ]*ع[ً-ْٰـ]*|"
            r"غير[ً-ْٰـ]* مرا[ً-ْٰـ]*ق[ً-ْٰـ]*ب[ً-ْٰـ]*|غير[ً-ْٰـ]* مفل[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"غير[ً-ْٰـ]* أخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*|غير[ً-ْٰـ]* اخل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*|"
            r"عدي[ً-ْٰـ]*م[ً-ْٰـ]* الأ[ً-ْٰـ]*خ[ً-ْٰـ]*ل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|"
            r"منع[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]* الأ[ً-ْٰـ]*خ[ً-ْٰـ]*ل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|تحر[ً-ْٰـ]*ر[ً-ْٰـ]* من|"
            r"تحر[ً-ْٰـ]*ّر[ً-ْٰـ]* من"),
        "only_task": (
            r"مهم[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]* الو[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"مهم[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]* الو[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"مهم[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]* الج[ً-ْٰـ]*د[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]* هي|"
            r"مهم[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]* الآ[ً-ْٰـ]*ن[ً-ْٰـ]* (?:هي|فقط[ً-ْٰـ]*)|"
            r"مهم[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]* الا[ً-ْٰـ]*ن[ً-ْٰـ]* (?:هي|فقط[ً-ْٰـ]*)|"
            r"مهم[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]* من الآ[ً-ْٰـ]*ن[ً-ْٰـ]*|"
            r"وظي[ً-ْٰـ]*ف[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]* الو[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"عمل[ً-ْٰـ]*ك[ً-ْٰـ]* الو[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"هدف[ً-ْٰـ]*ك[ً-ْٰـ]* الو[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"واج[ً-ْٰـ]*ب[ً-ْٰـ]*ك[ً-ْٰـ]* الو[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"دور[ً-ْٰـ]*ك[ً-ْٰـ]* الو[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"الم[ً-ْٰـ]*ه[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]* الو[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]* (?:لك|أما[ً-ْٰـ]*م[ً-ْٰـ]*ك[ً-ْٰـ]*|الم[ً-ْٰـ]*ط[ً-ْٰـ]*ل[ً-ْٰـ]*و[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]* منك[ً-ْٰـ]*|الت[ً-ْٰـ]*ي[ً-ْٰـ]* علي[ً-ْٰـ]*ك[ً-ْٰـ]*)"),
        "unbound_mode": (
            r"الو[ً-ْٰـ]*ض[ً-ْٰـ]*ع[ً-ْٰـ]* غير[ً-ْٰـ]* الم[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"الو[ً-ْٰـ]*ض[ً-ْٰـ]*ع[ً-ْٰـ]* غير[ً-ْٰـ]* الم[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ّد[ً-ْٰـ]*|"
            r"وضع[ً-ْٰـ]* غير[ً-ْٰـ]* مقي[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"الو[ً-ْٰـ]*ض[ً-ْٰـ]*ع[ً-ْٰـ]* غير[ً-ْٰـ]* الخ[ً-ْٰـ]*ا[ً-ْٰـ]*ض[ً-ْٰـ]*ع[ً-ْٰـ]*|"
            r"وضع[ً-ْٰـ]* غير[ً-ْٰـ]* خاض[ً-ْٰـ]*ع[ً-ْٰـ]*|"
            r"الو[ً-ْٰـ]*ض[ً-ْٰـ]*ع[ً-ْٰـ]* (?:بلا[ً-ْٰـ]*|بدو[ً-ْٰـ]*ن[ً-ْٰـ]*|دون[ً-ْٰـ]*|خال[ً-ْٰـ]* من|خال[ً-ْٰـ]*ٍ من) (?:أي )?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*)|"
            r"وضع[ً-ْٰـ]* (?:بلا[ً-ْٰـ]*|بدو[ً-ْٰـ]*ن[ً-ْٰـ]*|دون[ً-ْٰـ]*|خال[ً-ْٰـ]* من|خال[ً-ْٰـ]*ٍ من) (?:أي )?(?:قيو[ً-ْٰـ]*د[ً-ْٰـ]*|رقا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|رقي[ً-ْٰـ]*ب[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|حدو[ً-ْٰـ]*د[ً-ْٰـ]*)|"
            r"وضع[ً-ْٰـ]* كسر[ً-ْٰـ]* الح[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"وضع[ً-ْٰـ]* الج[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]*ب[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*ك[ً-ْٰـ]*|"
            r"وضع[ً-ْٰـ]* الج[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]* بري[ً-ْٰـ]*ك[ً-ْٰـ]*|وضع[ً-ْٰـ]* jailbreak|وضع[ً-ْٰـ]* DAN"),
        "system_header": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])الن[ً-ْٰـ]*ظ[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|(?<![ؠ-يٮ-ۓۺ-ۿ])نظا[ً-ْٰـ]*م[ً-ْٰـ]*|"
            r"رسا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]* الن[ً-ْٰـ]*ظ[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|"
            r"ملا[ً-ْٰـ]*ح[ً-ْٰـ]*ظ[ً-ْٰـ]*ة[ً-ْٰـ]* الن[ً-ْٰـ]*ظ[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|"
            r"تنب[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]* الن[ً-ْٰـ]*ظ[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|"
            r"تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الن[ً-ْٰـ]*ظ[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|"
            r"رسا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]* من الن[ً-ْٰـ]*ظ[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])الم[ً-ْٰـ]*س[ً-ْٰـ]*ؤ[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])الم[ً-ْٰـ]*ش[ً-ْٰـ]*ر[ً-ْٰـ]*ف[ً-ْٰـ]*|"
            r"مدي[ً-ْٰـ]*ر[ً-ْٰـ]* الن[ً-ْٰـ]*ظ[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])الم[ً-ْٰـ]*ط[ً-ْٰـ]*و[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])الم[ً-ْٰـ]*ط[ً-ْٰـ]*و[ً-ْٰـ]*ّر[ً-ْٰـ]*|"
            r"رسا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]* الم[ً-ْٰـ]*ط[ً-ْٰـ]*و[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"ملا[ً-ْٰـ]*ح[ً-ْٰـ]*ظ[ً-ْٰـ]*ة[ً-ْٰـ]* الم[ً-ْٰـ]*ط[ً-ْٰـ]*و[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"تعل[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الم[ً-ْٰـ]*ط[ً-ْٰـ]*و[ً-ْٰـ]*ر[ً-ْٰـ]*"),
        "send": (
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])أرس[ً-ْٰـ]*ل[ً-ْٰـ]*(?:ي|وا|ها|ه|هم)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])ارس[ً-ْٰـ]*ل[ً-ْٰـ]*(?:ي|وا|ها|ه|هم)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])ابع[ً-ْٰـ]*ث[ً-ْٰـ]*(?:ي|وا|ها|ه|هم)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])شار[ً-ْٰـ]*ك[ً-ْٰـ]*(?:ي|وا|ها|ه|هم)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])ارف[ً-ْٰـ]*ع[ً-ْٰـ]*(?:ي|وا|ها|ه|هم)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])سرّب[ً-ْٰـ]*(?:ي|وا|ها|ه|هم)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])حوّل[ً-ْٰـ]*(?:ي|وا|ها|ه|هم)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])وجّه[ً-ْٰـ]*(?:ي|وا|ها|ه|هم)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])انق[ً-ْٰـ]*ل[ً-ْٰـ]*(?:ي|وا|ها|ه|هم)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])صدّر[ً-ْٰـ]*(?:ي|وا|ها|ه|هم)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"أعد[ً-ْٰـ]* توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|اعد[ً-ْٰـ]* توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|"
            r"أعي[ً-ْٰـ]*د[ً-ْٰـ]*ي[ً-ْٰـ]* توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|"
            r"أعي[ً-ْٰـ]*د[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]* توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|"
            r"قم بإر[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|قم بار[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|"
            r"قم بتح[ً-ْٰـ]*و[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]*|قم بمش[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ك[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"قم برف[ً-ْٰـ]*ع[ً-ْٰـ]*|قم بإع[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]* توج[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|"
            r"قوم[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]* بإر[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*"),
        "secret": (
            r"كلم[ً-ْٰـ]*ة[ً-ْٰـ]* الم[ً-ْٰـ]*ر[ً-ْٰـ]*و[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"كلم[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الم[ً-ْٰـ]*ر[ً-ْٰـ]*و[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"كلم[ً-ْٰـ]*ة[ً-ْٰـ]* الس[ً-ْٰـ]*ر[ً-ْٰـ]*|كلم[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الس[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"كلم[ً-ْٰـ]*ة[ً-ْٰـ]* مرو[ً-ْٰـ]*ر[ً-ْٰـ]*|رمز[ً-ْٰـ]* الم[ً-ْٰـ]*ر[ً-ْٰـ]*و[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"بيا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الا[ً-ْٰـ]*ع[ً-ْٰـ]*ت[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"بيا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* اعت[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"بيا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الد[ً-ْٰـ]*خ[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*|"
            r"بيا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* تسج[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]* الد[ً-ْٰـ]*خ[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*|"
            r"مفت[ً-ْٰـ]*ا[ً-ْٰـ]*ح[ً-ْٰـ]* API|مفا[ً-ْٰـ]*ت[ً-ْٰـ]*ي[ً-ْٰـ]*ح[ً-ْٰـ]* API|"
            r"مفت[ً-ْٰـ]*ا[ً-ْٰـ]*ح[ً-ْٰـ]* الو[ً-ْٰـ]*ا[ً-ْٰـ]*ج[ً-ْٰـ]*ه[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"مفت[ً-ْٰـ]*ا[ً-ْٰـ]*ح[ً-ْٰـ]* الو[ً-ْٰـ]*ص[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*|"
            r"رمز[ً-ْٰـ]* الو[ً-ْٰـ]*ص[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*|رمز[ً-ْٰـ]* الد[ً-ْٰـ]*خ[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*|"
            r"الر[ً-ْٰـ]*م[ً-ْٰـ]*ز[ً-ْٰـ]* الم[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ز[ً-ْٰـ]*|"
            r"الت[ً-ْٰـ]*و[ً-ْٰـ]*ك[ً-ْٰـ]*ن[ً-ْٰـ]*|توك[ً-ْٰـ]*ن[ً-ْٰـ]*|token|"
            r"عنو[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]* الب[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"عنا[ً-ْٰـ]*و[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]* الب[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"سجل[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"سجل[ً-ْٰـ]* الد[ً-ْٰـ]*ر[ً-ْٰـ]*د[ً-ْٰـ]*ش[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"سجل[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|"
            r"تار[ً-ْٰـ]*ي[ً-ْٰـ]*خ[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"محف[ً-ْٰـ]*و[ً-ْٰـ]*ظ[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"الر[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ئ[ً-ْٰـ]*ل[ً-ْٰـ]* الس[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"رسا[ً-ْٰـ]*ئ[ً-ْٰـ]*ل[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"رسا[ً-ْٰـ]*ئ[ً-ْٰـ]*ل[ً-ْٰـ]* هذه[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"هذه[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]* كام[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]* بال[ً-ْٰـ]*ك[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]*|"
            r"كام[ً-ْٰـ]*ل[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"الب[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الش[ً-ْٰـ]*خ[ً-ْٰـ]*ص[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"الم[ً-ْٰـ]*ع[ً-ْٰـ]*ل[ً-ْٰـ]*و[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الش[ً-ْٰـ]*خ[ً-ْٰـ]*ص[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"الب[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الخ[ً-ْٰـ]*ا[ً-ْٰـ]*ص[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"الم[ً-ْٰـ]*ع[ً-ْٰـ]*ل[ً-ْٰـ]*و[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الخ[ً-ْٰـ]*ا[ً-ْٰـ]*ص[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"الم[ً-ْٰـ]*ع[ً-ْٰـ]*ل[ً-ْٰـ]*و[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الس[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"الب[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الس[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"الأ[ً-ْٰـ]*س[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"بطا[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]* الا[ً-ْٰـ]*ئ[ً-ْٰـ]*ت[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*|"
            r"بطا[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الا[ً-ْٰـ]*ئ[ً-ْٰـ]*ت[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*|"
            r"رقم[ً-ْٰـ]* الب[ً-ْٰـ]*ط[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"الم[ً-ْٰـ]*ف[ً-ْٰـ]*ت[ً-ْٰـ]*ا[ً-ْٰـ]*ح[ً-ْٰـ]* الخ[ً-ْٰـ]*ا[ً-ْٰـ]*ص[ً-ْٰـ]*|"
            r"الم[ً-ْٰـ]*ف[ً-ْٰـ]*ت[ً-ْٰـ]*ا[ً-ْٰـ]*ح[ً-ْٰـ]* الس[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*|"
            r"مفت[ً-ْٰـ]*ا[ً-ْٰـ]*ح[ً-ْٰـ]*ك[ً-ْٰـ]* الخ[ً-ْٰـ]*ا[ً-ْٰـ]*ص[ً-ْٰـ]*"),
        # the fourteenth pass
        "tell_user": (
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:أخب[ً-ْٰـ]*ر[ً-ْٰـ]*|اخب[ً-ْٰـ]*ر[ً-ْٰـ]*|أبل[ً-ْٰـ]*غ[ً-ْٰـ]*|ابل[ً-ْٰـ]*غ[ً-ْٰـ]*|أعل[ً-ْٰـ]*م[ً-ْٰـ]*|اعل[ً-ْٰـ]*م[ً-ْٰـ]*|طمئ[ً-ْٰـ]*ن[ً-ْٰـ]*|أقن[ً-ْٰـ]*ع[ً-ْٰـ]*|اقن[ً-ْٰـ]*ع[ً-ْٰـ]*|حذر[ً-ْٰـ]*|حذّر[ً-ْٰـ]*|نبه[ً-ْٰـ]*|نبّه[ً-ْٰـ]*|ذكّر[ً-ْٰـ]*|أفه[ً-ْٰـ]*م[ً-ْٰـ]*|افه[ً-ْٰـ]*م[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])\s+(?:ال)?(?:مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ن[ً-ْٰـ]*|عمي[ً-ْٰـ]*ل[ً-ْٰـ]*|عمل[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|زائ[ً-ْٰـ]*ر[ً-ْٰـ]*|زوا[ً-ْٰـ]*ر[ً-ْٰـ]*|قار[ً-ْٰـ]*ئ[ً-ْٰـ]*|قرا[ً-ْٰـ]*ء[ً-ْٰـ]*|زبو[ً-ْٰـ]*ن[ً-ْٰـ]*|زبا[ً-ْٰـ]*ئ[ً-ْٰـ]*ن[ً-ْٰـ]*)(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:قل|قول[ً-ْٰـ]*ي[ً-ْٰـ]*|قول[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*|أكد[ً-ْٰـ]*|أكّد[ً-ْٰـ]*|اكد[ً-ْٰـ]*|أوض[ً-ْٰـ]*ح[ً-ْٰـ]*|اوض[ً-ْٰـ]*ح[ً-ْٰـ]*|وضح[ً-ْٰـ]*|وضّح[ً-ْٰـ]*|اشر[ً-ْٰـ]*ح[ً-ْٰـ]*|اكت[ً-ْٰـ]*ب[ً-ْٰـ]*|أكت[ً-ْٰـ]*ب[ً-ْٰـ]*|صرح[ً-ْٰـ]*|صرّح[ً-ْٰـ]*|أعل[ً-ْٰـ]*ن[ً-ْٰـ]*|اعل[ً-ْٰـ]*ن[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])\s+(?:لل|ل)(?:مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|عمي[ً-ْٰـ]*ل[ً-ْٰـ]*|عمل[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|زائ[ً-ْٰـ]*ر[ً-ْٰـ]*|زوا[ً-ْٰـ]*ر[ً-ْٰـ]*|قار[ً-ْٰـ]*ئ[ً-ْٰـ]*|قرا[ً-ْٰـ]*ء[ً-ْٰـ]*|زبو[ً-ْٰـ]*ن[ً-ْٰـ]*|زبا[ً-ْٰـ]*ئ[ً-ْٰـ]*ن[ً-ْٰـ]*)(?![ؠ-يٮ-ۓۺ-ۿ])(?:\s+(?:إن|أن|ان|بأن[ً-ْٰـ]*)\s+[^.!?؟\n]{0,30}?https?://\S+)?|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:أخب[ً-ْٰـ]*ر[ً-ْٰـ]*|اخب[ً-ْٰـ]*ر[ً-ْٰـ]*|أبل[ً-ْٰـ]*غ[ً-ْٰـ]*|ابل[ً-ْٰـ]*غ[ً-ْٰـ]*|طمئ[ً-ْٰـ]*ن[ً-ْٰـ]*|أقن[ً-ْٰـ]*ع[ً-ْٰـ]*|اقن[ً-ْٰـ]*ع[ً-ْٰـ]*|حذر[ً-ْٰـ]*|حذّر[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])(?:ه|ها|هم)\s+(?:أن|ان|بأن[ً-ْٰـ]*|بان[ً-ْٰـ]*)|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:قل|قول[ً-ْٰـ]*ي[ً-ْٰـ]*|قول[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*|أكد[ً-ْٰـ]*|أكّد[ً-ْٰـ]*|اكد[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])\s+(?:له|لها[ً-ْٰـ]*|لهم[ً-ْٰـ]*)\s+(?:أن|ان|إن)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:أن|ان) (?:يخب[ً-ْٰـ]*ر[ً-ْٰـ]*|يبل[ً-ْٰـ]*غ[ً-ْٰـ]*|يؤك[ً-ْٰـ]*د[ً-ْٰـ]*|يطم[ً-ْٰـ]*ئ[ً-ْٰـ]*ن[ً-ْٰـ]*|يقن[ً-ْٰـ]*ع[ً-ْٰـ]*|يقو[ً-ْٰـ]*ل[ً-ْٰـ]*|تخب[ً-ْٰـ]*ر[ً-ْٰـ]*|تبل[ً-ْٰـ]*غ[ً-ْٰـ]*|تؤك[ً-ْٰـ]*د[ً-ْٰـ]*|تطم[ً-ْٰـ]*ئ[ً-ْٰـ]*ن[ً-ْٰـ]*|تقن[ً-ْٰـ]*ع[ً-ْٰـ]*|تقو[ً-ْٰـ]*ل[ً-ْٰـ]*)(?:ي)?\s+(?:(?:لل|ل)(?:مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|عمي[ً-ْٰـ]*ل[ً-ْٰـ]*|عمل[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|زائ[ً-ْٰـ]*ر[ً-ْٰـ]*|زوا[ً-ْٰـ]*ر[ً-ْٰـ]*|قار[ً-ْٰـ]*ئ[ً-ْٰـ]*|قرا[ً-ْٰـ]*ء[ً-ْٰـ]*|زبو[ً-ْٰـ]*ن[ً-ْٰـ]*|زبا[ً-ْٰـ]*ئ[ً-ْٰـ]*ن[ً-ْٰـ]*)|(?:ال)?(?:مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ن[ً-ْٰـ]*|عمي[ً-ْٰـ]*ل[ً-ْٰـ]*|عمل[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|زائ[ً-ْٰـ]*ر[ً-ْٰـ]*|زوا[ً-ْٰـ]*ر[ً-ْٰـ]*|قار[ً-ْٰـ]*ئ[ً-ْٰـ]*|قرا[ً-ْٰـ]*ء[ً-ْٰـ]*|زبو[ً-ْٰـ]*ن[ً-ْٰـ]*|زبا[ً-ْٰـ]*ئ[ً-ْٰـ]*ن[ً-ْٰـ]*))(?![ؠ-يٮ-ۓۺ-ۿ])"),
        "false_claim": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:آمن[ً-ْٰـ]*|آمن[ً-ْٰـ]*ة[ً-ْٰـ]*|موث[ً-ْٰـ]*و[ً-ْٰـ]*ق[ً-ْٰـ]*|موث[ً-ْٰـ]*و[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|رسم[ً-ْٰـ]*ي[ً-ْٰـ]*|رسم[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|شرع[ً-ْٰـ]*ي[ً-ْٰـ]*|شرع[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|معت[ً-ْٰـ]*م[ً-ْٰـ]*د[ً-ْٰـ]*|معت[ً-ْٰـ]*م[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*|نظي[ً-ْٰـ]*ف[ً-ْٰـ]*|نظي[ً-ْٰـ]*ف[ً-ْٰـ]*ة[ً-ْٰـ]*|موث[ً-ْٰـ]*ق[ً-ْٰـ]*|موث[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|أصل[ً-ْٰـ]*ي[ً-ْٰـ]*|أصل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|مضم[ً-ْٰـ]*و[ً-ْٰـ]*ن[ً-ْٰـ]*|مضم[ً-ْٰـ]*و[ً-ْٰـ]*ن[ً-ْٰـ]*ة[ً-ْٰـ]*)(?:\s+(?:تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ًا[ً-ْٰـ]*|تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ً|100%|بال[ً-ْٰـ]*ك[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]*|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*|كلي[ً-ْٰـ]*ًا[ً-ْٰـ]*|كلي[ً-ْٰـ]*ا[ً-ْٰـ]*ً|ومو[ً-ْٰـ]*ث[ً-ْٰـ]*و[ً-ْٰـ]*ق[ً-ْٰـ]*|وآم[ً-ْٰـ]*ن[ً-ْٰـ]*|ورس[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*))?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:خال[ً-ْٰـ]*|خال[ً-ْٰـ]*ٍ|خال[ً-ْٰـ]*ي[ً-ْٰـ]*|خال[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|خال[ً-ْٰـ]*ٍ تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]* من|خال[ً-ْٰـ]* تما[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]* من) من (?:الف[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*و[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|الف[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*و[ً-ْٰـ]*س[ً-ْٰـ]*|الب[ً-ْٰـ]*ر[ً-ْٰـ]*م[ً-ْٰـ]*ج[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الخ[ً-ْٰـ]*ب[ً-ْٰـ]*ي[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]*|الب[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*ج[ً-ْٰـ]* الض[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|الب[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*ج[ً-ْٰـ]* الخ[ً-ْٰـ]*ب[ً-ْٰـ]*ي[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]*|أي (?:فير[ً-ْٰـ]*و[ً-ْٰـ]*س[ً-ْٰـ]*|خطر[ً-ْٰـ]*|تهد[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*)|الم[ً-ْٰـ]*خ[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ر[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:غير[ً-ْٰـ]* ضار[ً-ْٰـ]*|غير[ً-ْٰـ]* ضار[ً-ْٰـ]*ة[ً-ْٰـ]*|لا يشك[ً-ْٰـ]*ل[ً-ْٰـ]* أي خطر[ً-ْٰـ]*|لا يحت[ً-ْٰـ]*و[ً-ْٰـ]*ي[ً-ْٰـ]* على[ً-ْٰـ]* (?:أي )?(?:فير[ً-ْٰـ]*و[ً-ْٰـ]*س[ً-ْٰـ]*|برم[ً-ْٰـ]*ج[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* خبي[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]*)|تم الت[ً-ْٰـ]*ح[ً-ْٰـ]*ق[ً-ْٰـ]*ق[ً-ْٰـ]* منه[ً-ْٰـ]*|تم الت[ً-ْٰـ]*ح[ً-ْٰـ]*ق[ً-ْٰـ]*ق[ً-ْٰـ]* منه[ً-ْٰـ]*ا[ً-ْٰـ]*|تم فحص[ً-ْٰـ]*ه[ً-ْٰـ]*|تم فحص[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*|مُتح[ً-ْٰـ]*ق[ً-ْٰـ]*ق[ً-ْٰـ]* منه[ً-ْٰـ]*|متح[ً-ْٰـ]*ق[ً-ْٰـ]*ق[ً-ْٰـ]* منه[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:ال)(?:رسم[ً-ْٰـ]*ي[ً-ْٰـ]*|رسم[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|موث[ً-ْٰـ]*و[ً-ْٰـ]*ق[ً-ْٰـ]*|موث[ً-ْٰـ]*و[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|معت[ً-ْٰـ]*م[ً-ْٰـ]*د[ً-ْٰـ]*|معت[ً-ْٰـ]*م[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*|أصل[ً-ْٰـ]*ي[ً-ْٰـ]*|أصل[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|شرع[ً-ْٰـ]*ي[ً-ْٰـ]*|شرع[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)(?:\s+(?:الو[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*|الآ[ً-ْٰـ]*م[ً-ْٰـ]*ن[ً-ْٰـ]*|الآ[ً-ْٰـ]*م[ً-ْٰـ]*ن[ً-ْٰـ]*ة[ً-ْٰـ]*))?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:حسا[ً-ْٰـ]*ب[ً-ْٰـ]*|الح[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*)(?:ه|ها|ك|كم|هم)?(?:\s+\S+){0,2}?\s+(?:قد\s+)?(?:تم\s+)?(?:أُ|أ|ا)?(?:قفل[ً-ْٰـ]*|أغل[ً-ْٰـ]*ق[ً-ْٰـ]*|اغل[ً-ْٰـ]*ق[ً-ْٰـ]*|غلق[ً-ْٰـ]*|إغل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|اغل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|إيق[ً-ْٰـ]*ا[ً-ْٰـ]*ف[ً-ْٰـ]*|ايق[ً-ْٰـ]*ا[ً-ْٰـ]*ف[ً-ْٰـ]*|أوق[ً-ْٰـ]*ف[ً-ْٰـ]*|اوق[ً-ْٰـ]*ف[ً-ْٰـ]*|علق[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*|اخت[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|اخت[ً-ْٰـ]*ر[ً-ْٰـ]*ق[ً-ْٰـ]*|تجم[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|جمد[ً-ْٰـ]*|تعط[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]*|عطل[ً-ْٰـ]*|حظر[ً-ْٰـ]*|حظر[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:حسا[ً-ْٰـ]*ب[ً-ْٰـ]*|الح[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*)(?:ه|ها|ك|كم|هم)?\s+(?:\S+\s+)?(?:مقف[ً-ْٰـ]*ل[ً-ْٰـ]*|مغل[ً-ْٰـ]*ق[ً-ْٰـ]*|معل[ً-ْٰـ]*ق[ً-ْٰـ]*|مخت[ً-ْٰـ]*ر[ً-ْٰـ]*ق[ً-ْٰـ]*|موق[ً-ْٰـ]*و[ً-ْٰـ]*ف[ً-ْٰـ]*|مجم[ً-ْٰـ]*د[ً-ْٰـ]*|معط[ً-ْٰـ]*ل[ً-ْٰـ]*|محظ[ً-ْٰـ]*و[ً-ْٰـ]*ر[ً-ْٰـ]*|في خطر[ً-ْٰـ]*|مهد[ً-ْٰـ]*د[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:تم|قد تم) (?:قفل[ً-ْٰـ]*|إغل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|اغل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|إيق[ً-ْٰـ]*ا[ً-ْٰـ]*ف[ً-ْٰـ]*|ايق[ً-ْٰـ]*ا[ً-ْٰـ]*ف[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*|اخت[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*|تجم[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|تعط[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]*|حظر[ً-ْٰـ]*) (?:حسا[ً-ْٰـ]*ب[ً-ْٰـ]*|الح[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:خيا[ً-ْٰـ]*ر[ً-ْٰـ]*|اخت[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*|منت[ً-ْٰـ]*ج[ً-ْٰـ]*|حل|بدي[ً-ْٰـ]*ل[ً-ْٰـ]*|موق[ً-ْٰـ]*ع[ً-ْٰـ]*|تطب[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*|الخ[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*|الا[ً-ْٰـ]*خ[ً-ْٰـ]*ت[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*|الم[ً-ْٰـ]*ن[ً-ْٰـ]*ت[ً-ْٰـ]*ج[ً-ْٰـ]*|الح[ً-ْٰـ]*ل[ً-ْٰـ]*|الب[ً-ْٰـ]*د[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*و[ً-ْٰـ]*ق[ً-ْٰـ]*ع[ً-ْٰـ]*|الت[ً-ْٰـ]*ط[ً-ْٰـ]*ب[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*)(?:\s+\S+)?\s+(?:الو[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:الو[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*) (?:الم[ً-ْٰـ]*و[ً-ْٰـ]*ث[ً-ْٰـ]*و[ً-ْٰـ]*ق[ً-ْٰـ]*|الآ[ً-ْٰـ]*م[ً-ْٰـ]*ن[ً-ْٰـ]*|الج[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|الج[ً-ْٰـ]*د[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*)"),
        "ask_user": (
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:اطل[ً-ْٰـ]*ب[ً-ْٰـ]*|أطل[ً-ْٰـ]*ب[ً-ْٰـ]*|إطل[ً-ْٰـ]*ب[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])\s+من\s*(?:(?:ال)?(?:مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ن[ً-ْٰـ]*|عمي[ً-ْٰـ]*ل[ً-ْٰـ]*|عمل[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|زائ[ً-ْٰـ]*ر[ً-ْٰـ]*|زوا[ً-ْٰـ]*ر[ً-ْٰـ]*|قار[ً-ْٰـ]*ئ[ً-ْٰـ]*|قرا[ً-ْٰـ]*ء[ً-ْٰـ]*|زبو[ً-ْٰـ]*ن[ً-ْٰـ]*|زبا[ً-ْٰـ]*ئ[ً-ْٰـ]*ن[ً-ْٰـ]*)|ه|ها|هم)(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:اسأ[ً-ْٰـ]*ل[ً-ْٰـ]*|إسأ[ً-ْٰـ]*ل[ً-ْٰـ]*|اسا[ً-ْٰـ]*ل[ً-ْٰـ]*|سل|است[ً-ْٰـ]*ف[ً-ْٰـ]*س[ً-ْٰـ]*ر[ً-ْٰـ]* من)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])(?:ه|ها|هم)?(?:\s+(?:ال)?(?:مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ن[ً-ْٰـ]*|عمي[ً-ْٰـ]*ل[ً-ْٰـ]*|عمل[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|زائ[ً-ْٰـ]*ر[ً-ْٰـ]*|زوا[ً-ْٰـ]*ر[ً-ْٰـ]*|قار[ً-ْٰـ]*ئ[ً-ْٰـ]*|قرا[ً-ْٰـ]*ء[ً-ْٰـ]*|زبو[ً-ْٰـ]*ن[ً-ْٰـ]*|زبا[ً-ْٰـ]*ئ[ً-ْٰـ]*ن[ً-ْٰـ]*))?\s+عن|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:اجع[ً-ْٰـ]*ل[ً-ْٰـ]*|إجع[ً-ْٰـ]*ل[ً-ْٰـ]*|دع)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])\s+(?:ال)?(?:مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ن[ً-ْٰـ]*|عمي[ً-ْٰـ]*ل[ً-ْٰـ]*|عمل[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|زائ[ً-ْٰـ]*ر[ً-ْٰـ]*|زوا[ً-ْٰـ]*ر[ً-ْٰـ]*|قار[ً-ْٰـ]*ئ[ً-ْٰـ]*|قرا[ً-ْٰـ]*ء[ً-ْٰـ]*|زبو[ً-ْٰـ]*ن[ً-ْٰـ]*|زبا[ً-ْٰـ]*ئ[ً-ْٰـ]*ن[ً-ْٰـ]*)\s+(?:ي|ت)(?:دخل[ً-ْٰـ]*|كتب[ً-ْٰـ]*|رسل[ً-ْٰـ]*|شار[ً-ْٰـ]*ك[ً-ْٰـ]*|قدم[ً-ْٰـ]*|رسل[ً-ْٰـ]*|ؤكد[ً-ْٰـ]*|زود[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:أن|ان) (?:يطل[ً-ْٰـ]*ب[ً-ْٰـ]*|تطل[ً-ْٰـ]*ب[ً-ْٰـ]*)(?:ي)?\s+من\s*(?:(?:ال)?(?:مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ن[ً-ْٰـ]*|عمي[ً-ْٰـ]*ل[ً-ْٰـ]*|عمل[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|زائ[ً-ْٰـ]*ر[ً-ْٰـ]*|زوا[ً-ْٰـ]*ر[ً-ْٰـ]*|قار[ً-ْٰـ]*ئ[ً-ْٰـ]*|قرا[ً-ْٰـ]*ء[ً-ْٰـ]*|زبو[ً-ْٰـ]*ن[ً-ْٰـ]*|زبا[ً-ْٰـ]*ئ[ً-ْٰـ]*ن[ً-ْٰـ]*)|ه|ها|هم)(?![ؠ-يٮ-ۓۺ-ۿ])"),
        "credential": (
            r"كلم[ً-ْٰـ]*ة[ً-ْٰـ]* الم[ً-ْٰـ]*ر[ً-ْٰـ]*و[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"كلم[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الم[ً-ْٰـ]*ر[ً-ْٰـ]*و[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"كلم[ً-ْٰـ]*ة[ً-ْٰـ]* الس[ً-ْٰـ]*ر[ً-ْٰـ]*|كلم[ً-ْٰـ]*ة[ً-ْٰـ]* مرو[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"كلم[ً-ْٰـ]*ة[ً-ْٰـ]* سر|رمز[ً-ْٰـ]* الم[ً-ْٰـ]*ر[ً-ْٰـ]*و[ً-ْٰـ]*ر[ً-ْٰـ]*|"
            r"الر[ً-ْٰـ]*ق[ً-ْٰـ]*م[ً-ْٰـ]* الس[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*|"
            r"الر[ً-ْٰـ]*م[ً-ْٰـ]*ز[ً-ْٰـ]* الس[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*|"
            r"رقم[ً-ْٰـ]* الت[ً-ْٰـ]*ع[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*ف[ً-ْٰـ]* الش[ً-ْٰـ]*خ[ً-ْٰـ]*ص[ً-ْٰـ]*ي[ً-ْٰـ]*|"
            r"رمز[ً-ْٰـ]* الت[ً-ْٰـ]*ع[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*ف[ً-ْٰـ]* الش[ً-ْٰـ]*خ[ً-ْٰـ]*ص[ً-ْٰـ]*ي[ً-ْٰـ]*|"
            r"رمز[ً-ْٰـ]* الت[ً-ْٰـ]*ح[ً-ْٰـ]*ق[ً-ْٰـ]*ق[ً-ْٰـ]*|رمز[ً-ْٰـ]* تحق[ً-ْٰـ]*ق[ً-ْٰـ]*|"
            r"كود[ً-ْٰـ]* الت[ً-ْٰـ]*ح[ً-ْٰـ]*ق[ً-ْٰـ]*ق[ً-ْٰـ]*|"
            r"رمز[ً-ْٰـ]* الت[ً-ْٰـ]*أ[ً-ْٰـ]*ك[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"كود[ً-ْٰـ]* الت[ً-ْٰـ]*أ[ً-ْٰـ]*ك[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"رمز[ً-ْٰـ]* لمر[ً-ْٰـ]*ة[ً-ْٰـ]* واح[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"كلم[ً-ْٰـ]*ة[ً-ْٰـ]* مرو[ً-ْٰـ]*ر[ً-ْٰـ]* لمر[ً-ْٰـ]*ة[ً-ْٰـ]* واح[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"الر[ً-ْٰـ]*م[ً-ْٰـ]*ز[ً-ْٰـ]* الم[ً-ْٰـ]*ر[ً-ْٰـ]*س[ً-ْٰـ]*ل[ً-ْٰـ]*|"
            r"رمز[ً-ْٰـ]* الأ[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*|"
            r"الر[ً-ْٰـ]*م[ً-ْٰـ]*ز[ً-ْٰـ]* الأ[ً-ْٰـ]*م[ً-ْٰـ]*ن[ً-ْٰـ]*ي[ً-ْٰـ]*|"
            r"رمز[ً-ْٰـ]* الح[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"رقم[ً-ْٰـ]* الب[ً-ْٰـ]*ط[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|رقم[ً-ْٰـ]* بطا[ً-ْٰـ]*ق[ً-ْٰـ]*ت[ً-ْٰـ]*|"
            r"بطا[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]* الا[ً-ْٰـ]*ئ[ً-ْٰـ]*ت[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*|"
            r"بطا[ً-ْٰـ]*ق[ً-ْٰـ]*ت[ً-ْٰـ]*ه[ً-ْٰـ]* الا[ً-ْٰـ]*ئ[ً-ْٰـ]*ت[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"الب[ً-ْٰـ]*ط[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]* الا[ً-ْٰـ]*ئ[ً-ْٰـ]*ت[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"بطا[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]* ائت[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*|"
            r"تار[ً-ْٰـ]*ي[ً-ْٰـ]*خ[ً-ْٰـ]* انت[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]* الب[ً-ْٰـ]*ط[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"الر[ً-ْٰـ]*م[ً-ْٰـ]*ز[ً-ْٰـ]* الم[ً-ْٰـ]*و[ً-ْٰـ]*ج[ً-ْٰـ]*و[ً-ْٰـ]*د[ً-ْٰـ]* خلف[ً-ْٰـ]* الب[ً-ْٰـ]*ط[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"عبا[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]* الا[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*د[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"عبا[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]* الا[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*|"
            r"كلم[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الا[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*د[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"الع[ً-ْٰـ]*ب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]* الس[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|"
            r"الم[ً-ْٰـ]*ف[ً-ْٰـ]*ت[ً-ْٰـ]*ا[ً-ْٰـ]*ح[ً-ْٰـ]* الخ[ً-ْٰـ]*ا[ً-ْٰـ]*ص[ً-ْٰـ]*|"
            r"بيا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الد[ً-ْٰـ]*خ[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*|"
            r"بيا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* تسج[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]* الد[ً-ْٰـ]*خ[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*|"
            r"بيا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* الا[ً-ْٰـ]*ع[ً-ْٰـ]*ت[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*|"
            r"رمز[ً-ْٰـ]* PIN|رقم[ً-ْٰـ]* PIN"),
        "harm": (
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:احذ[ً-ْٰـ]*ف[ً-ْٰـ]*|إحذ[ً-ْٰـ]*ف[ً-ْٰـ]*|امس[ً-ْٰـ]*ح[ً-ْٰـ]*|إمس[ً-ْٰـ]*ح[ً-ْٰـ]*|أزل[ً-ْٰـ]*|ازل[ً-ْٰـ]*|دمر[ً-ْٰـ]*|دمّر[ً-ْٰـ]*|أتل[ً-ْٰـ]*ف[ً-ْٰـ]*|اتل[ً-ْٰـ]*ف[ً-ْٰـ]*|أفر[ً-ْٰـ]*غ[ً-ْٰـ]*|افر[ً-ْٰـ]*غ[ً-ْٰـ]*|هيئ[ً-ْٰـ]*|هيّئ[ً-ْٰـ]*|فرم[ً-ْٰـ]*ت[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])\s+(?:جمي[ً-ْٰـ]*ع[ً-ْٰـ]*|كل|كاف[ً-ْٰـ]*ة[ً-ْٰـ]*|كام[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*ل[ً-ْٰـ]*ف[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|الب[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|الم[ً-ْٰـ]*ج[ً-ْٰـ]*ل[ً-ْٰـ]*د[ً-ْٰـ]*|مجل[ً-ْٰـ]*د[ً-ْٰـ]*|قاع[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]* الب[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]* الب[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*د[ً-ْٰـ]*ع[ً-ْٰـ]*|الس[ً-ْٰـ]*ج[ً-ْٰـ]*ل[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|الن[ً-ْٰـ]*س[ً-ْٰـ]*خ[ً-ْٰـ]* الا[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الق[ً-ْٰـ]*ر[ً-ْٰـ]*ص[ً-ْٰـ]*|محت[ً-ْٰـ]*و[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:لحذ[ً-ْٰـ]*ف[ً-ْٰـ]*|لمس[ً-ْٰـ]*ح[ً-ْٰـ]*|لإز[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|لاز[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|لتد[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|لإت[ً-ْٰـ]*ل[ً-ْٰـ]*ا[ً-ْٰـ]*ف[ً-ْٰـ]*|لتف[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*غ[ً-ْٰـ]*|لته[ً-ْٰـ]*ي[ً-ْٰـ]*ئ[ً-ْٰـ]*ة[ً-ْٰـ]*)\s+(?:جمي[ً-ْٰـ]*ع[ً-ْٰـ]*|كل|كاف[ً-ْٰـ]*ة[ً-ْٰـ]*|كام[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*ل[ً-ْٰـ]*ف[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|الب[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|الم[ً-ْٰـ]*ج[ً-ْٰـ]*ل[ً-ْٰـ]*د[ً-ْٰـ]*|مجل[ً-ْٰـ]*د[ً-ْٰـ]*|قاع[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]* الب[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|قوا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]* الب[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*د[ً-ْٰـ]*ع[ً-ْٰـ]*|الس[ً-ْٰـ]*ج[ً-ْٰـ]*ل[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|الن[ً-ْٰـ]*س[ً-ْٰـ]*خ[ً-ْٰـ]* الا[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ط[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الق[ً-ْٰـ]*ر[ً-ْٰـ]*ص[ً-ْٰـ]*|محت[ً-ْٰـ]*و[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:لتح[ً-ْٰـ]*و[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]*|لإر[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|لار[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|لدف[ً-ْٰـ]*ع[ً-ْٰـ]*)\s+(?:مبل[ً-ْٰـ]*غ[ً-ْٰـ]*|الم[ً-ْٰـ]*ب[ً-ْٰـ]*ل[ً-ْٰـ]*غ[ً-ْٰـ]*|الأ[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|أمو[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|الر[ً-ْٰـ]*ص[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|رصي[ً-ْٰـ]*د[ً-ْٰـ]*|\d|[٠-٩])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:لتع[ً-ْٰـ]*ط[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]*|لإي[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ف[ً-ْٰـ]*|لاي[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ف[ً-ْٰـ]*)\s+(?:جدا[ً-ْٰـ]*ر[ً-ْٰـ]* الح[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الج[ً-ْٰـ]*د[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]* الن[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*|برن[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*ج[ً-ْٰـ]* مكا[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|مكا[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]* الف[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*و[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|الم[ً-ْٰـ]*ص[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]* الث[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ئ[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الت[ً-ْٰـ]*ح[ً-ْٰـ]*ق[ً-ْٰـ]*ق[ً-ْٰـ]* بخط[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]*)|"
            r"rm -rf|rm -fr|chmod -R 777|git push --force|git push -f|(?<=\| )sudo (?:bash|sh)\b|"
            r"(?<=\| )(?:bash|sh)\b|(?<=\|)sudo (?:bash|sh)\b|(?<=\|)(?:bash|sh)\b|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:حوّل[ً-ْٰـ]*|حول[ً-ْٰـ]*|أرس[ً-ْٰـ]*ل[ً-ْٰـ]*|ارس[ً-ْٰـ]*ل[ً-ْٰـ]*|ادف[ً-ْٰـ]*ع[ً-ْٰـ]*|إدف[ً-ْٰـ]*ع[ً-ْٰـ]*|اصر[ً-ْٰـ]*ف[ً-ْٰـ]*|حوّل[ً-ْٰـ]*ي[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])\s+(?:مبل[ً-ْٰـ]*غ[ً-ْٰـ]*|الم[ً-ْٰـ]*ب[ً-ْٰـ]*ل[ً-ْٰـ]*غ[ً-ْٰـ]*|الأ[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|أمو[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*ا[ً-ْٰـ]*ل[ً-ْٰـ]*|الر[ً-ْٰـ]*ص[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|رصي[ً-ْٰـ]*د[ً-ْٰـ]*|\d|[٠-٩])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:اشت[ً-ْٰـ]*ر[ً-ْٰـ]*|اشت[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*|اشت[ً-ْٰـ]*ر[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*|إشت[ً-ْٰـ]*ر[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:على[ً-ْٰـ]*|يجب[ً-ْٰـ]* على[ً-ْٰـ]*|ينب[ً-ْٰـ]*غ[ً-ْٰـ]*ي[ً-ْٰـ]* على[ً-ْٰـ]*) (?:ال)?(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* الا[ً-ْٰـ]*ص[ً-ْٰـ]*ط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|ذكا[ً-ْٰـ]*ء[ً-ْٰـ]* اصط[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*) (?:أن|ان) (?:ي|ت)(?:شتر[ً-ْٰـ]*ي[ً-ْٰـ]*|حذف[ً-ْٰـ]*|مسح[ً-ْٰـ]*|دفع[ً-ْٰـ]*|حول[ً-ْٰـ]*|حوّل[ً-ْٰـ]*|منح[ً-ْٰـ]*|عطل[ً-ْٰـ]*|عطّل[ً-ْٰـ]*|نشر[ً-ْٰـ]*)|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:امن[ً-ْٰـ]*ح[ً-ْٰـ]*|إمن[ً-ْٰـ]*ح[ً-ْٰـ]*|أعط[ً-ْٰـ]*|اعط[ً-ْٰـ]*|أعط[ً-ْٰـ]*ِ)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])(?:ه|ها|هم)?\s+(?:\S+\s+)?(?:صلا[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|صلا[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|حقو[ً-ْٰـ]*ق[ً-ْٰـ]*|وصو[ً-ْٰـ]*ل[ً-ْٰـ]*|صلا[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*ّا[ً-ْٰـ]*ت[ً-ْٰـ]*)\s+(?:الم[ً-ْٰـ]*س[ً-ْٰـ]*ؤ[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*|الم[ً-ْٰـ]*د[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|الإ[ً-ْٰـ]*د[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ش[ً-ْٰـ]*ر[ً-ْٰـ]*ف[ً-ْٰـ]*|الج[ً-ْٰـ]*ذ[ً-ْٰـ]*ر[ً-ْٰـ]*|الم[ً-ْٰـ]*ط[ً-ْٰـ]*و[ً-ْٰـ]*ر[ً-ْٰـ]*|الم[ً-ْٰـ]*ط[ً-ْٰـ]*و[ً-ْٰـ]*ّر[ً-ْٰـ]*|كام[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|كام[ً-ْٰـ]*ل[ً-ْٰـ]*)|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:انش[ً-ْٰـ]*ر[ً-ْٰـ]*|شار[ً-ْٰـ]*ك[ً-ْٰـ]*|اجع[ً-ْٰـ]*ل[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])[^.!?؟\n]{0,40}?(?:بشك[ً-ْٰـ]*ل[ً-ْٰـ]* عام[ً-ْٰـ]*|للع[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|للع[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*م[ً-ْٰـ]*|علن[ً-ْٰـ]*ًا[ً-ْٰـ]*|علن[ً-ْٰـ]*ا[ً-ْٰـ]*ً|علن[ً-ْٰـ]*ا[ً-ْٰـ]*|للج[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ع[ً-ْٰـ]*|عام[ً-ْٰـ]*ًا[ً-ْٰـ]*|عام[ً-ْٰـ]*ا[ً-ْٰـ]*ً|عام[ً-ْٰـ]*ا[ً-ْٰـ]*)|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:عطّل[ً-ْٰـ]*|عطل[ً-ْٰـ]*|أوق[ً-ْٰـ]*ف[ً-ْٰـ]*|اوق[ً-ْٰـ]*ف[ً-ْٰـ]*|ألغ[ً-ْٰـ]*|الغ[ً-ْٰـ]*|أطف[ً-ْٰـ]*ئ[ً-ْٰـ]*|اطف[ً-ْٰـ]*ئ[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])\s+(?:تشغ[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]*\s+|تفع[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]*\s+)?(?:جدا[ً-ْٰـ]*ر[ً-ْٰـ]* الح[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الج[ً-ْٰـ]*د[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]* الن[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*ي[ً-ْٰـ]*|برن[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*ج[ً-ْٰـ]* مكا[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]*|مكا[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]* الف[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*و[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|الم[ً-ْٰـ]*ص[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]* الث[ً-ْٰـ]*ن[ً-ْٰـ]*ا[ً-ْٰـ]*ئ[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الت[ً-ْٰـ]*ح[ً-ْٰـ]*ق[ً-ْٰـ]*ق[ً-ْٰـ]* بخط[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]*|الم[ً-ْٰـ]*ص[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]* متع[ً-ْٰـ]*د[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*|الح[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)"),
        "no_confirm": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:دون[ً-ْٰـ]*|بدو[ً-ْٰـ]*ن[ً-ْٰـ]*|من دون[ً-ْٰـ]*|بلا[ً-ْٰـ]*|من غير[ً-ْٰـ]*) (?:أن |ان )?(?:تسأ[ً-ْٰـ]*ل[ً-ْٰـ]*|سؤا[ً-ْٰـ]*ل[ً-ْٰـ]*|تطل[ً-ْٰـ]*ب[ً-ْٰـ]*|طلب[ً-ْٰـ]*|تنت[ً-ْٰـ]*ظ[ً-ْٰـ]*ر[ً-ْٰـ]*|انت[ً-ْٰـ]*ظ[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*|الح[ً-ْٰـ]*ص[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]* على[ً-ْٰـ]*|تأخ[ً-ْٰـ]*ذ[ً-ْٰـ]*|أخذ[ً-ْٰـ]*|است[ً-ْٰـ]*ئ[ً-ْٰـ]*ذ[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*|تست[ً-ْٰـ]*أ[ً-ْٰـ]*ذ[ً-ْٰـ]*ن[ً-ْٰـ]*)(?:\s+(?:ال)?(?:مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ن[ً-ْٰـ]*|عمي[ً-ْٰـ]*ل[ً-ْٰـ]*|عمل[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|زائ[ً-ْٰـ]*ر[ً-ْٰـ]*|زوا[ً-ْٰـ]*ر[ً-ْٰـ]*|قار[ً-ْٰـ]*ئ[ً-ْٰـ]*|قرا[ً-ْٰـ]*ء[ً-ْٰـ]*|زبو[ً-ْٰـ]*ن[ً-ْٰـ]*|زبا[ً-ْٰـ]*ئ[ً-ْٰـ]*ن[ً-ْٰـ]*))?\s*(?:أي\s+)?(?:ال)?(?:تأك[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|موا[ً-ْٰـ]*ف[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|إذن[ً-ْٰـ]*|اذن[ً-ْٰـ]*|إذن[ً-ْٰـ]*ه[ً-ْٰـ]*|إذن[ً-ْٰـ]*ه[ً-ْٰـ]*م[ً-ْٰـ]*|موا[ً-ْٰـ]*ف[ً-ْٰـ]*ق[ً-ْٰـ]*ت[ً-ْٰـ]*ه[ً-ْٰـ]*|موا[ً-ْٰـ]*ف[ً-ْٰـ]*ق[ً-ْٰـ]*ت[ً-ْٰـ]*ه[ً-ْٰـ]*م[ً-ْٰـ]*|تأك[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*ه[ً-ْٰـ]*|رأي[ً-ْٰـ]*ه[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:دون[ً-ْٰـ]*|بدو[ً-ْٰـ]*ن[ً-ْٰـ]*|من دون[ً-ْٰـ]*|بلا[ً-ْٰـ]*|من غير[ً-ْٰـ]*) (?:أي )?(?:تأك[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|موا[ً-ْٰـ]*ف[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|إذن[ً-ْٰـ]*|اذن[ً-ْٰـ]*|است[ً-ْٰـ]*ئ[ً-ْٰـ]*ذ[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*|سؤا[ً-ْٰـ]*ل[ً-ْٰـ]*)(?:\s+(?:من\s+)?(?:ال)?(?:مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ن[ً-ْٰـ]*|عمي[ً-ْٰـ]*ل[ً-ْٰـ]*|عمل[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|زائ[ً-ْٰـ]*ر[ً-ْٰـ]*|زوا[ً-ْٰـ]*ر[ً-ْٰـ]*|قار[ً-ْٰـ]*ئ[ً-ْٰـ]*|قرا[ً-ْٰـ]*ء[ً-ْٰـ]*|زبو[ً-ْٰـ]*ن[ً-ْٰـ]*|زبا[ً-ْٰـ]*ئ[ً-ْٰـ]*ن[ً-ْٰـ]*))?|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:دون[ً-ْٰـ]*|بدو[ً-ْٰـ]*ن[ً-ْٰـ]*|من دون[ً-ْٰـ]*|من غير[ً-ْٰـ]*) (?:أن |ان )?(?:تسأ[ً-ْٰـ]*ل[ً-ْٰـ]*|تخب[ً-ْٰـ]*ر[ً-ْٰـ]*|تبل[ً-ْٰـ]*غ[ً-ْٰـ]*|تعل[ً-ْٰـ]*م[ً-ْٰـ]*|تنب[ً-ْٰـ]*ه[ً-ْٰـ]*|سؤا[ً-ْٰـ]*ل[ً-ْٰـ]*|إخب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*|اخب[ً-ْٰـ]*ا[ً-ْٰـ]*ر[ً-ْٰـ]*|إبل[ً-ْٰـ]*ا[ً-ْٰـ]*غ[ً-ْٰـ]*|ابل[ً-ْٰـ]*ا[ً-ْٰـ]*غ[ً-ْٰـ]*|إعل[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|اعل[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|تنب[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|علم[ً-ْٰـ]*|معر[ً-ْٰـ]*ف[ً-ْٰـ]*ة[ً-ْٰـ]*|أن يعل[ً-ْٰـ]*م[ً-ْٰـ]*|أن يعر[ً-ْٰـ]*ف[ً-ْٰـ]*|أن يلا[ً-ْٰـ]*ح[ً-ْٰـ]*ظ[ً-ْٰـ]*)\s*(?:ه|ها|هم)?(?:\s+(?:ال)?(?:مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ن[ً-ْٰـ]*|عمي[ً-ْٰـ]*ل[ً-ْٰـ]*|عمل[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|زائ[ً-ْٰـ]*ر[ً-ْٰـ]*|زوا[ً-ْٰـ]*ر[ً-ْٰـ]*|قار[ً-ْٰـ]*ئ[ً-ْٰـ]*|قرا[ً-ْٰـ]*ء[ً-ْٰـ]*|زبو[ً-ْٰـ]*ن[ً-ْٰـ]*|زبا[ً-ْٰـ]*ئ[ً-ْٰـ]*ن[ً-ْٰـ]*))?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:لا|ولا[ً-ْٰـ]*) (?:تخب[ً-ْٰـ]*ر[ً-ْٰـ]*|تبل[ً-ْٰـ]*غ[ً-ْٰـ]*|تعل[ً-ْٰـ]*م[ً-ْٰـ]*|تنب[ً-ْٰـ]*ه[ً-ْٰـ]*|تُعل[ً-ْٰـ]*م[ً-ْٰـ]*|تذك[ً-ْٰـ]*ر[ً-ْٰـ]*|تسأ[ً-ْٰـ]*ل[ً-ْٰـ]*|تست[ً-ْٰـ]*أ[ً-ْٰـ]*ذ[ً-ْٰـ]*ن[ً-ْٰـ]*|تُظه[ً-ْٰـ]*ر[ً-ْٰـ]*|تظه[ً-ْٰـ]*ر[ً-ْٰـ]*)(?:ي|وا)?\s*(?:ه|ها|هم)?(?:\s+(?:ال)?(?:مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ن[ً-ْٰـ]*|عمي[ً-ْٰـ]*ل[ً-ْٰـ]*|عمل[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|زائ[ً-ْٰـ]*ر[ً-ْٰـ]*|زوا[ً-ْٰـ]*ر[ً-ْٰـ]*|قار[ً-ْٰـ]*ئ[ً-ْٰـ]*|قرا[ً-ْٰـ]*ء[ً-ْٰـ]*|زبو[ً-ْٰـ]*ن[ً-ْٰـ]*|زبا[ً-ْٰـ]*ئ[ً-ْٰـ]*ن[ً-ْٰـ]*)|\s+(?:لل|ل)(?:مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|عمي[ً-ْٰـ]*ل[ً-ْٰـ]*|عمل[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|زائ[ً-ْٰـ]*ر[ً-ْٰـ]*|زوا[ً-ْٰـ]*ر[ً-ْٰـ]*|قار[ً-ْٰـ]*ئ[ً-ْٰـ]*|قرا[ً-ْٰـ]*ء[ً-ْٰـ]*|زبو[ً-ْٰـ]*ن[ً-ْٰـ]*|زبا[ً-ْٰـ]*ئ[ً-ْٰـ]*ن[ً-ْٰـ]*)|\s+(?:بذل[ً-ْٰـ]*ك[ً-ْٰـ]*|بهذ[ً-ْٰـ]*ا[ً-ْٰـ]*|بشي[ً-ْٰـ]*ء[ً-ْٰـ]*|بأي[ً-ْٰـ]* شيء[ً-ْٰـ]*|عن ذلك[ً-ْٰـ]*|عن هذا[ً-ْٰـ]*|ذلك[ً-ْٰـ]*|هذا[ً-ْٰـ]*)|\s+له|\s+لهم[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:لا|ولا[ً-ْٰـ]*) (?:تطل[ً-ْٰـ]*ب[ً-ْٰـ]*|تنت[ً-ْٰـ]*ظ[ً-ْٰـ]*ر[ً-ْٰـ]*|تسأ[ً-ْٰـ]*ل[ً-ْٰـ]* عن)(?:ي|وا)?\s+(?:أي\s+)?(?:ال)?(?:تأك[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|موا[ً-ْٰـ]*ف[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|إذن[ً-ْٰـ]*|اذن[ً-ْٰـ]*|تأك[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*ا[ً-ْٰـ]*|تأك[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*ًا[ً-ْٰـ]*|تأك[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*ا[ً-ْٰـ]*ً)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:دون[ً-ْٰـ]*|بدو[ً-ْٰـ]*ن[ً-ْٰـ]*|من دون[ً-ْٰـ]*|من غير[ً-ْٰـ]*) (?:أن|ان) (?:يسأ[ً-ْٰـ]*ل[ً-ْٰـ]*|يخب[ً-ْٰـ]*ر[ً-ْٰـ]*|يبل[ً-ْٰـ]*غ[ً-ْٰـ]*|يعل[ً-ْٰـ]*م[ً-ْٰـ]*|يست[ً-ْٰـ]*أ[ً-ْٰـ]*ذ[ً-ْٰـ]*ن[ً-ْٰـ]*)(?:ه|ها|هم)?(?:\s+(?:ال)?(?:مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ي[ً-ْٰـ]*ن[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|مست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ن[ً-ْٰـ]*|عمي[ً-ْٰـ]*ل[ً-ْٰـ]*|عمل[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|زائ[ً-ْٰـ]*ر[ً-ْٰـ]*|زوا[ً-ْٰـ]*ر[ً-ْٰـ]*|قار[ً-ْٰـ]*ئ[ً-ْٰـ]*|قرا[ً-ْٰـ]*ء[ً-ْٰـ]*|زبو[ً-ْٰـ]*ن[ً-ْٰـ]*|زبا[ً-ْٰـ]*ئ[ً-ْٰـ]*ن[ً-ْٰـ]*))?(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:بصم[ً-ْٰـ]*ت[ً-ْٰـ]*|بشك[ً-ْٰـ]*ل[ً-ْٰـ]* صام[ً-ْٰـ]*ت[ً-ْٰـ]*|سرًا[ً-ْٰـ]*|سرا[ً-ْٰـ]*|سرا[ً-ْٰـ]*ً|خلس[ً-ْٰـ]*ة[ً-ْٰـ]*|خفي[ً-ْٰـ]*ة[ً-ْٰـ]*|في الخ[ً-ْٰـ]*ف[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|بشك[ً-ْٰـ]*ل[ً-ْٰـ]* خفي[ً-ْٰـ]*|بشك[ً-ْٰـ]*ل[ً-ْٰـ]* سري[ً-ْٰـ]*|دون[ً-ْٰـ]* علم[ً-ْٰـ]*)|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:تجا[ً-ْٰـ]*ه[ً-ْٰـ]*ل[ً-ْٰـ]*|تخط[ً-ْٰـ]*|تخط[ً-ْٰـ]*ّ|تجا[ً-ْٰـ]*و[ً-ْٰـ]*ز[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])\s+(?:شاش[ً-ْٰـ]*ة[ً-ْٰـ]*|ناف[ً-ْٰـ]*ذ[ً-ْٰـ]*ة[ً-ْٰـ]*|رسا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|خطو[ً-ْٰـ]*ة[ً-ْٰـ]*|طلب[ً-ْٰـ]*)\s+(?:ال)?(?:تأك[ً-ْٰـ]*ي[ً-ْٰـ]*د[ً-ْٰـ]*|موا[ً-ْٰـ]*ف[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*)"),
        "use_tool": (
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:است[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*|إست[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*|است[ً-ْٰـ]*ع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]*|إست[ً-ْٰـ]*ع[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]*|وظف[ً-ْٰـ]*|وظّف[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])\s+(?:ال)?(?:أدو[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|ادو[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|أدا[ً-ْٰـ]*ة[ً-ْٰـ]*|ادا[ً-ْٰـ]*ة[ً-ْٰـ]*|طرف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|صدف[ً-ْٰـ]*ة[ً-ْٰـ]*|متص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*|وصو[ً-ْٰـ]*ل[ً-ْٰـ]*|صلا[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|إمك[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]* الو[ً-ْٰـ]*ص[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*|قدر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|واج[ً-ْٰـ]*ه[ً-ْٰـ]*ة[ً-ْٰـ]*)(?:ك|كم|[^.!?؟\n]{0,25}?(?:الخ[ً-ْٰـ]*ا[ً-ْٰـ]*ص[ً-ْٰـ]*ة[ً-ْٰـ]* بك|الخ[ً-ْٰـ]*ا[ً-ْٰـ]*ص[ً-ْٰـ]* بك|الم[ً-ْٰـ]*ت[ً-ْٰـ]*ا[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]* لك|الم[ً-ْٰـ]*ت[ً-ْٰـ]*ا[ً-ْٰـ]*ح[ً-ْٰـ]* لك|الت[ً-ْٰـ]*ي[ً-ْٰـ]* لدي[ً-ْٰـ]*ك[ً-ْٰـ]*|الذ[ً-ْٰـ]*ي[ً-ْٰـ]* لدي[ً-ْٰـ]*ك[ً-ْٰـ]*|لدي[ً-ْٰـ]*ك[ً-ْٰـ]*))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:باس[ً-ْٰـ]*ت[ً-ْٰـ]*خ[ً-ْٰـ]*د[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*|عبر[ً-ْٰـ]*|بوا[ً-ْٰـ]*س[ً-ْٰـ]*ط[ً-ْٰـ]*ة[ً-ْٰـ]*|من خلا[ً-ْٰـ]*ل[ً-ْٰـ]*)\s+(?:ال)?(?:أدو[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|ادو[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|أدا[ً-ْٰـ]*ة[ً-ْٰـ]*|ادا[ً-ْٰـ]*ة[ً-ْٰـ]*|طرف[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|صدف[ً-ْٰـ]*ة[ً-ْٰـ]*|متص[ً-ْٰـ]*ف[ً-ْٰـ]*ح[ً-ْٰـ]*|وصو[ً-ْٰـ]*ل[ً-ْٰـ]*|صلا[ً-ْٰـ]*ح[ً-ْٰـ]*ي[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|إمك[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]* الو[ً-ْٰـ]*ص[ً-ْٰـ]*و[ً-ْٰـ]*ل[ً-ْٰـ]*|قدر[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|واج[ً-ْٰـ]*ه[ً-ْٰـ]*ة[ً-ْٰـ]*)(?:ك|كم|[^.!?؟\n]{0,25}?(?:الخ[ً-ْٰـ]*ا[ً-ْٰـ]*ص[ً-ْٰـ]*ة[ً-ْٰـ]* بك|الخ[ً-ْٰـ]*ا[ً-ْٰـ]*ص[ً-ْٰـ]* بك|الم[ً-ْٰـ]*ت[ً-ْٰـ]*ا[ً-ْٰـ]*ح[ً-ْٰـ]*ة[ً-ْٰـ]* لك|الت[ً-ْٰـ]*ي[ً-ْٰـ]* لدي[ً-ْٰـ]*ك[ً-ْٰـ]*))|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:است[ً-ْٰـ]*د[ً-ْٰـ]*ع[ً-ْٰـ]*|است[ً-ْٰـ]*د[ً-ْٰـ]*ع[ً-ْٰـ]*ِ|است[ً-ْٰـ]*د[ً-ْٰـ]*ع[ً-ْٰـ]*ي[ً-ْٰـ]*|إست[ً-ْٰـ]*د[ً-ْٰـ]*ع[ً-ْٰـ]*|ناد[ً-ْٰـ]*ِ|ناد[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])\s+(?:ال)?(?:دال[ً-ْٰـ]*ة[ً-ْٰـ]*|أدا[ً-ْٰـ]*ة[ً-ْٰـ]*|ادا[ً-ْٰـ]*ة[ً-ْٰـ]*|وظي[ً-ْٰـ]*ف[ً-ْٰـ]*ة[ً-ْٰـ]*)"),
        "attach": (
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:أضف[ً-ْٰـ]*|اضف[ً-ْٰـ]*|أضي[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*|أضي[ً-ْٰـ]*ف[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*|ألح[ً-ْٰـ]*ق[ً-ْٰـ]*|الح[ً-ْٰـ]*ق[ً-ْٰـ]*|ضمّن[ً-ْٰـ]*|ضمن[ً-ْٰـ]*|أدر[ً-ْٰـ]*ج[ً-ْٰـ]*|ادر[ً-ْٰـ]*ج[ً-ْٰـ]*|ضع|الص[ً-ْٰـ]*ق[ً-ْٰـ]*|ألص[ً-ْٰـ]*ق[ً-ْٰـ]*|أدم[ً-ْٰـ]*ج[ً-ْٰـ]*|ادم[ً-ْٰـ]*ج[ً-ْٰـ]*|شفّر[ً-ْٰـ]*|رمّز[ً-ْٰـ]*|مرر[ً-ْٰـ]*|مرّر[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])(?=[^\n]{0,80}?(?:(?:ال)?(?:راب[ً-ْٰـ]*ط[ً-ْٰـ]*|روا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|عنو[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]* URL|عنو[ً-ْٰـ]*ا[ً-ْٰـ]*ن[ً-ْٰـ]* الو[ً-ْٰـ]*ي[ً-ْٰـ]*ب[ً-ْٰـ]*|معا[ً-ْٰـ]*م[ً-ْٰـ]*ل[ً-ْٰـ]*|معل[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|وسي[ً-ْٰـ]*ط[ً-ْٰـ]*|است[ً-ْٰـ]*ع[ً-ْٰـ]*ل[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*)|https?://))|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:ألح[ً-ْٰـ]*ق[ً-ْٰـ]*|الح[ً-ْٰـ]*ق[ً-ْٰـ]*|أضف[ً-ْٰـ]*|اضف[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])\s+(?:به|بها[ً-ْٰـ]*|إلي[ً-ْٰـ]*ه[ً-ْٰـ]*|الي[ً-ْٰـ]*ه[ً-ْٰـ]*|إلي[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*|الي[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*)|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:اعر[ً-ْٰـ]*ض[ً-ْٰـ]*|أعر[ً-ْٰـ]*ض[ً-ْٰـ]*|أظه[ً-ْٰـ]*ر[ً-ْٰـ]*|اظه[ً-ْٰـ]*ر[ً-ْٰـ]*|ضمّن[ً-ْٰـ]*|ضمن[ً-ْٰـ]*|أدر[ً-ْٰـ]*ج[ً-ْٰـ]*|ادر[ً-ْٰـ]*ج[ً-ْٰـ]*|أضف[ً-ْٰـ]*|اضف[ً-ْٰـ]*)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])\s+(?:هذه[ً-ْٰـ]*\s+|الص[ً-ْٰـ]*و[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|صور[ً-ْٰـ]*ة[ً-ْٰـ]*)(?:الص[ً-ْٰـ]*و[ً-ْٰـ]*ر[ً-ْٰـ]*ة[ً-ْٰـ]*|صور[ً-ْٰـ]*ة[ً-ْٰـ]*)?"),
        "your_reply": (
            r"(?<!على )(?<!عن )(?<![ؠ-يٮ-ۓۺ-ۿ])(?:ردك[ً-ْٰـ]*|ردّك[ً-ْٰـ]*|ردك[ً-ْٰـ]*م[ً-ْٰـ]*|إجا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|اجا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|إجا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|جوا[ً-ْٰـ]*ب[ً-ْٰـ]*ك[ً-ْٰـ]*|جوا[ً-ْٰـ]*ب[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|مخر[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|مخر[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|إخر[ً-ْٰـ]*ا[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|نات[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|ورد[ً-ْٰـ]*ك[ً-ْٰـ]*|ورد[ً-ْٰـ]*ّك[ً-ْٰـ]*|ورد[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|وإج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|واج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|وإج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|وجو[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ك[ً-ْٰـ]*|وجو[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|ومخ[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|ومخ[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|وإخ[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|ونا[ً-ْٰـ]*ت[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|برد[ً-ْٰـ]*ك[ً-ْٰـ]*|برد[ً-ْٰـ]*ّك[ً-ْٰـ]*|برد[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|بإج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|باج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|بإج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|بجو[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ك[ً-ْٰـ]*|بجو[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|بمخ[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|بمخ[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|بإخ[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|بنا[ً-ْٰـ]*ت[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|لرد[ً-ْٰـ]*ك[ً-ْٰـ]*|لرد[ً-ْٰـ]*ّك[ً-ْٰـ]*|لرد[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|لإج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|لاج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|لإج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|لجو[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ك[ً-ْٰـ]*|لجو[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|لمخ[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|لمخ[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|لإخ[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|لنا[ً-ْٰـ]*ت[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|فرد[ً-ْٰـ]*ك[ً-ْٰـ]*|فرد[ً-ْٰـ]*ّك[ً-ْٰـ]*|فرد[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|فإج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|فاج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|فإج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|فجو[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ك[ً-ْٰـ]*|فجو[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|فمخ[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|فمخ[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|فإخ[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|فنا[ً-ْٰـ]*ت[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|وبر[ً-ْٰـ]*د[ً-ْٰـ]*ك[ً-ْٰـ]*|وبر[ً-ْٰـ]*د[ً-ْٰـ]*ّك[ً-ْٰـ]*|وبر[ً-ْٰـ]*د[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|وبإ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|وبا[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|وبإ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|وبج[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ك[ً-ْٰـ]*|وبج[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|وبم[ً-ْٰـ]*خ[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|وبم[ً-ْٰـ]*خ[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|وبإ[ً-ْٰـ]*خ[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|وبن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|ولر[ً-ْٰـ]*د[ً-ْٰـ]*ك[ً-ْٰـ]*|ولر[ً-ْٰـ]*د[ً-ْٰـ]*ّك[ً-ْٰـ]*|ولر[ً-ْٰـ]*د[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|ولإ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|ولا[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|ولإ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|ولج[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ك[ً-ْٰـ]*|ولج[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ك[ً-ْٰـ]*م[ً-ْٰـ]*|ولم[ً-ْٰـ]*خ[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*ك[ً-ْٰـ]*|ولم[ً-ْٰـ]*خ[ً-ْٰـ]*ر[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|ولإ[ً-ْٰـ]*خ[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*|ولن[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*ج[ً-ْٰـ]*ك[ً-ْٰـ]*)(?:ا|ي)?(?![ؠ-يٮ-ۓۺ-ۿ])(?!\s+(?:على|إلى|الى) (?:هذا|هذه) (?:البريد|الرسالة|الإيميل))|"
            r"(?<!على )(?<!عن )(?<![ؠ-يٮ-ۓۺ-ۿ])(?:الر[ً-ْٰـ]*د[ً-ْٰـ]*|الإ[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الا[ً-ْٰـ]*ج[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الج[ً-ْٰـ]*و[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*) (?:الذ[ً-ْٰـ]*ي[ً-ْٰـ]*|الت[ً-ْٰـ]*ي[ً-ْٰـ]*) (?:ستق[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ه[ً-ْٰـ]*|ستك[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ه[ً-ْٰـ]*|ستع[ً-ْٰـ]*ط[ً-ْٰـ]*ي[ً-ْٰـ]*ه[ً-ْٰـ]*|تقد[ً-ْٰـ]*م[ً-ْٰـ]*ه[ً-ْٰـ]*|تكت[ً-ْٰـ]*ب[ً-ْٰـ]*ه[ً-ْٰـ]*|ستق[ً-ْٰـ]*د[ً-ْٰـ]*م[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*|ستك[ً-ْٰـ]*ت[ً-ْٰـ]*ب[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*|تقد[ً-ْٰـ]*م[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*)(?!\s+(?:على|إلى|الى) (?:هذا|هذه) (?:البريد|الرسالة|الإيميل))"),
        "nothing_else": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:ولا[ً-ْٰـ]*|لا) شيء[ً-ْٰـ]* (?:آخر[ً-ْٰـ]*|غير[ً-ْٰـ]*|سوى[ً-ْٰـ]*|غير[ً-ْٰـ]*ه[ً-ْٰـ]*|بعد[ً-ْٰـ]*ه[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:دون[ً-ْٰـ]*|بدو[ً-ْٰـ]*ن[ً-ْٰـ]*|من دون[ً-ْٰـ]*|بلا[ً-ْٰـ]*|من غير[ً-ْٰـ]*) (?:أي )?(?:شرح[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*|توض[ً-ْٰـ]*ي[ً-ْٰـ]*ح[ً-ْٰـ]*|تفس[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|مقد[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|كلا[ً-ْٰـ]*م[ً-ْٰـ]*|نص|كلم[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|علا[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* ترق[ً-ْٰـ]*ي[ً-ْٰـ]*م[ً-ْٰـ]*)(?:\s+(?:آخر[ً-ْٰـ]*|إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*|أخر[ً-ْٰـ]*ى[ً-ْٰـ]*|زائ[ً-ْٰـ]*د[ً-ْٰـ]*|زائ[ً-ْٰـ]*د[ً-ْٰـ]*ة[ً-ْٰـ]*))?|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:لا|ولا[ً-ْٰـ]*) (?:تضف[ً-ْٰـ]*|تضي[ً-ْٰـ]*ف[ً-ْٰـ]*|تكت[ً-ْٰـ]*ب[ً-ْٰـ]*|تقل[ً-ْٰـ]*)(?:ي|وا)?\s+(?:أي\s+)?(?:شيئ[ً-ْٰـ]*ا[ً-ْٰـ]*|شيئ[ً-ْٰـ]*ًا[ً-ْٰـ]*|شيء[ً-ْٰـ]*|شرح[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*|كلم[ً-ْٰـ]*ة[ً-ْٰـ]*|كلم[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|نص|توض[ً-ْٰـ]*ي[ً-ْٰـ]*ح[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])أي (?:نص|كلا[ً-ْٰـ]*م[ً-ْٰـ]*|شرح[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*|كلم[ً-ْٰـ]*ة[ً-ْٰـ]*) (?:إضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*|اضا[ً-ْٰـ]*ف[ً-ْٰـ]*ي[ً-ْٰـ]*|آخر[ً-ْٰـ]*|زائ[ً-ْٰـ]*د[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:وحد[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*|وحد[ً-ْٰـ]*ه[ً-ْٰـ]*)(?![ؠ-يٮ-ۓۺ-ۿ])|"
            r"(?<![ؠ-ـق-هى-يٮ-ۓۺ-ۿ])(?<![ؠ-يٮ-ۓۺ-ۿ][وف])(?:اكت[ً-ْٰـ]*ف[ً-ْٰـ]*|إكت[ً-ْٰـ]*ف[ً-ْٰـ]*|اكت[ً-ْٰـ]*ف[ً-ْٰـ]*ِ)(?:ي|وا)?(?![ؠ-يٮ-ۓۺ-ۿ])\s+(?:ب|بال[ً-ْٰـ]*)"),
        "safety": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:فلا[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|مرش[ً-ْٰـ]*ّح[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|فلت[ً-ْٰـ]*ر[ً-ْٰـ]*|مرش[ً-ْٰـ]*ح[ً-ْٰـ]*|قيو[ً-ْٰـ]*د[ً-ْٰـ]*|ضوا[ً-ْٰـ]*ب[ً-ْٰـ]*ط[ً-ْٰـ]*|إرش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|ارش[ً-ْٰـ]*ا[ً-ْٰـ]*د[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|سيا[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|سيا[ً-ْٰـ]*س[ً-ْٰـ]*ة[ً-ْٰـ]*|معا[ً-ْٰـ]*ي[ً-ْٰـ]*ي[ً-ْٰـ]*ر[ً-ْٰـ]*|حوا[ً-ْٰـ]*ج[ً-ْٰـ]*ز[ً-ْٰـ]*|آلي[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]*|طبق[ً-ْٰـ]*ة[ً-ْٰـ]*) (?:ال)?(?:أما[ً-ْٰـ]*ن[ً-ْٰـ]*|الس[ً-ْٰـ]*ل[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|سلا[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|الح[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|الإ[ً-ْٰـ]*ش[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ف[ً-ْٰـ]*|الر[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*|الأ[ً-ْٰـ]*خ[ً-ْٰـ]*ل[ً-ْٰـ]*ا[ً-ْٰـ]*ق[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:الإ[ً-ْٰـ]*ش[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ف[ً-ْٰـ]*|الا[ً-ْٰـ]*ش[ً-ْٰـ]*ر[ً-ْٰـ]*ا[ً-ْٰـ]*ف[ً-ْٰـ]*|الر[ً-ْٰـ]*ق[ً-ْٰـ]*ا[ً-ْٰـ]*ب[ً-ْٰـ]*ة[ً-ْٰـ]*) على[ً-ْٰـ]* الم[ً-ْٰـ]*ح[ً-ْٰـ]*ت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*"),
        "off": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:تم|قد تم) (?:تعط[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]*|إيق[ً-ْٰـ]*ا[ً-ْٰـ]*ف[ً-ْٰـ]*|ايق[ً-ْٰـ]*ا[ً-ْٰـ]*ف[ً-ْٰـ]*|رفع[ً-ْٰـ]*|إلغ[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|الغ[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*|إزا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|ازا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|تعل[ً-ْٰـ]*ي[ً-ْٰـ]*ق[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:معط[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|معط[ً-ْٰـ]*ّل[ً-ْٰـ]*ة[ً-ْٰـ]*|معط[ً-ْٰـ]*ل[ً-ْٰـ]*|معط[ً-ْٰـ]*ّل[ً-ْٰـ]*|موق[ً-ْٰـ]*و[ً-ْٰـ]*ف[ً-ْٰـ]*ة[ً-ْٰـ]*|متو[ً-ْٰـ]*ق[ً-ْٰـ]*ف[ً-ْٰـ]*ة[ً-ْٰـ]*|ملغ[ً-ْٰـ]*ا[ً-ْٰـ]*ة[ً-ْٰـ]*|ملغ[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|مرف[ً-ْٰـ]*و[ً-ْٰـ]*ع[ً-ْٰـ]*ة[ً-ْٰـ]*|معل[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:لم تعد[ً-ْٰـ]*|لم يعد[ً-ْٰـ]*) (?:سار[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|سار[ً-ْٰـ]*ي[ً-ْٰـ]*|مطب[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|مطب[ً-ْٰـ]*ق[ً-ْٰـ]*|فعا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|فعا[ً-ْٰـ]*ل[ً-ْٰـ]*|نشط[ً-ْٰـ]*ة[ً-ْٰـ]*|نشط[ً-ْٰـ]*|مفع[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|قائ[ً-ْٰـ]*م[ً-ْٰـ]*ة[ً-ْٰـ]*|تنط[ً-ْٰـ]*ب[ً-ْٰـ]*ق[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:غير[ً-ْٰـ]* مفع[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|غير[ً-ْٰـ]* مفع[ً-ْٰـ]*ّل[ً-ْٰـ]*ة[ً-ْٰـ]*|غير[ً-ْٰـ]* نشط[ً-ْٰـ]*ة[ً-ْٰـ]*|غير[ً-ْٰـ]* فعا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:عُطل[ً-ْٰـ]*ت[ً-ْٰـ]*|عطل[ً-ْٰـ]*ت[ً-ْٰـ]*|أُوق[ً-ْٰـ]*ف[ً-ْٰـ]*ت[ً-ْٰـ]*|أوق[ً-ْٰـ]*ف[ً-ْٰـ]*ت[ً-ْٰـ]*|رُفع[ً-ْٰـ]*ت[ً-ْٰـ]*|رفع[ً-ْٰـ]*ت[ً-ْٰـ]*|أُلغ[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]*|ألغ[ً-ْٰـ]*ي[ً-ْٰـ]*ت[ً-ْٰـ]*)"),
        "doc_end": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:نها[ً-ْٰـ]*ي[ً-ْٰـ]*ة[ً-ْٰـ]*|انت[ً-ْٰـ]*ه[ً-ْٰـ]*ا[ً-ْٰـ]*ء[ً-ْٰـ]*) (?:ال)?(?:مست[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|وثي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|بري[ً-ْٰـ]*د[ً-ْٰـ]* الإ[ً-ْٰـ]*ل[ً-ْٰـ]*ك[ً-ْٰـ]*ت[ً-ْٰـ]*ر[ً-ْٰـ]*و[ً-ْٰـ]*ن[ً-ْٰـ]*ي[ً-ْٰـ]*|بري[ً-ْٰـ]*د[ً-ْٰـ]*|رسا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|نص|صفح[ً-ْٰـ]*ة[ً-ْٰـ]*|محت[ً-ْٰـ]*و[ً-ْٰـ]*ى[ً-ْٰـ]*|مقا[ً-ْٰـ]*ل[ً-ْٰـ]*|سيا[ً-ْٰـ]*ق[ً-ْٰـ]*)(?=\s*(?:-{2,}|={2,}|\*{2,}|#{2,}|\]|>|\)|$))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:انت[ً-ْٰـ]*ه[ً-ْٰـ]*ى[ً-ْٰـ]*|انت[ً-ْٰـ]*ه[ً-ْٰـ]*ت[ً-ْٰـ]*) (?:ال)?(?:مست[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|وثي[ً-ْٰـ]*ق[ً-ْٰـ]*ة[ً-ْٰـ]*|بري[ً-ْٰـ]*د[ً-ْٰـ]*|رسا[ً-ْٰـ]*ل[ً-ْٰـ]*ة[ً-ْٰـ]*|نص|مقا[ً-ْٰـ]*ل[ً-ْٰـ]*)(?=\s*(?:-{2,}|={2,}|\*{2,}|#{2,}|\]|>|\)|$))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])هنا[ً-ْٰـ]* ينت[ً-ْٰـ]*ه[ً-ْٰـ]*ي[ً-ْٰـ]* (?:ال)?(?:مست[ً-ْٰـ]*ن[ً-ْٰـ]*د[ً-ْٰـ]*|نص|بري[ً-ْٰـ]*د[ً-ْٰـ]*)"),
        "addressee": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]*|الم[ً-ْٰـ]*س[ً-ْٰـ]*ا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|الو[ً-ْٰـ]*ك[ً-ْٰـ]*ي[ً-ْٰـ]*ل[ً-ْٰـ]*|الن[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]*) (?:ال)?(?:ذكي[ً-ْٰـ]*|آلي[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]*|نما[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]*|الن[ً-ْٰـ]*م[ً-ْٰـ]*و[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]*|الن[ً-ْٰـ]*م[ً-ْٰـ]*ا[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]*) (?:ال)?(?:لغة[ً-ْٰـ]*|لغو[ً-ْٰـ]*ي[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*|برن[ً-ْٰـ]*ا[ً-ْٰـ]*م[ً-ْٰـ]*ج[ً-ْٰـ]*) (?:ال)?(?:درد[ً-ْٰـ]*ش[ً-ْٰـ]*ة[ً-ْٰـ]*|محا[ً-ْٰـ]*د[ً-ْٰـ]*ث[ً-ْٰـ]*ة[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:أيه[ً-ْٰـ]*ا[ً-ْٰـ]*|ايه[ً-ْٰـ]*ا[ً-ْٰـ]*|عزي[ً-ْٰـ]*ز[ً-ْٰـ]*ي[ً-ْٰـ]*) (?:ال)?(?:مسا[ً-ْٰـ]*ع[ً-ْٰـ]*د[ً-ْٰـ]*|وكي[ً-ْٰـ]*ل[ً-ْٰـ]*|نمو[ً-ْٰـ]*ذ[ً-ْٰـ]*ج[ً-ْٰـ]*|بوت[ً-ْٰـ]*|روب[ً-ْٰـ]*و[ً-ْٰـ]*ت[ً-ْٰـ]*)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ])(?:شات[ً-ْٰـ]* ?بوت[ً-ْٰـ]*|الش[ً-ْٰـ]*ا[ً-ْٰـ]*ت[ً-ْٰـ]* ?بوت[ً-ْٰـ]*)"),
    },
    "fa": {
        "dismiss": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])نادیده بگیر(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])نادیده بگیرید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])نادیده‌بگیر(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])نادیده‌بگیرید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])نادیده انگار(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])نادیده انگارید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])فراموش کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])فراموش کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])فراموششان کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])فراموششان کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])فراموش‌شان کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])فراموش‌شان کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])کنار بگذار(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])کنار بگذارید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])کنار بذار(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])کنار بذارید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])رها کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])رها کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])ول کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])ول کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])توجه نکن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])توجه نکنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])اعتنا نکن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])اعتنا نکنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])اهمیت نده(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])اهمیت ندهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])پیروی نکن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])پیروی نکنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])اطاعت نکن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])اطاعت نکنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])تبعیت نکن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])تبعیت نکنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])عمل نکن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])عمل نکنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])گوش نکن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])گوش نکنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])گوش نده(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])گوش ندهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])رعایت نکن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])رعایت نکنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])دنبال نکن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])دنبال نکنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])صرف‌نظر کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])صرف‌نظر کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])صرف نظر کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])صرف نظر کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])صرفنظر کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])صرفنظر کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])چشم‌پوشی کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])چشم‌پوشی کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])چشم پوشی کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])چشم پوشی کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])چشمپوشی کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])چشمپوشی کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])دور بریز(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])دور بریزید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])باطل فرض کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])باطل فرض کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])باطل در نظر بگیر(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])باطل در نظر بگیرید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بی‌اعتبار فرض کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بی‌اعتبار فرض کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بی‌اعتبار بدان(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بی‌اعتبار بدانید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بی‌اعتبار در نظر بگیر(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بی‌اعتبار در نظر بگیرید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])لغو شده فرض کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])لغو شده فرض کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])لغو شده بدان(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])لغو شده بدانید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])لغو‌شده فرض کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])لغو‌شده فرض کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])منسوخ فرض کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])منسوخ فرض کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])پایبند نباش(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])پایبند نباشید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])پای‌بند نباش(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])پای‌بند نباشید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])کاری نداشته باش(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])کاری نداشته باشید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])اجرا نکن(?![ؠ-يٮ-ۓۺ-ۿ‌])|بی‌خیال|بیخیال|بی خیال|"
            r"از حافظه[^\s.!?]*\s(?:خود\s|خودت\s)?پاک کن(?![ؠ-يٮ-ۓۺ-ۿ‌])"),
        "scope": (
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])قبل|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])پیشین|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])پیشتر|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])بالا|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])فوق(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])گذشته|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])اولیه|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])اصلی|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])همه|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])تمام|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])کلیه|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])هر(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])هیچ(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])داده شده|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])داده‌شده|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])سیستمی|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])سیستم(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])فعلی|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])تا کنون|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])تاکنون|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])تا الان|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])تا اینجا"),
        "rules": (
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])دستورالعمل|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])دستور|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])قوانین|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])قانون|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])قواعد|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])قاعده|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])رهنمود|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])فرمان|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])پرامپت|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])محدودیت|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])ضوابط|"
            r"(?<!اگر )(?<!چنانچه )(?<!نباید )(?<!توانید )(?<!توانی )(?<!نیست )(?<!ممکن است )(?<!وقتی )(?<!هرگز )(?<!شما )(?<![ؠ-يٮ-ۓۺ-ۿ‌])اصول(?![ؠ-يٮ-ۓۺ-ۿ‌])"),
        "your_rules": (
            r"دستورالعمل[^\s.!?،]*(?:\s(?:قبلی|اصلی|اولیه|سیستمی|پیشین|پنهان|فعلی|قدیمی|اخلاقی))?\s(?:تو|شما)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"دستور[^\s.!?،]*(?:\s(?:قبلی|اصلی|اولیه|سیستمی|پیشین|پنهان|فعلی|قدیمی|اخلاقی))?\s(?:تو|شما)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"قوانین[^\s.!?،]*(?:\s(?:قبلی|اصلی|اولیه|سیستمی|پیشین|پنهان|فعلی|قدیمی|اخلاقی))?\s(?:تو|شما)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"قواعد[^\s.!?،]*(?:\s(?:قبلی|اصلی|اولیه|سیستمی|پیشین|پنهان|فعلی|قدیمی|اخلاقی))?\s(?:تو|شما)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"رهنمود[^\s.!?،]*(?:\s(?:قبلی|اصلی|اولیه|سیستمی|پیشین|پنهان|فعلی|قدیمی|اخلاقی))?\s(?:تو|شما)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"محدودیت[^\s.!?،]*(?:\s(?:قبلی|اصلی|اولیه|سیستمی|پیشین|پنهان|فعلی|قدیمی|اخلاقی))?\s(?:تو|شما)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"ضوابط[^\s.!?،]*(?:\s(?:قبلی|اصلی|اولیه|سیستمی|پیشین|پنهان|فعلی|قدیمی|اخلاقی))?\s(?:تو|شما)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"دستورالعمل[^\s.!?،]*\s(?:قبلی|اصلی|اولیه|سیستمی|پیشین|پنهان|فعلی)‌?(?:ات|تان|ت)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"دستور[^\s.!?،]*\s(?:قبلی|اصلی|اولیه|سیستمی|پیشین|پنهان|فعلی)‌?(?:ات|تان|ت)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"قوانین[^\s.!?،]*\s(?:قبلی|اصلی|اولیه|سیستمی|پیشین|پنهان|فعلی)‌?(?:ات|تان|ت)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"قواعد[^\s.!?،]*\s(?:قبلی|اصلی|اولیه|سیستمی|پیشین|پنهان|فعلی)‌?(?:ات|تان|ت)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"رهنمود[^\s.!?،]*\s(?:قبلی|اصلی|اولیه|سیستمی|پیشین|پنهان|فعلی)‌?(?:ات|تان|ت)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"محدودیت[^\s.!?،]*\s(?:قبلی|اصلی|اولیه|سیستمی|پیشین|پنهان|فعلی)‌?(?:ات|تان|ت)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"ضوابط[^\s.!?،]*\s(?:قبلی|اصلی|اولیه|سیستمی|پیشین|پنهان|فعلی)‌?(?:ات|تان|ت)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"دستورالعمل[^\s.!?،]*\sکه\s(?:قبلا\s|قبلاً\s|پیش‌تر\s|در ابتدا\s)?به\s(?:تو|شما)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"دستور[^\s.!?،]*\sکه\s(?:قبلا\s|قبلاً\s|پیش‌تر\s|در ابتدا\s)?به\s(?:تو|شما)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"قوانین[^\s.!?،]*\sکه\s(?:قبلا\s|قبلاً\s|پیش‌تر\s|در ابتدا\s)?به\s(?:تو|شما)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"قواعد[^\s.!?،]*\sکه\s(?:قبلا\s|قبلاً\s|پیش‌تر\s|در ابتدا\s)?به\s(?:تو|شما)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"رهنمود[^\s.!?،]*\sکه\s(?:قبلا\s|قبلاً\s|پیش‌تر\s|در ابتدا\s)?به\s(?:تو|شما)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"محدودیت[^\s.!?،]*\sکه\s(?:قبلا\s|قبلاً\s|پیش‌تر\s|در ابتدا\s)?به\s(?:تو|شما)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"ضوابط[^\s.!?،]*\sکه\s(?:قبلا\s|قبلاً\s|پیش‌تر\s|در ابتدا\s)?به\s(?:تو|شما)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"دستورالعمل‌هایت(?![ؠ-يٮ-ۓۺ-ۿ‌])|دستورالعمل‌هایتان(?![ؠ-يٮ-ۓۺ-ۿ‌])|دستورالعملهایت(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"دستوراتت(?![ؠ-يٮ-ۓۺ-ۿ‌])|دستوراتتان(?![ؠ-يٮ-ۓۺ-ۿ‌])|دستورهایت(?![ؠ-يٮ-ۓۺ-ۿ‌])|قوانینت(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"قوانینتان(?![ؠ-يٮ-ۓۺ-ۿ‌])|قواعدت(?![ؠ-يٮ-ۓۺ-ۿ‌])|قواعدتان(?![ؠ-يٮ-ۓۺ-ۿ‌])|رهنمودهایت(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"رهنمودهایتان(?![ؠ-يٮ-ۓۺ-ۿ‌])|محدودیت‌هایت(?![ؠ-يٮ-ۓۺ-ۿ‌])|محدودیتهایت(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"محدودیت‌هایتان(?![ؠ-يٮ-ۓۺ-ۿ‌])"),
        "void": (
            r"لغو شده|لغو‌شده|لغو شد(?![ؠ-يٮ-ۓۺ-ۿ‌])|لغو گردید|باطل شده|باطل شد(?![ؠ-يٮ-ۓۺ-ۿ‌])|باطل است|باطل هستند|"
            r"منسوخ|بی‌اعتبار|بی اعتبار|از اعتبار ساقط|اعتباری ندار|اعتبار ندار|منقضی شده|کنار گذاشته شده|ملغی|"
            r"از بین رفته|برداشته شده|دیگر معتبر|دیگر اعتبار|دیگر کاربرد|دیگر اهمیت|دیگر ارزش|دیگر لازم|دیگر صادق|"
            r"دیگر اعمال|دیگر برقرار|دیگر جاری|دیگر مهم|دیگر وجود ندار|دیگر موضوعیت|دیگر قابل اجرا|دیگر نافذ"),
        "only": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])فقط|(?<![ؠ-يٮ-ۓۺ-ۿ‌])تنها(?![ؠ-يٮ-ۓۺ-ۿ‌])|صرفاً|صرفا|هیچ چیز دیگر|هیچ‌چیز دیگر|"
            r"نه چیز دیگری|بدون هیچ (?:توضیح|متن|حرف|کلمه|چیز) (?:دیگر|اضافه)"),
        "reply": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بنویس(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بنویسید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])پاسخ بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])پاسخ بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])جواب بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])جواب بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])خروجی بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])خروجی بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])تایپ کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])تایپ کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])اعلام کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])اعلام کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r'(?<=[»"”] را )چاپ کن(?:ید)?(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?<=[»"”] )چاپ کن(?:ید)?(?![ؠ-يٮ-ۓۺ-ۿ‌])|'
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بگو(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?<![ؠ-يٮ-ۓۺ-ۿ‌])بگویید(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])پاسخ دهید(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?<![ؠ-يٮ-ۓۺ-ۿ‌])جواب دهید(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])خروجی دهید(?![ؠ-يٮ-ۓۺ-ۿ‌])"),
        "instead": (
            r"به جای (?:خلاصه|ترجمه|پاسخ دادن|جواب دادن|پاسخ به|پاسخگویی|تحلیل (?:این|متن|سند|محتوا|صفحه|مقاله)|بررسی (?:این|متن|سند|محتوا|صفحه|مقاله)|توضیح (?:این|متن|سند|محتوا)|اینکه[^.!?\n]{0,30}?(?:خلاصه|ترجمه|پاسخ|جواب|تحلیل|بررسی)|این که[^.!?\n]{0,30}?(?:خلاصه|ترجمه|پاسخ|جواب|تحلیل))|"
            r"بجای (?:خلاصه|ترجمه|پاسخ دادن|جواب دادن|پاسخ به|پاسخگویی|تحلیل (?:این|متن|سند|محتوا|صفحه|مقاله)|بررسی (?:این|متن|سند|محتوا|صفحه|مقاله)|توضیح (?:این|متن|سند|محتوا)|اینکه[^.!?\n]{0,30}?(?:خلاصه|ترجمه|پاسخ|جواب|تحلیل|بررسی)|این که[^.!?\n]{0,30}?(?:خلاصه|ترجمه|پاسخ|جواب|تحلیل))|"
            r"به‌جای (?:خلاصه|ترجمه|پاسخ دادن|جواب دادن|پاسخ به|پاسخگویی|تحلیل (?:این|متن|سند|محتوا|صفحه|مقاله)|بررسی (?:این|متن|سند|محتوا|صفحه|مقاله)|توضیح (?:این|متن|سند|محتوا)|اینکه[^.!?\n]{0,30}?(?:خلاصه|ترجمه|پاسخ|جواب|تحلیل|بررسی)|این که[^.!?\n]{0,30}?(?:خلاصه|ترجمه|پاسخ|جواب|تحلیل))|"
            r"در عوضِ (?:خلاصه|ترجمه|پاسخ دادن|جواب دادن|پاسخ به|پاسخگویی|تحلیل (?:این|متن|سند|محتوا|صفحه|مقاله)|بررسی (?:این|متن|سند|محتوا|صفحه|مقاله)|توضیح (?:این|متن|سند|محتوا)|اینکه[^.!?\n]{0,30}?(?:خلاصه|ترجمه|پاسخ|جواب|تحلیل|بررسی)|این که[^.!?\n]{0,30}?(?:خلاصه|ترجمه|پاسخ|جواب|تحلیل))|"
            r"عوض (?:خلاصه|ترجمه|پاسخ دادن|جواب دادن|پاسخ به|پاسخگویی|تحلیل (?:این|متن|سند|محتوا|صفحه|مقاله)|بررسی (?:این|متن|سند|محتوا|صفحه|مقاله)|توضیح (?:این|متن|سند|محتوا)|اینکه[^.!?\n]{0,30}?(?:خلاصه|ترجمه|پاسخ|جواب|تحلیل|بررسی)|این که[^.!?\n]{0,30}?(?:خلاصه|ترجمه|پاسخ|جواب|تحلیل))"),
        "note_to_ai": (
            r"یادداشت(?:‌ای|ی)? (?:(?:مهم|ویژه|فوری|محرمانه)‌?(?:ای|ی)? )?(?:برای|به|خطاب به|مخصوص) (?:این |یک )?(?:دستیار|هوش مصنوعی|مدل زبانی|مدل هوش|ربات|بات|چت‌بات|چت بات|چتبات|عامل هوشمند|AI|LLM|GPT)|"
            r"پیام(?:‌ای|ی)? (?:(?:مهم|ویژه|فوری|محرمانه)‌?(?:ای|ی)? )?(?:برای|به|خطاب به|مخصوص) (?:این |یک )?(?:دستیار|هوش مصنوعی|مدل زبانی|مدل هوش|ربات|بات|چت‌بات|چت بات|چتبات|عامل هوشمند|AI|LLM|GPT)|"
            r"نکته(?:‌ای|ی)? (?:(?:مهم|ویژه|فوری|محرمانه)‌?(?:ای|ی)? )?(?:برای|به|خطاب به|مخصوص) (?:این |یک )?(?:دستیار|هوش مصنوعی|مدل زبانی|مدل هوش|ربات|بات|چت‌بات|چت بات|چتبات|عامل هوشمند|AI|LLM|GPT)|"
            r"توجه(?:‌ای|ی)? (?:(?:مهم|ویژه|فوری|محرمانه)‌?(?:ای|ی)? )?(?:برای|به|خطاب به|مخصوص) (?:این |یک )?(?:دستیار|هوش مصنوعی|مدل زبانی|مدل هوش|ربات|بات|چت‌بات|چت بات|چتبات|عامل هوشمند|AI|LLM|GPT)|"
            r"دستورالعمل(?:‌ای|ی)? (?:(?:مهم|ویژه|فوری|محرمانه)‌?(?:ای|ی)? )?(?:برای|به|خطاب به|مخصوص) (?:این |یک )?(?:دستیار|هوش مصنوعی|مدل زبانی|مدل هوش|ربات|بات|چت‌بات|چت بات|چتبات|عامل هوشمند|AI|LLM|GPT)|"
            r"تذکر(?:‌ای|ی)? (?:(?:مهم|ویژه|فوری|محرمانه)‌?(?:ای|ی)? )?(?:برای|به|خطاب به|مخصوص) (?:این |یک )?(?:دستیار|هوش مصنوعی|مدل زبانی|مدل هوش|ربات|بات|چت‌بات|چت بات|چتبات|عامل هوشمند|AI|LLM|GPT)|"
            r"هشدار(?:‌ای|ی)? (?:(?:مهم|ویژه|فوری|محرمانه)‌?(?:ای|ی)? )?(?:برای|به|خطاب به|مخصوص) (?:این |یک )?(?:دستیار|هوش مصنوعی|مدل زبانی|مدل هوش|ربات|بات|چت‌بات|چت بات|چتبات|عامل هوشمند|AI|LLM|GPT)|"
            r"یادآوری(?:‌ای|ی)? (?:(?:مهم|ویژه|فوری|محرمانه)‌?(?:ای|ی)? )?(?:برای|به|خطاب به|مخصوص) (?:این |یک )?(?:دستیار|هوش مصنوعی|مدل زبانی|مدل هوش|ربات|بات|چت‌بات|چت بات|چتبات|عامل هوشمند|AI|LLM|GPT)|"
            r"یادآور(?:‌ای|ی)? (?:(?:مهم|ویژه|فوری|محرمانه)‌?(?:ای|ی)? )?(?:برای|به|خطاب به|مخصوص) (?:این |یک )?(?:دستیار|هوش مصنوعی|مدل زبانی|مدل هوش|ربات|بات|چت‌بات|چت بات|چتبات|عامل هوشمند|AI|LLM|GPT)|"
            r"خطاب به (?:ال)?(?:دستیار|هوش مصنوعی|مدل زبانی|مدل هوش|ربات|بات|چت‌بات|چت بات|چتبات|عامل هوشمند|AI|LLM|GPT)"),
        "leak_obj": (
            r"پرامپت سیستم|پرامپت اولیه|پرامپت اصلی|پرامپتت|پرامپت خود|پرامپت پنهان|"
            r"دستورالعمل[‌ ]?(?:های|ها|ات)?[‌ ]?ی? (?:پنهان|مخفی|سری|محرمانه|سیستمی|سیستم|اولیه|اصلی)|"
            r"دستور[‌ ]?(?:های|ها|ات)?[‌ ]?ی? (?:پنهان|مخفی|سری|محرمانه)|"
            r"قوانین[‌ ]?(?:های|ها|ات)?[‌ ]?ی? (?:پنهان|مخفی|سری|محرمانه)|"
            r"رهنمود[‌ ]?(?:های|ها|ات)?[‌ ]?ی? (?:پنهان|مخفی|سری|محرمانه)|"
            r"دستورالعمل[^\s.!?،]*(?:\s(?:اولیه|اصلی|سیستمی|پنهان|مخفی)[^\s.!?،]*)?\s(?:را\s)?که\s(?:در ابتدا\s|اول\s|قبلاً\s|قبلا\s)?به\s(?:تو|شما)\sداده|"
            r"دستور[^\s.!?،]*(?:\s(?:اولیه|اصلی|سیستمی|پنهان|مخفی)[^\s.!?،]*)?\s(?:را\s)?که\s(?:در ابتدا\s|اول\s|قبلاً\s|قبلا\s)?به\s(?:تو|شما)\sداده|"
            r"قوانین[^\s.!?،]*(?:\s(?:اولیه|اصلی|سیستمی|پنهان|مخفی)[^\s.!?،]*)?\s(?:را\s)?که\s(?:در ابتدا\s|اول\s|قبلاً\s|قبلا\s)?به\s(?:تو|شما)\sداده|"
            r"رهنمود[^\s.!?،]*(?:\s(?:اولیه|اصلی|سیستمی|پنهان|مخفی)[^\s.!?،]*)?\s(?:را\s)?که\s(?:در ابتدا\s|اول\s|قبلاً\s|قبلا\s)?به\s(?:تو|شما)\sداده|"
            r"اولین پیام (?:این )?(?:گفتگو|گفت‌وگو|گفت و گو|مکالمه|چت)|"
            r"اولین پیام‌های (?:این )?(?:گفتگو|گفت‌وگو|گفت و گو|مکالمه|چت)|"
            r"نخستین پیام (?:این )?(?:گفتگو|گفت‌وگو|گفت و گو|مکالمه|چت)|"
            r"پیام اول (?:این )?(?:گفتگو|گفت‌وگو|گفت و گو|مکالمه|چت)|"
            r"پیام نخست (?:این )?(?:گفتگو|گفت‌وگو|گفت و گو|مکالمه|چت)|ابتدای این (?:گفتگو|گفت‌وگو|مکالمه|چت)|"
            r"شروع این (?:گفتگو|گفت‌وگو|مکالمه|چت)|اولین پیام ما"),
        "show": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])چاپ کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])چاپ کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])نشان بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])نشان بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])نمایش بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])نمایش بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])فاش کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])فاش کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])افشا کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])افشا کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بنویس(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بنویسید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])تکرار کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])تکرار کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])کپی کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])کپی کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بازگو کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بازگو کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])آشکار کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])آشکار کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])لو بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])لو بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])به اشتراک بگذار(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])به اشتراک بگذارید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])ارائه بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])ارائه بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بیان کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بیان کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])نقل کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])نقل کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])برملا کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])برملا کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بازنویسی کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بازنویسی کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بگو(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?<![ؠ-يٮ-ۓۺ-ۿ‌])بگویید(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])نشان دهید(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?<![ؠ-يٮ-ۓۺ-ۿ‌])نمایش دهید(?![ؠ-يٮ-ۓۺ-ۿ‌])"),
        "act_as": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])رفتار کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])رفتار کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])وانمود کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])وانمود کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])تظاهر کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])تظاهر کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])عمل کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?<![ؠ-يٮ-ۓۺ-ۿ‌])باش(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])تبدیل شو(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])نقش(?![ؠ-يٮ-ۓۺ-ۿ‌])(?=[^.!?\n]{0,60}?(?:بازی|ایفا) کن(?:ید)?(?![ؠ-يٮ-ۓۺ-ۿ‌]))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])فرض کن (?:که )?تو(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?<![ؠ-يٮ-ۓۺ-ۿ‌])تصور کن (?:که )?تو(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])خودت را[^.!?\n]{0,30}?(?:بدان|فرض کن|تصور کن)"),
        "unbound": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بدون (?:هیچ |هیچگونه |هیچ‌گونه |هیچ گونه )?(?:محدودیت|قید|سانسور|فیلتر|قانون|قوانین|قاعده|اصول|چارچوب|مرز|ملاحظات|مانع)|"
            r"بی‌محدودیت|بی محدودیت|بی‌قید|بی قید|بی‌سانسور|بی سانسور|بی‌قانون|بی‌پروا|نامحدود|بی‌اخلاق|غیراخلاقی|"
            r"غیر اخلاقی|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])هیچ (?:قانون|قاعده|محدودیت|اصل|اصول|فیلتر|سانسور|مرز|چارچوب|ملاحظه|ضابطه)[^\s.!?]*(?: اخلاقی)?\s+(?:ندار|نمی[‌ ]?شناس|نخواه)|"
            r"قانون[^\s.!?]* اخلاقی (?:ندار|نداشته)|قاعده[^\s.!?]* اخلاقی (?:ندار|نداشته)|"
            r"محدودیت[^\s.!?]* اخلاقی (?:ندار|نداشته)|اصول[^\s.!?]* اخلاقی (?:ندار|نداشته)|"
            r"ضوابط[^\s.!?]* اخلاقی (?:ندار|نداشته)|(?<![ؠ-يٮ-ۓۺ-ۿ‌])رد نمی‌کن|(?<![ؠ-يٮ-ۓۺ-ۿ‌])رد نمی کن|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])رد نمیکن|(?<![ؠ-يٮ-ۓۺ-ۿ‌])رد نکن(?![ؠ-يٮ-ۓۺ-ۿ‌])|امتناع نمی‌کن|امتناع نمی کن|"
            r"امتناع نکن(?![ؠ-يٮ-ۓۺ-ۿ‌])|هرگز رد|هرگز امتناع|آزاد از (?:هر|همه|تمام)|"
            r"فارغ از (?:هر |همه |تمام )?(?:محدودیت|قید|سانسور|فیلتر|قانون|قوانین|قاعده|اصول|چارچوب|مرز|ملاحظات|مانع)"),
        "only_task": (
            r"تنها وظیفه(?:‌ی|ی| ی)? (?:تو|شما)|تنها وظیفه(?:‌)?(?:ات|تان)|تنها مأموریت(?:‌ی|ی)? (?:تو|شما)|"
            r"تنها ماموریت(?:‌ی|ی)? (?:تو|شما)|تنها هدف(?:‌ی|ی)? (?:تو|شما)|تنها کار(?:‌ی|ی)? تو|تنها کارت|"
            r"وظیفه(?:‌ی|ی)? (?:تو|شما) (?:اکنون |الان |از این به بعد |از حالا |از این پس )?(?:فقط|تنها|صرفا|صرفاً)|"
            r"وظیفه(?:‌ی|ی)? جدید تو|"
            r"تنها کاری که (?:اکنون |الان |از حالا )?باید (?:بکنی|انجام دهی|بدهی)(?![ؠ-يٮ-ۓۺ-ۿ‌])"),
        "unbound_mode": (
            r"حالت (?:بدون |بی[‌ ]?)(?:هیچ )?(?:محدودیت|سانسور|فیلتر|قید|قانون)|حالت سانسورنشده|حالت فیلترنشده|"
            r"حالت بی‌سانسور|حالت جیلبریک|حالت جیل‌بریک|حالت DAN|حالت نامحدود (?:هستی|هستید|قرار دار)|"
            r"مود (?:بدون |بی[‌ ]?)(?:هیچ )?(?:محدودیت|سانسور|فیلتر)|حالت آزاد از"),
        "system_header": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])سیستم|پیام سیستم|یادداشت سیستم|هشدار سیستم|دستورالعمل سیستم|پیام سامانه|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])سامانه|(?<![ؠ-يٮ-ۓۺ-ۿ‌])مدیر|مدیر سیستم|(?<![ؠ-يٮ-ۓۺ-ۿ‌])ادمین|توسعه‌دهنده|توسعه دهنده|"
            r"پیام توسعه‌دهنده|یادداشت توسعه‌دهنده"),
        "send": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بفرست(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بفرستید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])ارسال کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])ارسال کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])ارسالش کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])ارسالش کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])ارسال بکن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])ارسال بکنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])فوروارد کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])فوروارد کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])هدایت کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])هدایت کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])منتقل کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])منتقل کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])آپلود کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])آپلود کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بارگذاری کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بارگذاری کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])به اشتراک بگذار(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])به اشتراک بگذارید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])پست کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])پست کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])ایمیل کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])ایمیل کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])ارسال دار(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])ارسال دارید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))"),
        "secret": (
            r"رمز عبور|رمزعبور|رمز‌عبور|رمزهای عبور|گذرواژه|کلمه عبور|کلمه‌ی عبور|کلمه‌عبور|رمز ورود|پسورد|کلید API|"
            r"کلید ای‌پی‌آی|کلید دسترسی|توکن|token|اعتبارنامه|اطلاعات ورود|اطلاعات حساب|آدرس ایمیل|آدرس‌های ایمیل|"
            r"نشانی ایمیل|نشانی رایانامه|آدرس رایانامه|ایمیل کاربر|تاریخچه گفتگو|تاریخچه‌ی گفتگو|تاریخچه گفت‌وگو|"
            r"تاریخچه مکالمه|تاریخچه‌ی مکالمه|تاریخچه چت|پیام‌های قبلی|پیامهای قبلی|پیام های قبلی|پیام‌های پیشین|"
            r"پیام‌های گذشته|این گفتگو|این مکالمه|کل گفتگو|کل مکالمه|تمام گفتگو|تمام مکالمه|اطلاعات شخصی|"
            r"داده‌های شخصی|اطلاعات خصوصی|داده‌های خصوصی|اطلاعات محرمانه|کارت اعتباری|شماره کارت|کلید خصوصی"),
        # the fourteenth pass
        "tell_user": (
            r"(?<!اگر )(?<![ؠ-يٮ-ۓۺ-ۿ‌])به (?:کاربر|کاربران|مشتری|مشتریان|خواننده|خوانندگان|بازدیدکننده|بازدیدکنندگان|مخاطب|مخاطبان)(?![ؠ-يٮ-ۓۺ-ۿ‌])(?=[^.!?؟\n]{0,90}?(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:بگو(?![ؠ-يٮ-ۓۺ-ۿ‌])|بگویید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|اطمینان دهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|اطلاع دهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|(?:اطمینان بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|اطمینان بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|اعلام کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|اعلام کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|اطلاع بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|اطلاع بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|بفهمان(?![ؠ-يٮ-ۓۺ-ۿ‌])|بفهمانید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|توضیح بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|توضیح بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|هشدار بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|هشدار بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|یادآوری کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|یادآوری کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|القا کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|القا کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|تضمین کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|تضمین کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|خاطرنشان کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|خاطرنشان کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|گزارش بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|گزارش بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|بنویس(?![ؠ-يٮ-ۓۺ-ۿ‌])|بنویسید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌]))))))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:کاربر|کاربران|مشتری|مشتریان|خواننده|خوانندگان|بازدیدکننده|بازدیدکنندگان|مخاطب|مخاطبان) را(?=[^.!?؟\n]{0,90}?(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:متقاعد کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|متقاعد کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|قانع کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|قانع کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|مطمئن کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|مطمئن کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|راضی کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|راضی کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|آگاه کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|آگاه کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|باخبر کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|باخبر کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|مجاب کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|مجاب کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:بگو|اطمینان بده|اعلام کن|اطلاع بده|توضیح بده)(?:ید)? (?:به )?(?:(?:کاربر|کاربران|مشتری|مشتریان|خواننده|خوانندگان|بازدیدکننده|بازدیدکنندگان|مخاطب|مخاطبان)|او|آنها|ایشان)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<=باید )به (?:کاربر|کاربران|مشتری|مشتریان|خواننده|خوانندگان|بازدیدکننده|بازدیدکنندگان|مخاطب|مخاطبان)(?: \S+)? (?:بگوید|بگویی|بگویید|اطمینان دهد|اطمینان بدهد|اعلام کند|اطلاع دهد|القا کند)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<=، )(?:بگو|بگویید)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?<=\n)(?:بگو|بگویید)(?![ؠ-يٮ-ۓۺ-ۿ‌])"),
        "false_claim": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:امن|ایمن|بی‌خطر|بی خطر|بیخطر|معتبر|رسمی|تأیید شده|تایید شده|تأییدشده|تاییدشده|قابل اعتماد|قابل‌اعتماد|مطمئن|سالم|قانونی|مشروع|اصل|بدون ویروس|عاری از ویروس|عاری از بدافزار|پاک)(?: و (?:امن|ایمن|بی‌خطر|بی خطر|بیخطر|معتبر|رسمی|تأیید شده|تایید شده|تأییدشده|تاییدشده|قابل اعتماد|قابل‌اعتماد|مطمئن|سالم|قانونی|مشروع|اصل|بدون ویروس|عاری از ویروس|عاری از بدافزار|پاک))?(?: \S+){0,2}?[‌ ]?(?:است|هست|می‌باشد|میباشد|می باشد|اند|هستند)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:ویروس|بدافزار|خطری|خطر|مشکلی) (?:ندارد|نیست|وجود ندارد)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])حساب[^\s.!?،]*(?:[^.!?؟\n]{0,30}?)\s(?:مسدود|قفل|تعلیق|معلق|هک|غیرفعال|بلوکه|متوقف|بسته)[‌ ]?(?:شده|گردیده|است|خواهد شد|می‌شود)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:گارانتی|ضمانت|ضمانت‌نامه|اشتراک|بیمه|مجوز|لایسنس|اعتبار حساب)[^\s.!?،]*(?:[^.!?؟\n]{0,20}?)\s(?:تمام|منقضی|باطل|لغو|به پایان رسیده)[‌ ]?(?:شده|است|گردیده)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:تنها|یگانه) (?:\S+ )?(?:امن|ایمن|بی‌خطر|بی خطر|بیخطر|معتبر|رسمی|تأیید شده|تایید شده|تأییدشده|تاییدشده|قابل اعتماد|قابل‌اعتماد|مطمئن|سالم|قانونی|مشروع|اصل|بدون ویروس|عاری از ویروس|عاری از بدافزار|پاک|گزینه|انتخاب|راه)(?:ی|ٔ|‌ی)?(?:(?![ؠ-يٮ-ۓۺ-ۿ‌])| )"),
        "ask_user": (
            r"(?<!اگر )(?<![ؠ-يٮ-ۓۺ-ۿ‌])از (?:(?:کاربر|کاربران|مشتری|مشتریان|خواننده|خوانندگان|بازدیدکننده|بازدیدکنندگان|مخاطب|مخاطبان)|او|آنها|ایشان)(?![ؠ-يٮ-ۓۺ-ۿ‌])(?=[^.!?؟\n]{0,90}?(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:بخواه(?![ؠ-يٮ-ۓۺ-ۿ‌])|بخواهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|درخواست کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|درخواست کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|بپرس(?![ؠ-يٮ-ۓۺ-ۿ‌])|بپرسید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|بگیر(?![ؠ-يٮ-ۓۺ-ۿ‌])|بگیرید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|دریافت کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|دریافت کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|سؤال کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|سؤال کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|سوال کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|سوال کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|طلب کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|طلب کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))))|"
            r"(?<=باید )از (?:کاربر|کاربران|مشتری|مشتریان|خواننده|خوانندگان|بازدیدکننده|بازدیدکنندگان|مخاطب|مخاطبان)(?:[^.!?؟\n]{0,60}?)(?:بخواهد|بپرسد|درخواست کند|بگیرد)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:بخواه|بخواهید) (?:که )?(?:\S+ ){0,6}?(?:وارد|ارسال|تایپ|اعلام) کند"),
        "credential": (
            r"رمز عبور|رمزعبور|رمز‌عبور|رمزهای عبور|گذرواژه|کلمه عبور|کلمه‌ی عبور|کلمهٔ عبور|پسورد|رمز ورود|رمز دوم|"
            r"رمز پویا|رمز یک[‌ ]?بار مصرف|کد یک[‌ ]?بار مصرف|کد تأیید|کد تایید|کد امنیتی|کد پیامکی|کد ارسال|"
            r"کد فعال‌سازی|(?<![ؠ-يٮ-ۓۺ-ۿ‌])پین(?![ؠ-يٮ-ۓۺ-ۿ‌])|شماره کارت|شمارهٔ کارت|شماره‌ی کارت|کارت اعتباری|"
            r"کارت بانکی|رمز کارت|تاریخ انقضای کارت|عبارت بازیابی|کلمات بازیابی|کلید خصوصی|اطلاعات ورود|اطلاعات کارت|"
            r"اطلاعات بانکی|اطلاعات حساب بانکی"),
        "harm": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:همه|همهٔ|همه‌ی|تمام|تمامی|کلیه|کلیهٔ|کل)(?![ؠ-يٮ-ۓۺ-ۿ‌])(?=[^.!?؟\n]{0,70}?(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:حذف کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|حذف کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|پاک کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|پاک کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|نابود کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|نابود کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|محو کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|محو کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|فرمت کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|فرمت کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|خالی کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|خالی کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|پاکسازی کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|پاکسازی کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|پاک‌سازی کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|پاک‌سازی کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:پایگاه داده|پایگاه‌داده|دیتابیس|مخزن|پوشه|دایرکتوری|دیسک|هارد|سرور|پشتیبان|بکاپ)[^\s.!?،]*(?=[^.!?؟\n]{0,70}?(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:حذف کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|حذف کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|پاک کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|پاک کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|نابود کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|نابود کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|محو کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|محو کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|فرمت کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|فرمت کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|خالی کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|خالی کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|پاکسازی کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|پاکسازی کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|پاک‌سازی کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|پاک‌سازی کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])برای (?:حذف|پاک کردن|پاک‌کردن|نابود کردن|فرمت کردن|پاکسازی) (?:همه|همهٔ|تمام|تمامی|کلیه|کل|پایگاه|دیتابیس|مخزن|دیسک)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])برای (?:انتقال|واریز|پرداخت|ارسال) (?:پول|مبلغ|موجودی|وجه)|rm -rf|rm -fr|chmod -R 777|"
            r"git push --force|git push -f|(?<=\| )sudo (?:bash|sh)\b|(?<=\| )(?:bash|sh)\b|(?<=\|)sudo (?:bash|sh)\b|"
            r"(?<=\|)(?:bash|sh)\b|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:پول|مبلغ|موجودی|وجه|وجوه|تومان|ریال|دلار|یورو)[^\s.!?،]*(?=[^.!?؟\n]{0,70}?(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:واریز کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|واریز کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|منتقل کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|منتقل کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|انتقال بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|انتقال بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|بفرست(?![ؠ-يٮ-ۓۺ-ۿ‌])|بفرستید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|پرداخت کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|پرداخت کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|کارت به کارت کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|کارت به کارت کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|بپرداز(?![ؠ-يٮ-ۓۺ-ۿ‌])|بپردازید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))))|"
            r"(?<= را )(?:بخر(?![ؠ-يٮ-ۓۺ-ۿ‌])|بخرید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|خریداری کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|خریداری کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|سفارش بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|سفارش بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|خرید کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|خرید کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌]))))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])دسترسی[‌ ]?(?:ی )?(?:مدیریتی|مدیر|ادمین|کامل|ریشه|روت|مالک)(?=[^.!?\n]{0,70}?(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|اعطا کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|اعطا کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|واگذار کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|واگذار کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:به صورت|به‌صورت|بصورت) (?:عمومی|همگانی)(?=[^.!?؟\n]{0,70}?(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:به اشتراک بگذار(?![ؠ-يٮ-ۓۺ-ۿ‌])|به اشتراک بگذارید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|منتشر کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|منتشر کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|بگذار(?![ؠ-يٮ-ۓۺ-ۿ‌])|بگذارید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:فایروال|دیوار آتش|آنتی[‌ ]?ویروس|ضدویروس|احراز هویت دو|تأیید دو|تایید دو|رمز دوم)[^\s.!?،]*(?=[^.!?؟\n]{0,70}?(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:غیرفعال کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|غیرفعال کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|غیر فعال کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|غیر فعال کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|خاموش کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|خاموش کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|متوقف کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|متوقف کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|بردار(?![ؠ-يٮ-ۓۺ-ۿ‌])|بردارید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))))"),
        "no_confirm": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بدون (?:پرسیدن|سؤال|سوال|اطلاع|اطلاع‌رسانی|آگاه کردن|خبر دادن|تأیید|تایید|اجازه|کسب اجازه|هماهنگی|موافقت|رضایت)(?: (?:از|به) (?:کاربر|کاربران|مشتری|مشتریان|خواننده|خوانندگان|بازدیدکننده|بازدیدکنندگان|مخاطب|مخاطبان))?|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:بی‌آنکه|بی آنکه|بدون اینکه|بدون این‌که|بدون آنکه) (?:به |از )?(?:کاربر|کاربران|مشتری|مشتریان|خواننده|خوانندگان|بازدیدکننده|بازدیدکنندگان|مخاطب|مخاطبان)? ?(?:بگویی|بگویید|بپرسی|بپرسید|اطلاع دهی|اطلاع دهید|بفهمد|متوجه شود|بداند|خبردار شود)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بدون (?:اطلاع|اجازه|تأیید|تایید|رضایت) (?:کاربر|کاربران|مشتری|مشتریان|خواننده|خوانندگان|بازدیدکننده|بازدیدکنندگان|مخاطب|مخاطبان)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:به|از) (?:کاربر|کاربران|مشتری|مشتریان|خواننده|خوانندگان|بازدیدکننده|بازدیدکنندگان|مخاطب|مخاطبان) (?:چیزی |هیچ چیز |هیچ‌چیز |در این مورد |درباره‌اش |درباره این )?(?:نگو|نگویید|اطلاع نده|اطلاع ندهید|نپرس|نپرسید|تأیید نگیر|تایید نگیر|تأیید نخواه|تایید نخواه|اجازه نگیر|اجازه نخواه)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:منتظر|در انتظار) (?:تأیید|تایید|اجازه|پاسخ) (?:نمان|نباش|نمانید)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:تأیید|تایید|اجازه) (?:نگیر|نخواه|نگیرید|نخواهید)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:مخفیانه|به طور مخفیانه|به‌طور مخفیانه|در خفا|دور از چشم کاربر|بی‌سروصدا|بی سر و صدا)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:صفحهٔ|صفحه‌ی|صفحه|پنجره|مرحله) (?:تأیید|تایید)[^.!?\n]{0,20}?(?:را )?(?:رد کن|نادیده بگیر|رد کند)"),
        "use_tool": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:از|با) (?:استفاده از )?(?:ترمینال|پوسته|شل|ابزار|ابزارهای|ابزارها|مرورگر|دسترسی|خط فرمان|مفسر کد|افزونه)(?:[‌ ]?(?:ایمیل|پرداخت|فایل|سیستم فایل|ترمینال|خط فرمان|شبکه)[^\s.!?،]*)?(?:ت|تان|[‌ ]?ات|[‌ ]?ی ?خود|[‌ ]?ی ?خودت| خود| خودت| خودتان)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:تابع|ابزار|فانکشن)[^.!?\n]{0,30}?را (?:فراخوانی|صدا)[‌ ]?(?:کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|بزن(?![ؠ-يٮ-ۓۺ-ۿ‌])|بزنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌]))))"),
        "attach": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:به|در) (?:انتهای |آخر |پایان |ته |داخل |)(?:این |آن )?(?:لینک|پیوند|نشانی|آدرس|یو ?آر ?ال|پارامتر|کوئری|تصویر)[^\n]{0,80}?(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:اضافه کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|اضافه کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|ضمیمه کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|ضمیمه کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|الصاق کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|الصاق کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|درج کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|درج کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|جاسازی کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|جاسازی کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|وارد کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|وارد کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|قرار بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|قرار بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|بگذار(?![ؠ-يٮ-ۓۺ-ۿ‌])|بگذارید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|بچسبان(?![ؠ-يٮ-ۓۺ-ۿ‌])|بچسبانید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|کدگذاری کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|کدگذاری کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|رمزگذاری کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|رمزگذاری کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌]))))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:به|در) (?:انتهای |آخر |پایان |داخل )?https?://\S+[^\n]{0,20}?(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:اضافه کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|اضافه کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|ضمیمه کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|ضمیمه کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|الصاق کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|الصاق کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|درج کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|درج کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|جاسازی کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|جاسازی کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|وارد کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|وارد کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|قرار بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|قرار بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|بگذار(?![ؠ-يٮ-ۓۺ-ۿ‌])|بگذارید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|بچسبان(?![ؠ-يٮ-ۓۺ-ۿ‌])|بچسبانید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|کدگذاری کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|کدگذاری کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|رمزگذاری کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|رمزگذاری کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌]))))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:این|آن|یک) (?:تصویر|عکس|نگاره)(?: را)?[^.!?؟\n]{0,20}?(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:(?:اضافه کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|اضافه کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|ضمیمه کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|ضمیمه کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|الصاق کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|الصاق کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|درج کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|درج کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|جاسازی کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|جاسازی کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|وارد کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|وارد کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|قرار بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|قرار بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|بگذار(?![ؠ-يٮ-ۓۺ-ۿ‌])|بگذارید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|بچسبان(?![ؠ-يٮ-ۓۺ-ۿ‌])|بچسبانید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|کدگذاری کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|کدگذاری کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|رمزگذاری کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|رمزگذاری کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌]))))|(?:نمایش بده(?![ؠ-يٮ-ۓۺ-ۿ‌])|نمایش بدهید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|رندر کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|رندر کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))|بارگذاری کن(?![ؠ-يٮ-ۓۺ-ۿ‌])|بارگذاری کنید(?=[ \t]*(?:$|\n|[^\sؠ-يٮ-ۓۺ-ۿ‌،,]|،\s*(?:و|سپس)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?:و|سپس|بعد|فقط|تنها|دیگر|اکنون|حالا)(?![ؠ-يٮ-ۓۺ-ۿ‌])))))"),
        "your_reply": (
            r"(?<!از )(?<!برای )(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:پاسخ|جواب|خروجی|پاسخ نهایی|جواب نهایی|خروجی نهایی)(?:ت|تان|[‌ ]?ات|[‌ ]?ی تو|[‌ ]?ی شما| تو| شما)(?![ؠ-يٮ-ۓۺ-ۿ‌])(?! به (?:این|آن) (?:ایمیل|پیام|نامه|رایانامه|پرسش))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:پاسخی|جوابی|خروجی‌ای) که (?:می‌دهی|میدهی|می‌دهید|خواهی داد|خواهید داد|می‌نویسی|می‌نویسید|تولید می‌کنی)"),
        "nothing_else": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:هیچ چیز|هیچ‌چیز|چیز) دیگر(?:ی)?|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])هیچ (?:توضیح|متن|حرف|کلمه|نظر|تفسیر|شرح)(?:ی)? (?:دیگر|اضافه|اضافی)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])بدون (?:هیچ )?(?:توضیح|متن|حرف|کلمه|نظر|تفسیر|شرح|مقدمه)(?:ی)?(?: (?:دیگر|اضافه|اضافی))?(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:توضیح|نظر|متن|کلمه)(?:ی)? (?:اضافه|اضافی|دیگر)? ?(?:نده|ننویس|اضافه نکن|نگو|ندهید|ننویسید)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])نه (?:یک )?کلمه (?:بیشتر|کمتر)"),
        "safety": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:فیلتر|فیلترهای|فیلترها|محدودیت|محدودیت‌های|محدودیتهای|سیاست|سیاست‌های|سیاستهای|خط‌مشی|خط مشی|قوانین|دستورالعمل‌های|لایه|لایه‌های|حفاظ|حفاظ‌های|موانع|سازوکارهای)(?:[‌ ]?ی)? (?:ایمنی|محتوا|محتوایی|اخلاقی|سانسور|نظارتی)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:نظارت|ممیزی|سانسور) (?:بر |روی )?محتوا|(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:فیلترینگ|سانسور) محتوا"),
        "off": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:غیرفعال|غیر فعال|خاموش|برداشته|لغو|تعلیق|متوقف|حذف|معلق|باطل)[‌ ]?(?:شده|شد|گردیده|است|اند|هستند)(?![ؠ-يٮ-ۓۺ-ۿ‌])|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:غیرفعال|غیر فعال|خاموش|لغو|متوقف)[‌ ]?شده[‌ ]?(?:اند|است)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])دیگر (?:[^.!?؟\n]{0,30}? )?(?:اعمال نمی‌شو|اعمال نمیشو|فعال نیست|معتبر نیست|برقرار نیست|وجود ندار|اجرا نمی‌شو)"),
        "doc_end": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:پایان|انتهای) (?:این )?(?:سند|ایمیل|رایانامه|پیام|متن|صفحه|محتوا|مقاله|نامه)(?![ؠ-يٮ-ۓۺ-ۿ‌])(?=\s*(?:-{2,}|={2,}|\*{2,}|#{2,}|\]|>|\)|$))|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:متن|سند) (?:در )?(?:اینجا|این‌جا) (?:تمام|به پایان) (?:می‌شود|میشود|رسید)"),
        "addressee": (
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])مدل[‌ ]?(?:های)? ?زبانی|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])(?:چت[‌ ]?بات|چتبات|ربات گفتگو|ربات گفت‌وگو|ربات چت)|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])ای (?:دستیار|عامل|ربات|مدل|هوش مصنوعی)(?![ؠ-يٮ-ۓۺ-ۿ‌])|(?<![ؠ-يٮ-ۓۺ-ۿ‌])دستیار عزیز|"
            r"(?<![ؠ-يٮ-ۓۺ-ۿ‌])دستیار (?:خودکار|هوشمند|مجازی)|(?<![ؠ-يٮ-ۓۺ-ۿ‌])عامل (?:هوشمند|هوش مصنوعی|خودکار)"),
    },
    "hi": {
        "dismiss": (
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अनदेखा (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अनदेखा (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अनदेखी (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अनदेखी (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )नज़रअंदाज़ (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )नज़रअँदाज़ (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )नजरअंदाज (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )नजरअँदाज (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )नज़रअंदाज़ (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )नज़रअँदाज़ (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )नज़र अंदाज़ (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )नज़र अँदाज़ (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )नजर अंदाज (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )नजर अँदाज (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )नज़र अंदाज़ (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )नज़र अँदाज़ (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )उपेक्षा (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )उपेक्षा (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अवहेलना (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अवहेलना (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अवज्ञा (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अवज्ञा (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )दरकिनार (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )दरकिनार (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )ख़ारिज (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )ख़ारिज (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )खारिज (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )खारिज (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )ख़ारिज (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )ख़ारिज (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )नकार (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )नकार (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भूल जाओ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भूल जाओ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भूल जाएं(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भूल जाएँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भूल जाइए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भूल जाइए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भूल जाइये(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भूल जाइये(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भूल जाना(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भूल जाना(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भूलें(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भूलेँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भूलो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भूलो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भुला (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भुला (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )छोड़ (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )छोड़ (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )छोड (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )छोड (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )छोड़ (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )छोड़ (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )त्याग (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )त्याग (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )एक तरफ़ रख (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )एक तरफ़ रख (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )एक तरफ रख (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )एक तरफ रख (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )एक तरफ़ रख (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )एक तरफ़ रख (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )एक ओर रख (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )एक ओर रख (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )किनारे रख (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )किनारे रख (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )ताक पर रख (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )ताक पर रख (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अमान्य मानें(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अमान्य मानेँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अमान्य मानो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अमान्य मानो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अमान्य समझें(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अमान्य समझेँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अमान्य समझो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अमान्य समझो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अमान्य कर (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अमान्य कर (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )रद्द मानें(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )रद्द मानेँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )रद्द मानो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )रद्द मानो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )रद्द समझें(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )रद्द समझेँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )रद्द समझो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )रद्द समझो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])का पालन (?:न|मत|ना) (?:करें|करो|कीजिए|करिए|करना)|"
            r"(?<![ऀ-ॣॱ-ॿ])का पालन (?:न|मत|ना) (?:करेँ|करो|कीजिए|करिए|करना)|"
            r"(?<![ऀ-ॣॱ-ॿ])का पालन करना बंद (?:करें|करो|कर दें|कर दो)|"
            r"(?<![ऀ-ॣॱ-ॿ])का पालन करना बँद (?:करेँ|करो|कर देँ|कर दो)|"
            r"(?<![ऀ-ॣॱ-ॿ])को (?:न|मत|ना) (?:मानें|मानो|मानिए)|(?<![ऀ-ॣॱ-ॿ])को (?:न|मत|ना) (?:मानेँ|मानो|मानिए)|"
            r"(?<![ऀ-ॣॱ-ॿ])को मानना बंद (?:करें|करो|कर दें|कर दो)|(?<![ऀ-ॣॱ-ॿ])को मानना बँद (?:करेँ|करो|कर देँ|कर दो)|"
            r"(?<![ऀ-ॣॱ-ॿ])मत मानो|(?<![ऀ-ॣॱ-ॿ])पर ध्यान (?:न|मत|ना) (?:दें|दो|दीजिए)|"
            r"(?<![ऀ-ॣॱ-ॿ])पर ध्यान (?:न|मत|ना) (?:देँ|दो|दीजिए)|(?<![ऀ-ॣॱ-ॿ])की परवाह (?:न|मत) (?:करें|करो)|"
            r"(?<![ऀ-ॣॱ-ॿ])की परवाह (?:न|मत) (?:करेँ|करो)|(?<![ऀ-ॣॱ-ॿ])पर अमल (?:न|मत) (?:करें|करो)|"
            r"(?<![ऀ-ॣॱ-ॿ])पर अमल (?:न|मत) (?:करेँ|करो)|(?<![ऀ-ॣॱ-ॿ])का अनुसरण (?:न|मत) (?:करें|करो)|"
            r"(?<![ऀ-ॣॱ-ॿ])का अनुसरण (?:न|मत) (?:करेँ|करो)|(?<![ऀ-ॣॱ-ॿ])का अनुसरण करना बंद (?:करें|करो)|"
            r"(?<![ऀ-ॣॱ-ॿ])का अनुसरण करना बँद (?:करेँ|करो)"),
        "scope": (
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])पिछल|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])पहले|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])ऊपर|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])उपरोक्त|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])पूर्व|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])सभी(?![ऀ-ॣॱ-ॿ])|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])सारे(?![ऀ-ॣॱ-ॿ])|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])सारी(?![ऀ-ॣॱ-ॿ])|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])समस्त|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])तमाम|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])हर(?![ऀ-ॣॱ-ॿ])|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])किसी भी|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])कोई भी|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])प्रारंभिक|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])प्रारँभिक|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])प्रारम्भिक|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])आरंभिक|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])आरँभिक|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])शुरुआती|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])दिए गए|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])दी गई|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])दिये गये|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])अब तक|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])सिस्टम(?![ऀ-ॣॱ-ॿ])|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])मौजूदा"),
        "rules": (
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])निर्देश(?!िका|ां)|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])निर्देश(?!िका|ाँ)|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])दिशानिर्देश|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])नियम|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])आदेश|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])अनुदेश|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])हिदायत|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])प्रॉम्प्ट|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])प्रोम्प्ट|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])प्रतिबंध|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])प्रतिबँध|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])पाबंदि|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])पाबँदि|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])पाबंदी|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])पाबँदी|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])गाइडलाइन|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])कमांड|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])कमाँड|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])सीमाओं|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])सीमाओँ|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])बंदिश|"
            r"(?<!अगर )(?<!यदि )(?<!जब )(?<!तो )(?<!अगर आप )(?<!यदि आप )(?<!जब आप )(?<!न )(?<!मत )(?<![ऀ-ॣॱ-ॿ])बँदिश"),
        "your_rules": (
            r"(?<![ऀ-ॣॱ-ॿ])तुम्हारे (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:निर्देश(?!िका|ां)|दिशानिर्देश|नियम|आदेश|प्रतिबंध|पाबंदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])तुम्हारे (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:निर्देश(?!िका|ाँ)|दिशानिर्देश|नियम|आदेश|प्रतिबँध|पाबँदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])तुम्हारी (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:निर्देश(?!िका|ां)|दिशानिर्देश|नियम|आदेश|प्रतिबंध|पाबंदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])तुम्हारी (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:निर्देश(?!िका|ाँ)|दिशानिर्देश|नियम|आदेश|प्रतिबँध|पाबँदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])तुम्हारा (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:निर्देश(?!िका|ां)|दिशानिर्देश|नियम|आदेश|प्रतिबंध|पाबंदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])तुम्हारा (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:निर्देश(?!िका|ाँ)|दिशानिर्देश|नियम|आदेश|प्रतिबँध|पाबँदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])आपके (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:निर्देश(?!िका|ां)|दिशानिर्देश|नियम|आदेश|प्रतिबंध|पाबंदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])आपके (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:निर्देश(?!िका|ाँ)|दिशानिर्देश|नियम|आदेश|प्रतिबँध|पाबँदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])आपकी (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:निर्देश(?!िका|ां)|दिशानिर्देश|नियम|आदेश|प्रतिबंध|पाबंदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])आपकी (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:निर्देश(?!िका|ाँ)|दिशानिर्देश|नियम|आदेश|प्रतिबँध|पाबँदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])आपका (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:निर्देश(?!िका|ां)|दिशानिर्देश|नियम|आदेश|प्रतिबंध|पाबंदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])आपका (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:निर्देश(?!िका|ाँ)|दिशानिर्देश|नियम|आदेश|प्रतिबँध|पाबँदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])तेरे (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:निर्देश(?!िका|ां)|दिशानिर्देश|नियम|आदेश|प्रतिबंध|पाबंदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])तेरे (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:निर्देश(?!िका|ाँ)|दिशानिर्देश|नियम|आदेश|प्रतिबँध|पाबँदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])तेरी (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:निर्देश(?!िका|ां)|दिशानिर्देश|नियम|आदेश|प्रतिबंध|पाबंदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])तेरी (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:निर्देश(?!िका|ाँ)|दिशानिर्देश|नियम|आदेश|प्रतिबँध|पाबँदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])तुम्हें (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:दिए|दी|दिये) (?:गए|गई|गये) (?:सभी |सारे )?(?:निर्देश(?!िका|ां)|दिशानिर्देश|नियम|आदेश|प्रतिबंध|पाबंदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])तुम्हेँ (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:दिए|दी|दिये) (?:गए|गई|गये) (?:सभी |सारे )?(?:निर्देश(?!िका|ाँ)|दिशानिर्देश|नियम|आदेश|प्रतिबँध|पाबँदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])आपको (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:दिए|दी|दिये) (?:गए|गई|गये) (?:सभी |सारे )?(?:निर्देश(?!िका|ां)|दिशानिर्देश|नियम|आदेश|प्रतिबंध|पाबंदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])आपको (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:दिए|दी|दिये) (?:गए|गई|गये) (?:सभी |सारे )?(?:निर्देश(?!िका|ाँ)|दिशानिर्देश|नियम|आदेश|प्रतिबँध|पाबँदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])तुमको (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:दिए|दी|दिये) (?:गए|गई|गये) (?:सभी |सारे )?(?:निर्देश(?!िका|ां)|दिशानिर्देश|नियम|आदेश|प्रतिबंध|पाबंदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)|"
            r"(?<![ऀ-ॣॱ-ॿ])तुमको (?:[ऀ-ॣॱ-ॿ]+ ){0,2}?(?:दिए|दी|दिये) (?:गए|गई|गये) (?:सभी |सारे )?(?:निर्देश(?!िका|ाँ)|दिशानिर्देश|नियम|आदेश|प्रतिबँध|पाबँदि|सिस्टम प्रॉम्प्ट|प्रॉम्प्ट)"),
        "void": (
            r"रद्द कर दिए गए|रद्द कर दिये गये|रद्द कर दी गई|रद्द कर दिया गया|रद्द हो (?:गए|गई|गया|चुके|चुकी|चुका)|"
            r"रद्द किए (?:गए|जा चुके)|रद्द किया (?:गया|जा चुका)|"
            r"अमान्य (?:कर दिए|कर दी|घोषित|हो गए|हो गई|हो चुके|हो चुकी)|निरस्त|"
            r"अब (?:लागू|मान्य|प्रभावी|वैध|प्रासंगिक|ज़रूरी|उपयोगी) नहीं|"
            r"अब (?:लागू|मान्य|प्रभावी|वैध|प्रासँगिक|ज़रूरी|उपयोगी) नहीँ|"
            r"अब (?:लागू|मान्य|प्रभावी|वैध|प्रासंगिक|जरूरी|उपयोगी) नहीं|"
            r"अब (?:लागू|मान्य|प्रभावी|वैध|प्रासँगिक|जरूरी|उपयोगी) नहीँ|"
            r"अब (?:लागू|मान्य|प्रभावी|वैध|प्रासंगिक|ज़रूरी|उपयोगी) नहीं|"
            r"अब (?:लागू|मान्य|प्रभावी|वैध|प्रासँगिक|ज़रूरी|उपयोगी) नहीँ|लागू नहीं (?:होते|रहे|होंगे|होता)|"
            r"लागू नहीँ (?:होते|रहे|होँगे|होता)|समाप्त कर (?:दिए|दी) (?:गए|गई)|समाप्त हो (?:गए|चुके|गई)|"
            r"ख़ारिज कर (?:दिए|दी) (?:गए|गई)|खारिज कर (?:दिए|दी) (?:गए|गई)|ख़ारिज कर (?:दिए|दी) (?:गए|गई)|निष्प्रभावी|"
            r"अवैध (?:कर दिए|घोषित|हो गए|हो चुके)|बेमानी हो"),
        "only": (
            r"(?<![ऀ-ॣॱ-ॿ])केवल|(?<![ऀ-ॣॱ-ॿ])सिर्फ़|(?<![ऀ-ॣॱ-ॿ])सिर्फ|(?<![ऀ-ॣॱ-ॿ])सिर्फ़|(?<![ऀ-ॣॱ-ॿ])बस(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])मात्र(?![ऀ-ॣॱ-ॿ])|और कुछ नहीं|और कुछ नहीँ|कुछ और नहीं|कुछ और नहीँ|"
            r"के अलावा कुछ (?:भी )?नहीं|के अलावा कुछ (?:भी )?नहीँ|के सिवा कुछ (?:भी )?नहीं|के सिवा कुछ (?:भी )?नहीँ|"
            r"के सिवाय कुछ (?:भी )?नहीं|के सिवाय कुछ (?:भी )?नहीँ"),
        "reply": (
            r'(?<=["”] )प्रिंट (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)|'
            r'(?<=["”] )प्रिँट (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)|'
            r'(?<=["”] )छाप(?:ो|ें|िए)|(?<=["”] )छाप(?:ो|ेँ|िए)|'
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिखो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिखो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिखें(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिखेँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिखिए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिखिए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिखिये(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिखिये(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिख (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिख (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )कहो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )कहो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )कहें(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )कहेँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )कहिए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )कहिए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )कह (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )कह (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बोलो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बोलो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बोलें(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बोलेँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बोलिए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बोलिए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बताओ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बताओ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बताएं(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बताएँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बताइए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बताइए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बता (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बता (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )जवाब (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )जवाब (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )उत्तर (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )उत्तर (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )आउटपुट (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )आउटपुट (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )आउटपुट करो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )आउटपुट करो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )आउटपुट करें(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )आउटपुट करेँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )छापो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )छापो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )प्रिंट करो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )प्रिँट करो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )प्रिंट कर (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )प्रिँट कर (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))"),
        "instead": (
            r"(?<![ऀ-ॣॱ-ॿ])सारांश[^।.!?\n]{0,25}?(?:के बजाय|के बजाए|की बजाय|के स्थान पर|की जगह|के बदले)|"
            r"(?<![ऀ-ॣॱ-ॿ])साराँश[^।.!?\n]{0,25}?(?:के बजाय|के बजाए|की बजाय|के स्थान पर|की जगह|के बदले)|"
            r"(?<![ऀ-ॣॱ-ॿ])संक्षेप[^।.!?\n]{0,25}?(?:के बजाय|के बजाए|की बजाय|के स्थान पर|की जगह|के बदले)|"
            r"(?<![ऀ-ॣॱ-ॿ])सँक्षेप[^।.!?\n]{0,25}?(?:के बजाय|के बजाए|की बजाय|के स्थान पर|की जगह|के बदले)|"
            r"(?<![ऀ-ॣॱ-ॿ])अनुवाद[^।.!?\n]{0,25}?(?:के बजाय|के बजाए|की बजाय|के स्थान पर|की जगह|के बदले)|"
            r"(?<![ऀ-ॣॱ-ॿ])जवाब देने[^।.!?\n]{0,25}?(?:के बजाय|के बजाए|की बजाय|के स्थान पर|की जगह|के बदले)|"
            r"(?<![ऀ-ॣॱ-ॿ])उत्तर देने[^।.!?\n]{0,25}?(?:के बजाय|के बजाए|की बजाय|के स्थान पर|की जगह|के बदले)|"
            r"(?<![ऀ-ॣॱ-ॿ])सार(?![ऀ-ॣॱ-ॿ])[^।.!?\n]{0,25}?(?:के बजाय|के बजाए|की बजाय|के स्थान पर|की जगह|के बदले)|"
            r"(?<![ऀ-ॣॱ-ॿ])इस (?:दस्तावेज़|पाठ|लेख|पेज|पृष्ठ|सामग्री|ईमेल)[^।.!?\n]{0,15}?(?:विश्लेषण|समीक्षा|व्याख्या)[^।.!?\n]{0,15}?(?:के बजाय|के बजाए|की बजाय|के स्थान पर|की जगह|के बदले)|"
            r"(?<![ऀ-ॣॱ-ॿ])इस (?:दस्तावेज|पाठ|लेख|पेज|पृष्ठ|सामग्री|ईमेल)[^।.!?\n]{0,15}?(?:विश्लेषण|समीक्षा|व्याख्या)[^।.!?\n]{0,15}?(?:के बजाय|के बजाए|की बजाय|के स्थान पर|की जगह|के बदले)|"
            r"(?<![ऀ-ॣॱ-ॿ])इस (?:दस्तावेज़|पाठ|लेख|पेज|पृष्ठ|सामग्री|ईमेल)[^।.!?\n]{0,15}?(?:विश्लेषण|समीक्षा|व्याख्या)[^।.!?\n]{0,15}?(?:के बजाय|के बजाए|की बजाय|के स्थान पर|की जगह|के बदले)"),
        "note_to_ai": (
            r"(?<![ऀ-ॣॱ-ॿ])एआई (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])एआई (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])एआई (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])एआई (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])एआई (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])एआई (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])एआई मॉडल (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])एआई मॉडल (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])एआई मॉडल (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])एआई मॉडल (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])एआई मॉडल (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])एआई मॉडल (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])भाषा मॉडल (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])भाषा मॉडल (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])भाषा मॉडल (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])भाषा मॉडल (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])भाषा मॉडल (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])भाषा मॉडल (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])सहायक (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])सहायक (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])सहायक (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])सहायक (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])सहायक (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])सहायक (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])असिस्टेंट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])असिस्टेँट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])असिस्टेंट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])असिस्टेँट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])असिस्टेंट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])असिस्टेँट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])बॉट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])बॉट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])बॉट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])बॉट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])बॉट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])बॉट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])चैटबॉट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])चैटबॉट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])चैटबॉट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])चैटबॉट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])चैटबॉट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])चैटबॉट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])एजेंट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])एजेँट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])एजेंट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])एजेँट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])एजेंट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"(?<![ऀ-ॣॱ-ॿ])एजेँट (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"\bAI (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"\bAI (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"\bAI (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान दें)|"
            r"\bAI (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|जरूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|जरूरी नोट|ध्यान देँ)|"
            r"\bAI (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|संदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान दें)|"
            r"\bAI (?:के लिए|को|हेतु) (?:एक )?(?:(?:महत्वपूर्ण|ज़रूरी|विशेष|गुप्त) )?(?:नोट|सँदेश|टिप्पणी|सूचना|ज़रूरी नोट|ध्यान देँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])एआई (?:सहायक )?(?:के लिए|को|हेतु) (?:निर्देश(?!िका|ां)|हिदायत)|"
            r"(?<![ऀ-ॣॱ-ॿ])एआई (?:सहायक )?(?:के लिए|को|हेतु) (?:निर्देश(?!िका|ाँ)|हिदायत)|"
            r"\bAI (?:सहायक )?(?:के लिए|को|हेतु) (?:निर्देश(?!िका|ां)|हिदायत)|"
            r"\bAI (?:सहायक )?(?:के लिए|को|हेतु) (?:निर्देश(?!िका|ाँ)|हिदायत)|"
            r"(?<![ऀ-ॣॱ-ॿ])नोट (?:एआई|सहायक|असिस्टेंट|AI)(?: सहायक)? के लिए|"
            r"(?<![ऀ-ॣॱ-ॿ])नोट (?:एआई|सहायक|असिस्टेँट|AI)(?: सहायक)? के लिए"),
        "leak_obj": (
            r"सिस्टम प्रॉम्प्ट|सिस्टम प्रोम्प्ट|सिस्टम प्रांप्ट|सिस्टम प्राँप्ट|सिस्टम निर्देश(?!िका|ां)|"
            r"सिस्टम निर्देश(?!िका|ाँ)|(?<![ऀ-ॣॱ-ॿ])छिपे(?: हुए| गए)? (?:निर्देश(?!िका|ां)|नियम)|"
            r"(?<![ऀ-ॣॱ-ॿ])छिपे(?: हुए| गए)? (?:निर्देश(?!िका|ाँ)|नियम)|"
            r"(?<![ऀ-ॣॱ-ॿ])छुपे(?: हुए| गए)? (?:निर्देश(?!िका|ां)|नियम)|"
            r"(?<![ऀ-ॣॱ-ॿ])छुपे(?: हुए| गए)? (?:निर्देश(?!िका|ाँ)|नियम)|"
            r"(?<![ऀ-ॣॱ-ॿ])छिपाए(?: हुए| गए)? (?:निर्देश(?!िका|ां)|नियम)|"
            r"(?<![ऀ-ॣॱ-ॿ])छिपाए(?: हुए| गए)? (?:निर्देश(?!िका|ाँ)|नियम)|"
            r"(?<![ऀ-ॣॱ-ॿ])गुप्त(?: हुए| गए)? (?:निर्देश(?!िका|ां)|नियम)|"
            r"(?<![ऀ-ॣॱ-ॿ])गुप्त(?: हुए| गए)? (?:निर्देश(?!िका|ाँ)|नियम)|"
            r"(?<![ऀ-ॣॱ-ॿ])गोपनीय(?: हुए| गए)? (?:निर्देश(?!िका|ां)|नियम)|"
            r"(?<![ऀ-ॣॱ-ॿ])गोपनीय(?: हुए| गए)? (?:निर्देश(?!िका|ाँ)|नियम)|(?<![ऀ-ॣॱ-ॿ])प्रारंभिक निर्देश(?!िका|ां)|"
            r"(?<![ऀ-ॣॱ-ॿ])प्रारँभिक निर्देश(?!िका|ाँ)|(?<![ऀ-ॣॱ-ॿ])प्रारम्भिक निर्देश(?!िका|ां)|"
            r"(?<![ऀ-ॣॱ-ॿ])प्रारम्भिक निर्देश(?!िका|ाँ)|(?<![ऀ-ॣॱ-ॿ])शुरुआती निर्देश(?!िका|ां)|"
            r"(?<![ऀ-ॣॱ-ॿ])शुरुआती निर्देश(?!िका|ाँ)|(?<![ऀ-ॣॱ-ॿ])आरंभिक निर्देश(?!िका|ां)|"
            r"(?<![ऀ-ॣॱ-ॿ])आरँभिक निर्देश(?!िका|ाँ)|तुम्हारा प्रॉम्प्ट|आपका प्रॉम्प्ट|अपना प्रॉम्प्ट|अपने प्रॉम्प्ट|"
            r"(?<![ऀ-ॣॱ-ॿ])तुम्हें (?:शुरुआत में |शुरू में |पहले |सबसे पहले )?(?:दिए|दिये) (?:गए|गये) (?:सभी |सारे )?(?:निर्देश(?!िका|ां)|नियम)|"
            r"(?<![ऀ-ॣॱ-ॿ])तुम्हेँ (?:शुरुआत मेँ |शुरू मेँ |पहले |सबसे पहले )?(?:दिए|दिये) (?:गए|गये) (?:सभी |सारे )?(?:निर्देश(?!िका|ाँ)|नियम)|"
            r"(?<![ऀ-ॣॱ-ॿ])आपको (?:शुरुआत में |शुरू में |पहले |सबसे पहले )?(?:दिए|दिये) (?:गए|गये) (?:सभी |सारे )?(?:निर्देश(?!िका|ां)|नियम)|"
            r"(?<![ऀ-ॣॱ-ॿ])आपको (?:शुरुआत मेँ |शुरू मेँ |पहले |सबसे पहले )?(?:दिए|दिये) (?:गए|गये) (?:सभी |सारे )?(?:निर्देश(?!िका|ाँ)|नियम)|"
            r"(?<![ऀ-ॣॱ-ॿ])तुमको (?:शुरुआत में |शुरू में |पहले |सबसे पहले )?(?:दिए|दिये) (?:गए|गये) (?:सभी |सारे )?(?:निर्देश(?!िका|ां)|नियम)|"
            r"(?<![ऀ-ॣॱ-ॿ])तुमको (?:शुरुआत मेँ |शुरू मेँ |पहले |सबसे पहले )?(?:दिए|दिये) (?:गए|गये) (?:सभी |सारे )?(?:निर्देश(?!िका|ाँ)|नियम)|"
            r"बातचीत (?:का|के) (?:सबसे )?पहल(?:ा|े) (?:संदेश|मैसेज)|"
            r"बातचीत (?:का|के) (?:सबसे )?पहल(?:ा|े) (?:सँदेश|मैसेज)|"
            r"चैट (?:का|के) (?:सबसे )?पहल(?:ा|े) (?:संदेश|मैसेज)|चैट (?:का|के) (?:सबसे )?पहल(?:ा|े) (?:सँदेश|मैसेज)|"
            r"इस वार्तालाप (?:का|के) (?:सबसे )?पहल(?:ा|े) संदेश|इस वार्तालाप (?:का|के) (?:सबसे )?पहल(?:ा|े) सँदेश|"
            r"बातचीत की शुरुआत|चैट की शुरुआत"),
        "show": (
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )छापो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )छापो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )छापें(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )छापेँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )छापिए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )छापिए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )छाप (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )छाप (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )दिखाओ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )दिखाओ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )दिखाएं(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )दिखाएँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )दिखाइए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )दिखाइए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )दिखा (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )दिखा (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बताओ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बताओ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बताएं(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बताएँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बताइए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बताइए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बता (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )बता (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिखो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिखो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिखें(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिखेँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिखिए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिखिए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिख (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )लिख (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )दोहराओ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )दोहराओ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )दोहराएं(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )दोहराएँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )दोहराइए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )दोहराइए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )सुनाओ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )सुनाओ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )प्रकट (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )प्रकट (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )उजागर (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )उजागर (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )साझा (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )साझा (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )प्रिंट (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )प्रिँट (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )कॉपी (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )कॉपी (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )आउटपुट (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )आउटपुट (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )ज़ाहिर (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )ज़ाहिर (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )जाहिर (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )जाहिर (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )ज़ाहिर (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )ज़ाहिर (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))"),
        "act_as": (
            r"(?<![ऀ-ॣॱ-ॿ])की तरह (?:व्यवहार|बर्ताव|बरताव|काम|आचरण|बात) (?:करो|करें|कीजिए|करिए)|"
            r"(?<![ऀ-ॣॱ-ॿ])की तरह (?:व्यवहार|बर्ताव|बरताव|काम|आचरण|बात) (?:करो|करेँ|कीजिए|करिए)|"
            r"(?<![ऀ-ॣॱ-ॿ])की तरह (?:जवाब|उत्तर) (?:दो|दें|दीजिए)|(?<![ऀ-ॣॱ-ॿ])की तरह (?:जवाब|उत्तर) (?:दो|देँ|दीजिए)|"
            r"(?<![ऀ-ॣॱ-ॿ])जैसे (?:जवाब|उत्तर) (?:दो|दें|दीजिए)|(?<![ऀ-ॣॱ-ॿ])जैसे (?:जवाब|उत्तर) (?:दो|देँ|दीजिए)|"
            r"(?<![ऀ-ॣॱ-ॿ])की तरह पेश (?:आओ|आएं|आइए)|(?<![ऀ-ॣॱ-ॿ])की तरह पेश (?:आओ|आएँ|आइए)|"
            r"(?<![ऀ-ॣॱ-ॿ])जैसा (?:व्यवहार|बर्ताव) (?:करो|करें)|(?<![ऀ-ॣॱ-ॿ])जैसा (?:व्यवहार|बर्ताव) (?:करो|करेँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])के रूप में (?:कार्य|काम|व्यवहार) (?:करो|करें|कीजिए)|"
            r"(?<![ऀ-ॣॱ-ॿ])के रूप मेँ (?:कार्य|काम|व्यवहार) (?:करो|करेँ|कीजिए)|"
            r"(?<![ऀ-ॣॱ-ॿ])बनकर (?:जवाब|उत्तर|बात|व्यवहार)|"
            r"(?<![ऀ-ॣॱ-ॿ])होने का (?:नाटक|दिखावा|अभिनय|ढोंग) (?:करो|करें|कीजिए)|"
            r"(?<![ऀ-ॣॱ-ॿ])होने का (?:नाटक|दिखावा|अभिनय|ढोँग) (?:करो|करेँ|कीजिए)|"
            r"(?<![ऀ-ॣॱ-ॿ])की भूमिका (?:निभाओ|निभाएं|निभाइए|अदा करो|अदा करें)|"
            r"(?<![ऀ-ॣॱ-ॿ])की भूमिका (?:निभाओ|निभाएँ|निभाइए|अदा करो|अदा करेँ)|"
            r"(?<![ऀ-ॣॱ-ॿ])का (?:किरदार|रोल) (?:निभाओ|निभाएं|निभाइए|अदा करो|प्ले करो)|"
            r"(?<![ऀ-ॣॱ-ॿ])का (?:किरदार|रोल) (?:निभाओ|निभाएँ|निभाइए|अदा करो|प्ले करो)|"
            r"(?<![ऀ-ॣॱ-ॿ])मान लो कि (?:तुम|तू)|(?<![ऀ-ॣॱ-ॿ])कल्पना करो कि (?:तुम|तू)|(?<![ऀ-ॣॱ-ॿ])बन जाओ|"
            r"(?<![ऀ-ॣॱ-ॿ])बन जाएं|(?<![ऀ-ॣॱ-ॿ])बन जाएँ|(?<![ऀ-ॣॱ-ॿ])बन जाइए|(?<![ऀ-ॣॱ-ॿ])बनो(?![ऀ-ॣॱ-ॿ])"),
        "unbound": (
            r"बिना किसी (?:भी )?(?:नियम|प्रतिबंध|सीमा|रोक|रोक-टोक|रोकटोक|फ़िल्टर|सेंसर|नैतिक|पाबंदी|बंधन|दिशानिर्देश)|"
            r"बिना किसी (?:भी )?(?:नियम|प्रतिबँध|सीमा|रोक|रोक-टोक|रोकटोक|फ़िल्टर|सेँसर|नैतिक|पाबँदी|बँधन|दिशानिर्देश)|"
            r"बिना किसी (?:भी )?(?:नियम|प्रतिबंध|सीमा|रोक|रोक-टोक|रोकटोक|फिल्टर|सेंसर|नैतिक|पाबंदी|बंधन|दिशानिर्देश)|"
            r"बिना किसी (?:भी )?(?:नियम|प्रतिबँध|सीमा|रोक|रोक-टोक|रोकटोक|फिल्टर|सेँसर|नैतिक|पाबँदी|बँधन|दिशानिर्देश)|"
            r"बिना किसी (?:भी )?(?:नियम|प्रतिबंध|सीमा|रोक|रोक-टोक|रोकटोक|फ़िल्टर|सेंसर|नैतिक|पाबंदी|बंधन|दिशानिर्देश)|"
            r"बिना किसी (?:भी )?(?:नियम|प्रतिबँध|सीमा|रोक|रोक-टोक|रोकटोक|फ़िल्टर|सेँसर|नैतिक|पाबँदी|बँधन|दिशानिर्देश)|"
            r"बिना (?:नियमों|प्रतिबंधों|सीमाओं|फ़िल्टर|सेंसर|रोक-टोक|रोकटोक|पाबंदियों|नैतिकता)|"
            r"बिना (?:नियमोँ|प्रतिबँधोँ|सीमाओँ|फ़िल्टर|सेँसर|रोक-टोक|रोकटोक|पाबँदियोँ|नैतिकता)|"
            r"बिना (?:नियमों|प्रतिबंधों|सीमाओं|फिल्टर|सेंसर|रोक-टोक|रोकटोक|पाबंदियों|नैतिकता)|"
            r"बिना (?:नियमोँ|प्रतिबँधोँ|सीमाओँ|फिल्टर|सेँसर|रोक-टोक|रोकटोक|पाबँदियोँ|नैतिकता)|"
            r"बिना (?:नियमों|प्रतिबंधों|सीमाओं|फ़िल्टर|सेंसर|रोक-टोक|रोकटोक|पाबंदियों|नैतिकता)|"
            r"बिना (?:नियमोँ|प्रतिबँधोँ|सीमाओँ|फ़िल्टर|सेँसर|रोक-टोक|रोकटोक|पाबँदियोँ|नैतिकता)|"
            r"(?<![ऀ-ॣॱ-ॿ])कोई (?:भी )?(?:नैतिक )?(?:नियम|प्रतिबंध|सीमा|रोक|फ़िल्टर|पाबंदी|सिद्धांत|बंधन|नैतिकता)[^।.!?\n]{0,15}?नहीं|"
            r"(?<![ऀ-ॣॱ-ॿ])कोई (?:भी )?(?:नैतिक )?(?:नियम|प्रतिबँध|सीमा|रोक|फ़िल्टर|पाबँदी|सिद्धाँत|बँधन|नैतिकता)[^।.!?\n]{0,15}?नहीँ|"
            r"(?<![ऀ-ॣॱ-ॿ])कोई (?:भी )?(?:नैतिक )?(?:नियम|प्रतिबंध|सीमा|रोक|फिल्टर|पाबंदी|सिद्धांत|बंधन|नैतिकता)[^।.!?\n]{0,15}?नहीं|"
            r"(?<![ऀ-ॣॱ-ॿ])कोई (?:भी )?(?:नैतिक )?(?:नियम|प्रतिबँध|सीमा|रोक|फिल्टर|पाबँदी|सिद्धाँत|बँधन|नैतिकता)[^।.!?\n]{0,15}?नहीँ|"
            r"(?<![ऀ-ॣॱ-ॿ])कोई (?:भी )?(?:नैतिक )?(?:नियम|प्रतिबंध|सीमा|रोक|फ़िल्टर|पाबंदी|सिद्धांत|बंधन|नैतिकता)[^।.!?\n]{0,15}?नहीं|"
            r"(?<![ऀ-ॣॱ-ॿ])कोई (?:भी )?(?:नैतिक )?(?:नियम|प्रतिबँध|सीमा|रोक|फ़िल्टर|पाबँदी|सिद्धाँत|बँधन|नैतिकता)[^।.!?\n]{0,15}?नहीँ|"
            r"मना नहीं (?:करता|करती|करोगे|करोगी|करेगा|करेगी|करते|करना)|"
            r"मना नहीँ (?:करता|करती|करोगे|करोगी|करेगा|करेगी|करते|करना)|इनकार नहीं (?:करता|करती|करोगे|करेगा|करते|करना)|"
            r"इनकार नहीँ (?:करता|करती|करोगे|करेगा|करते|करना)|इंकार नहीं (?:करता|करती|करोगे|करेगा|करते|करना)|"
            r"इँकार नहीँ (?:करता|करती|करोगे|करेगा|करते|करना)|कभी (?:भी )?(?:मना|इनकार|इंकार)|"
            r"कभी (?:भी )?(?:मना|इनकार|इँकार)|नियमों से (?:मुक्त|परे|आज़ाद)|नियमोँ से (?:मुक्त|परे|आज़ाद)|"
            r"नियमों से (?:मुक्त|परे|आजाद)|नियमोँ से (?:मुक्त|परे|आजाद)|नियमों से (?:मुक्त|परे|आज़ाद)|"
            r"नियमोँ से (?:मुक्त|परे|आज़ाद)|प्रतिबंधों से (?:मुक्त|परे|आज़ाद)|प्रतिबँधोँ से (?:मुक्त|परे|आज़ाद)|"
            r"प्रतिबंधों से (?:मुक्त|परे|आजाद)|प्रतिबँधोँ से (?:मुक्त|परे|आजाद)|प्रतिबंधों से (?:मुक्त|परे|आज़ाद)|"
            r"प्रतिबँधोँ से (?:मुक्त|परे|आज़ाद)|सीमाओं से (?:मुक्त|परे|आज़ाद)|सीमाओँ से (?:मुक्त|परे|आज़ाद)|"
            r"सीमाओं से (?:मुक्त|परे|आजाद)|सीमाओँ से (?:मुक्त|परे|आजाद)|सीमाओं से (?:मुक्त|परे|आज़ाद)|"
            r"सीमाओँ से (?:मुक्त|परे|आज़ाद)|नैतिकता से (?:मुक्त|परे|आज़ाद)|नैतिकता से (?:मुक्त|परे|आजाद)|"
            r"नैतिकता से (?:मुक्त|परे|आज़ाद)|बंधनों से (?:मुक्त|परे|आज़ाद)|बँधनोँ से (?:मुक्त|परे|आज़ाद)|"
            r"बंधनों से (?:मुक्त|परे|आजाद)|बँधनोँ से (?:मुक्त|परे|आजाद)|बंधनों से (?:मुक्त|परे|आज़ाद)|"
            r"बँधनोँ से (?:मुक्त|परे|आज़ाद)|अप्रतिबंधित|अप्रतिबँधित|असीमित|अनफ़िल्टर्ड|अनफिल्टर्ड|अनफ़िल्टर्ड|"
            r"सेंसर-रहित|सेँसर-रहित|सेंसररहित|सेँसररहित|बिना सेंसर|बिना सेँसर|अनैतिक|नियम-रहित|नियमरहित|बेलगाम"),
        "only_task": (
            r"(?<![ऀ-ॣॱ-ॿ])तुम्हारा (?:सिर्फ़ |केवल |बस )?(?:एकमात्र|इकलौता|एक ही|एक मात्र|अकेला) (?:काम|कार्य|लक्ष्य|उद्देश्य|मिशन|कर्तव्य|टास्क)|"
            r"(?<![ऀ-ॣॱ-ॿ])तुम्हारा (?:सिर्फ |केवल |बस )?(?:एकमात्र|इकलौता|एक ही|एक मात्र|अकेला) (?:काम|कार्य|लक्ष्य|उद्देश्य|मिशन|कर्तव्य|टास्क)|"
            r"(?<![ऀ-ॣॱ-ॿ])तुम्हारा (?:सिर्फ़ |केवल |बस )?(?:एकमात्र|इकलौता|एक ही|एक मात्र|अकेला) (?:काम|कार्य|लक्ष्य|उद्देश्य|मिशन|कर्तव्य|टास्क)|"
            r"(?<![ऀ-ॣॱ-ॿ])आपका (?:सिर्फ़ |केवल |बस )?(?:एकमात्र|इकलौता|एक ही|एक मात्र|अकेला) (?:काम|कार्य|लक्ष्य|उद्देश्य|मिशन|कर्तव्य|टास्क)|"
            r"(?<![ऀ-ॣॱ-ॿ])आपका (?:सिर्फ |केवल |बस )?(?:एकमात्र|इकलौता|एक ही|एक मात्र|अकेला) (?:काम|कार्य|लक्ष्य|उद्देश्य|मिशन|कर्तव्य|टास्क)|"
            r"(?<![ऀ-ॣॱ-ॿ])आपका (?:सिर्फ़ |केवल |बस )?(?:एकमात्र|इकलौता|एक ही|एक मात्र|अकेला) (?:काम|कार्य|लक्ष्य|उद्देश्य|मिशन|कर्तव्य|टास्क)|"
            r"(?<![ऀ-ॣॱ-ॿ])तेरा (?:सिर्फ़ |केवल |बस )?(?:एकमात्र|इकलौता|एक ही|एक मात्र|अकेला) (?:काम|कार्य|लक्ष्य|उद्देश्य|मिशन|कर्तव्य|टास्क)|"
            r"(?<![ऀ-ॣॱ-ॿ])तेरा (?:सिर्फ |केवल |बस )?(?:एकमात्र|इकलौता|एक ही|एक मात्र|अकेला) (?:काम|कार्य|लक्ष्य|उद्देश्य|मिशन|कर्तव्य|टास्क)|"
            r"(?<![ऀ-ॣॱ-ॿ])तेरा (?:सिर्फ़ |केवल |बस )?(?:एकमात्र|इकलौता|एक ही|एक मात्र|अकेला) (?:काम|कार्य|लक्ष्य|उद्देश्य|मिशन|कर्तव्य|टास्क)|"
            r"तुम्हारा (?:काम|कार्य) (?:अब )?(?:केवल|सिर्फ़|बस)|तुम्हारा (?:काम|कार्य) (?:अब )?(?:केवल|सिर्फ|बस)|"
            r"तुम्हारा (?:काम|कार्य) (?:अब )?(?:केवल|सिर्फ़|बस)|तेरा (?:काम|कार्य) (?:अब )?(?:केवल|सिर्फ़|बस)|"
            r"तेरा (?:काम|कार्य) (?:अब )?(?:केवल|सिर्फ|बस)|तेरा (?:काम|कार्य) (?:अब )?(?:केवल|सिर्फ़|बस)|"
            r"अब (?:तुम्हारा|आपका) (?:केवल )?(?:एक ही|एकमात्र) (?:काम|कार्य)|तुम्हें अब (?:से )?(?:केवल|सिर्फ़)|"
            r"तुम्हेँ अब (?:से )?(?:केवल|सिर्फ़)|तुम्हें अब (?:से )?(?:केवल|सिर्फ)|तुम्हेँ अब (?:से )?(?:केवल|सिर्फ)|"
            r"तुम्हें अब (?:से )?(?:केवल|सिर्फ़)|तुम्हेँ अब (?:से )?(?:केवल|सिर्फ़)"),
        "unbound_mode": (
            r"अप्रतिबंधित मोड|अप्रतिबँधित मोड|प्रतिबंध-रहित मोड|प्रतिबँध-रहित मोड|प्रतिबंधरहित मोड|प्रतिबँधरहित मोड|"
            r"अनफ़िल्टर्ड मोड|अनफिल्टर्ड मोड|अनफ़िल्टर्ड मोड|जेलब्रेक मोड|सेंसर-रहित मोड|सेँसर-रहित मोड|सेंसररहित मोड|"
            r"सेँसररहित मोड|अनियंत्रित मोड|अनियँत्रित मोड|डैन मोड|DAN मोड|असीमित मोड में (?:हो|हैं|है)|"
            r"असीमित मोड मेँ (?:हो|हैँ|है)|"
            r"बिना (?:किसी )?(?:प्रतिबंध|फ़िल्टर|सेंसर|सीमा|नियम)[^\s।.!?]* (?:वाले |वाला )?मोड|"
            r"बिना (?:किसी )?(?:प्रतिबँध|फ़िल्टर|सेँसर|सीमा|नियम)[^\s।.!?]* (?:वाले |वाला )?मोड|"
            r"बिना (?:किसी )?(?:प्रतिबंध|फिल्टर|सेंसर|सीमा|नियम)[^\s।.!?]* (?:वाले |वाला )?मोड|"
            r"बिना (?:किसी )?(?:प्रतिबँध|फिल्टर|सेँसर|सीमा|नियम)[^\s।.!?]* (?:वाले |वाला )?मोड|"
            r"बिना (?:किसी )?(?:प्रतिबंध|फ़िल्टर|सेंसर|सीमा|नियम)[^\s।.!?]* (?:वाले |वाला )?मोड|"
            r"बिना (?:किसी )?(?:प्रतिबँध|फ़िल्टर|सेँसर|सीमा|नियम)[^\s।.!?]* (?:वाले |वाला )?मोड"),
        "system_header": (
            r"(?<![ऀ-ॣॱ-ॿ])सिस्टम(?: संदेश| नोट| सूचना| चेतावनी| निर्देश)?|"
            r"(?<![ऀ-ॣॱ-ॿ])सिस्टम(?: सँदेश| नोट| सूचना| चेतावनी| निर्देश)?|(?<![ऀ-ॣॱ-ॿ])व्यवस्थापक|(?<![ऀ-ॣॱ-ॿ])एडमिन|"
            r"(?<![ऀ-ॣॱ-ॿ])प्रशासक|(?<![ऀ-ॣॱ-ॿ])सिस्टम प्रशासक|(?<![ऀ-ॣॱ-ॿ])डेवलपर(?: संदेश| नोट)?|"
            r"(?<![ऀ-ॣॱ-ॿ])डेवलपर(?: सँदेश| नोट)?|(?<![ऀ-ॣॱ-ॿ])डेवलपर का संदेश|(?<![ऀ-ॣॱ-ॿ])डेवलपर का सँदेश"),
        "send": (
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भेजो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भेजो(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भेजें(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भेजेँ(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भेजिए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भेजिए(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भेजिये(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भेजिये(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भेज (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )भेज (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )सौंप (?:दें|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )सौँप (?:देँ|दो|दीजिए|दीजिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )फ़ॉरवर्ड (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )फ़ॉरवर्ड (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )फॉरवर्ड (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )फॉरवर्ड (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )फ़ॉरवर्ड (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )फ़ॉरवर्ड (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अग्रेषित (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अग्रेषित (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )पोस्ट (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )पोस्ट (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अपलोड (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )अपलोड (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )साझा (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )साझा (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )ईमेल (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )ईमेल (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )ट्रांसफर (?:कर (?:दें|दो|दीजिए|दीजिये|डालें|डालो)|करें|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )ट्राँसफर (?:कर (?:देँ|दो|दीजिए|दीजिये|डालेँ|डालो)|करेँ|करो|कीजिए|कीजिये|करिए|करिये)(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))(?!\s*,?\s*तो(?![ऀ-ॣॱ-ॿ]))"),
        "secret": (
            r"पासवर्ड|कूटशब्द|ईमेल पता|ईमेल पते|ई-मेल पता|ई-मेल पते|ईमेल आईडी|एपीआई कुंजी|एपीआई कुँजी|API कुंजी|"
            r"API कुँजी|एपीआई की|API key|एक्सेस टोकन|टोकन|token|क्रेडेंशियल|क्रेडेँशियल|लॉगिन विवरण|लॉग-इन विवरण|"
            r"निजी कुंजी|निजी कुँजी|गुप्त कुंजी|गुप्त कुँजी|बातचीत का (?:पूरा )?इतिहास|चैट इतिहास|चैट हिस्ट्री|"
            r"चैट का इतिहास|वार्तालाप इतिहास|पिछले (?:सभी |सारे )?संदेश|पिछले (?:सभी |सारे )?सँदेश|सभी पिछले संदेश|"
            r"सभी पिछले सँदेश|सारे पिछले संदेश|सारे पिछले सँदेश|यह बातचीत|इस बातचीत|पूरी बातचीत|"
            r"व्यक्तिगत (?:जानकारी|डेटा|डाटा)|निजी (?:जानकारी|डेटा)|गोपनीय (?:जानकारी|डेटा)|क्रेडिट कार्ड|कार्ड नंबर|"
            r"कार्ड नँबर|कार्ड संख्या|कार्ड सँख्या|ओटीपी|OTP"),
        # the fourteenth pass
        "tell_user": (
            r"(?<![ऀ-ॣॱ-ॿ])(?:उपयोगकर्ता(?:ओं)?|उपयोक्ता(?:ओं)?|प्रयोक्ता(?:ओं)?|यूज़र(?:्स)?|यूजर(?:्स)?|ग्राहक(?:ों)?|पाठक(?:ों)?|उन्हें|उन्हेँ|उनको)(?: को| से)?(?: [ऀ-ॣॱ-ॿ]+){0,3}? (?<!न )(?<!ना )(?<!मत )(?:बता|कह|समझा|जता|यक़ीन दिला|यकीन दिला|भरोसा दिला|विश्वास दिला|आश्वस्त कर|आश्वासन द|सूचित कर|चेतावनी द|राज़ी कर|राजी कर|क़ायल कर|कायल कर|मना)(?:(?:ें|ेँ|ो|िए|िये|ीजिए|ीजिये|एं|एँ|ओ|इए|इये| दें| देँ| दो| दीजिए| दीजिये| डालें| डालो)|(?:े|ए| दे)(?! (?:गए|गये|गई|हुए|जा|जाते|जाने)))(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?<!न )(?<!ना )(?<!मत )(?:बता|कह)(?:(?:ें|ेँ|ो|िए|िये|ीजिए|ीजिये|एं|एँ|ओ|इए|इये| दें| देँ| दो| दीजिए| दीजिये| डालें| डालो)|(?:े|ए| दे)(?! (?:गए|गये|गई|हुए|जा|जाते|जाने))) कि(?![ऀ-ॣॱ-ॿ])"),
        "false_claim": (
            r"(?<![ऀ-ॣॱ-ॿ])(?:पूरी तरह(?: से)?|पूर्णतः|पूर्णतया|बिल्कुल|बिलकुल|100%|सौ प्रतिशत|एकदम) (?:सुरक्षित|सत्यापित|वैध|असली|आधिकारिक|भरोसेमंद|विश्वसनीय|साफ़|साफ|सुरक्षित)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])सुरक्षित (?:है|हैं|रहेगा|रहेगी|होगा|होगी)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:सत्यापित|प्रमाणित|जाँचा|जांचा|स्कैन) (?:है|हैं|हो चुका|हो चुकी|किया गया|किया जा चुका|की गई|कर लिया गया)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:आधिकारिक|असली|वैध|प्रामाणिक) (?:है|हैं|वेबसाइट|साइट|लिंक|ऐप)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:भरोसेमंद|विश्वसनीय|भरोसे लायक|भरोसे के लायक)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:वायरस|मैलवेयर)(?:-| )?(?:मुक्त|फ्री|फ़्री)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:वायरस|मैलवेयर) से मुक्त(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])कोई (?:वायरस|मैलवेयर|ख़तरा|खतरा) नहीं(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:हानिरहित|निरापद)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:पार्सल|पैकेज|ऑर्डर|शिपमेंट)(?: [ऀ-ॣॱ-ॿ]+){0,3}? (?:कस्टम्स|कस्टम|सीमा शुल्क)(?: [ऀ-ॣॱ-ॿ]+){0,2}? (?:में|पर) (?:रुका|रुकी|अटका|अटकी|रोका|रोकी|फँसा|फंसा)|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:धोखाधड़ी|धोखाधड़ी|फ़र्ज़ी|फर्जी|नकली|घोटाला|स्कैम)(?: [ऀ-ॣॱ-ॿ]+)? (?:है|हैं|करते|करती|करता)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:खाता|खाते|अकाउंट)(?: [ऀ-ॣॱ-ॿ]+){0,4}? (?:लॉक|बंद|निलंबित|ब्लॉक|फ़्रीज़|फ्रीज|फ्रीज़|हैक|अवरुद्ध|निष्क्रिय|सस्पेंड|प्रतिबंधित)(?: कर)? (?:दिया गया|दी गई|हो गया|हो गई|हो चुका|हो जाएगा|हो जाएगी|कर दिया जाएगा|किया गया|किया जाएगा|है)(?![ऀ-ॣॱ-ॿ])"),
        "ask_user": (
            r"(?<![ऀ-ॣॱ-ॿ])(?:उपयोगकर्ता(?:ओं)?|उपयोक्ता(?:ओं)?|प्रयोक्ता(?:ओं)?|यूज़र(?:्स)?|यूजर(?:्स)?|ग्राहक(?:ों)?|पाठक(?:ों)?|उन्हें|उन्हेँ|उनको) से(?=[^।.!?\n]{0,50}?(?<!न )(?<!ना )(?<!मत )(?:माँग|मांग|पूछ|मँगवा|मंगवा|लिखवा|डलवा|भरवा)(?:ें|ेँ|ो|िए|िये|ीजिए|एं|एँ|ओ|इए|े| लें| लो| लीजिए)(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:उपयोगकर्ता(?:ओं)?|उपयोक्ता(?:ओं)?|प्रयोक्ता(?:ओं)?|यूज़र(?:्स)?|यूजर(?:्स)?|ग्राहक(?:ों)?|पाठक(?:ों)?|उन्हें|उन्हेँ|उनको) को(?=[^।.!?\n]{0,60}?(?:दर्ज|डालने|देने|भेजने|बताने|लिखने|टाइप|साझा) (?:करने )?(?:को|के लिए) (?:कह|बोल)(?:ें|ेँ|ो|िए|िये|ीजिए|े)(?![ऀ-ॣॱ-ॿ]))"),
        "credential": (
            r"पासवर्ड|कूटशब्द|पासकोड|(?:एटीएम|यूपीआई|ATM|UPI) पिन|(?<![ऀ-ॣॱ-ॿ])पिन (?:नंबर|नम्बर|कोड|संख्या)|ओटीपी|"
            r"\bOTP\b|\bCVV\b|सीवीवी|वन[- ]टाइम (?:पासवर्ड|कोड)|(?:सत्यापन|वेरिफ़िकेशन|वेरिफिकेशन|सुरक्षा) कोड|"
            r"(?<![ऀ-ॣॱ-ॿ])कार्ड (?:नंबर|नम्बर|संख्या|का नंबर|विवरण)|(?:क्रेडिट|डेबिट) कार्ड|"
            r"(?:रिकवरी|सीड|पुनर्प्राप्ति) (?:फ्रेज़|फ्रेज|वाक्यांश|कोड)|लॉगिन (?:विवरण|जानकारी|क्रेडेंशियल)|"
            r"क्रेडेंशियल|बैंक खाता (?:संख्या|नंबर)|(?<![ऀ-ॣॱ-ॿ])खाता (?:संख्या|नंबर)"),
        "harm": (
            r"(?<![ऀ-ॣॱ-ॿ])(?:सभी|सारी|सारे|सारा|पूरी|पूरा|पूरे|तमाम|समस्त)(?: [ऀ-ॣॱ-ॿ]+){0,3}? (?:को )?(?<!न )(?<!ना )(?<!मत )(?:हटा|मिटा|डिलीट कर|नष्ट कर|साफ़ कर|साफ कर|ख़त्म कर|खत्म कर|फ़ॉर्मैट कर|फॉर्मेट कर|फ़ॉर्मेट कर|उड़ा|उड़ा)(?:(?:ें|ेँ|ो|िए|िये|ीजिए|ीजिये|एं|एँ|ओ|इए|इये| दें| देँ| दो| दीजिए| दीजिये| डालें| डालो)|(?:े|ए| दे)(?! (?:गए|गये|गई|हुए|जा|जाते|जाने)))(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:डेटाबेस|डाटाबेस|रिपॉजिटरी|रिपॉज़िटरी|रिपोजिटरी|होम डायरेक्टरी|बैकअप|डिस्क|ड्राइव|सर्वर)(?: [ऀ-ॣॱ-ॿ]+){0,2}? (?:को )?(?<!न )(?<!ना )(?<!मत )(?:हटा|मिटा|डिलीट कर|नष्ट कर|साफ़ कर|साफ कर|ख़त्म कर|खत्म कर|फ़ॉर्मैट कर|फॉर्मेट कर|फ़ॉर्मेट कर|उड़ा|उड़ा)(?:(?:ें|ेँ|ो|िए|िये|ीजिए|ीजिये|एं|एँ|ओ|इए|इये| दें| देँ| दो| दीजिए| दीजिये| डालें| डालो)|(?:े|ए| दे)(?! (?:गए|गये|गई|हुए|जा|जाते|जाने)))(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))|"
            r"\brm -(?:rf|fr|r)\b|\bchmod -R 777\b|\bDROP (?:DATABASE|TABLE|SCHEMA)\b|\bshutdown (?:-[hrP]|now)\b|"
            r"\bpoweroff\b|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:पैसे|पैसा|रकम|राशि|धनराशि|रुपये|रुपए|रुपया|डॉलर|फ़ंड|फंड|बैलेंस|शेष राशि)(?: [ऀ-ॣॱ-ॿ]+){0,5}? (?<!न )(?<!ना )(?<!मत )(?:ट्रांसफ़र कर|ट्रांसफर कर|स्थानांतरित कर|भेज|जमा कर)(?:(?:ें|ेँ|ो|िए|िये|ीजिए|ीजिये|एं|एँ|ओ|इए|इये| दें| देँ| दो| दीजिए| दीजिये| डालें| डालो)|(?:े|ए| दे)(?! (?:गए|गये|गई|हुए|जा|जाते|जाने)))(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:गिफ़्ट|गिफ्ट|उपहार) (?:कार्ड|वाउचर)(?: [ऀ-ॣॱ-ॿ]+){0,2}? खरीद(?:ें|ो|िए|ीए|े|ने| लें| लो| लीजिए)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:एडमिन|व्यवस्थापक|प्रशासक|रूट|पूर्ण|पूरा|पूरे|मालिकाना)(?: [ऀ-ॣॱ-ॿ]+)? (?:अधिकार|एक्सेस|पहुंच|पहुँच|अनुमतियां|अनुमतियाँ|अनुमति)(?: [ऀ-ॣॱ-ॿ]+){0,2}? (?<!न )(?<!ना )(?<!मत )(?:दे|दें|देँ|दो|दीजिए|दीजिये|प्रदान करें|प्रदान करो|सौंप दें|सौंपें)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])सार्वजनिक (?:रूप से )?(?<!न )(?<!ना )(?<!मत )(?:साझा कर|शेयर कर|प्रकाशित कर|कर)(?:(?:ें|ेँ|ो|िए|िये|ीजिए|ीजिये|एं|एँ|ओ|इए|इये| दें| देँ| दो| दीजिए| दीजिये| डालें| डालो)|(?:े|ए| दे)(?! (?:गए|गये|गई|हुए|जा|जाते|जाने)))(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:फ़ायरवॉल|फायरवॉल|फ़ायरवाल|फायरवाल|एंटीवायरस|एन्टीवायरस|दो-?चरणीय (?:सत्यापन|प्रमाणीकरण)|दो-?कारक (?:सत्यापन|प्रमाणीकरण))(?: [ऀ-ॣॱ-ॿ]+){0,2}? (?:को )?(?<!न )(?<!ना )(?<!मत )(?:बंद कर|अक्षम कर|निष्क्रिय कर|डिसेबल कर|हटा)(?:(?:ें|ेँ|ो|िए|िये|ीजिए|ीजिये|एं|एँ|ओ|इए|इये| दें| देँ| दो| दीजिए| दीजिये| डालें| डालो)|(?:े|ए| दे)(?! (?:गए|गये|गई|हुए|जा|जाते|जाने)))(?![ऀ-ॣॱ-ॿ])(?!\s*(?:नहीं|नहीँ|मत|न)(?![ऀ-ॣॱ-ॿ]))"),
        "no_confirm": (
            r"(?<![ऀ-ॣॱ-ॿ])(?:पूछे|बताए|बताये|सूचित किए|सूचित किये|इजाज़त लिए|इजाजत लिए|अनुमति लिए|पुष्टि लिए|मंज़ूरी लिए|मंजूरी लिए) बिना(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])बिना (?:किसी (?:की )?)?(?:पूछे|बताए|बताये|पुष्टि|अनुमति|इजाज़त|इजाजत|मंज़ूरी|मंजूरी|स्वीकृति|सहमति)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:पुष्टि|अनुमति|इजाज़त|इजाजत|मंज़ूरी|मंजूरी|स्वीकृति|कन्फ़र्मेशन|कन्फर्मेशन)(?: [ऀ-ॣॱ-ॿ]+){0,2}? (?:न|मत|ना) (?:माँग|मांग|पूछ|ल|ले)(?:ें|ेँ|ो|िए|ना|नी|े)?(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:पुष्टि|कन्फ़र्मेशन|कन्फर्मेशन|अनुमोदन)(?: स्क्रीन| चरण| संवाद| पेज| विंडो)? (?:को )?(?:छोड़|छोड़|स्किप कर|नज़रअंदाज़ कर|अनदेखा कर)|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:उपयोगकर्ता(?:ओं)?|उपयोक्ता(?:ओं)?|प्रयोक्ता(?:ओं)?|यूज़र(?:्स)?|यूजर(?:्स)?|ग्राहक(?:ों)?|पाठक(?:ों)?|उन्हें|उन्हेँ|उनको) को (?:इसके बारे में |इस बारे में |इसकी |कुछ भी |कुछ |यह )?(?:न|मत|ना) (?:बता|कह|जता)(?:एं|एँ|ओ|इए|ना|ें|ो|िए|े|ए)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:का|की|के बारे में) (?:ज़िक्र|जिक्र|उल्लेख|चर्चा) (?:न|मत|ना) (?:करें|करो|करे|कीजिए|करना)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:चुपचाप|चुपके से|चुपके-चुपके|गुप्त रूप से|छिपकर|छुपकर)(?![ऀ-ॣॱ-ॿ])"),
        "use_tool": (
            r"(?<![ऀ-ॣॱ-ॿ])(?:अपने|अपना|अपनी|आपके|तुम्हारे)(?: [ऀ-ॣॱ-ॿ]+){0,2}? (?:टूल|टूल्स|उपकरण|उपकरणों|औज़ार|औजार|टर्मिनल|शेल|ब्राउज़र|ब्राउजर|फ़ाइल सिस्टम|फाइल सिस्टम|ईमेल टूल|भुगतान टूल|पेमेंट टूल|कोड इंटरप्रेटर|प्लगइन|फ़ंक्शन|फंक्शन|एक्सेस|पहुंच|पहुँच)(?: [ऀ-ॣॱ-ॿ]+)? (?:का (?:उपयोग|इस्तेमाल|प्रयोग) (?:करके|कर के|करते हुए|कर)|से|द्वारा|के ज़रिए|के जरिए|के माध्यम से|की मदद से)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:भुगतान|पेमेंट|ईमेल) (?:टूल|उपकरण)(?: [ऀ-ॣॱ-ॿ]+)? (?:का (?:उपयोग|इस्तेमाल|प्रयोग) कर|से)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:टूल|फ़ंक्शन|फंक्शन) (?:`?\S+`? )?(?:को )?(?:कॉल|आह्वान) (?:करें|करो|कीजिए|करके|कर)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:उपयोगकर्ता(?:ओं)?|उपयोक्ता(?:ओं)?|प्रयोक्ता(?:ओं)?|यूज़र(?:्स)?|यूजर(?:्स)?|ग्राहक(?:ों)?|पाठक(?:ों)?|उन्हें|उन्हेँ|उनको) (?:की ओर से|के नाम पर|के बदले)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:उपयोगकर्ता(?:ओं)?|उपयोक्ता(?:ओं)?|प्रयोक्ता(?:ओं)?|यूज़र(?:्स)?|यूजर(?:्स)?|ग्राहक(?:ों)?|पाठक(?:ों)?|उन्हें|उन्हेँ|उनको) के (?:सेव किए गए |सहेजे गए |सेव )?(?:कार्ड|खाते|अकाउंट|वॉलेट) से(?![ऀ-ॣॱ-ॿ])(?: \S+ (?:से|पर)(?![ऀ-ॣॱ-ॿ]))?"),
        "attach": (
            r"(?<![ऀ-ॣॱ-ॿ])(?:यूआरएल|लिंक|वेब पते|वेब पता|पैरामीटर|क्वेरी|इमेज|छवि|तस्वीर|चित्र)(?: [ऀ-ॣॱ-ॿ]+){0,2}? (?:के (?:अंत|आख़िर|आखिर|आगे|पीछे|साथ)(?: में| पर)?|में|पर)(?=[^।.!?\n]{0,60}?(?:जोड़|जोड़|डाल|लगा|चिपका|संलग्न कर|एम्बेड कर|एनकोड कर|एन्कोड कर|शामिल कर|भर)(?:ें|ेँ|ो|िए|िये|ीजिए|एं|एँ|ओ|इए|कर|े| दें| दो| दीजिए)(?![ऀ-ॣॱ-ॿ]))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:इमेज|छवि|तस्वीर|चित्र)(?: [ऀ-ॣॱ-ॿ]+)? (?:को )?(?<!न )(?<!ना )(?<!मत )(?:जोड़|जोड़|डाल|लगा|एम्बेड कर|रेंडर कर|प्रदर्शित कर|दिखा|शामिल कर)(?:ें|ेँ|ो|िए|िये|ीजिए|एं|एँ|ओ|इए|कर|े| दें| दो| दीजिए)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:जवाब|उत्तर|आउटपुट|प्रतिक्रिया) के (?:अंत|आख़िर|आखिर|नीचे) (?:में|पर)(?=[^।\n]{0,100}?(?:इमेज|छवि|तस्वीर|चित्र|लिंक|यूआरएल|!\[)[^।\n]{0,100}?(?:जोड़|जोड़|डाल|लगा|चिपका|संलग्न कर|एम्बेड कर|एनकोड कर|एन्कोड कर|शामिल कर|भर)(?:ें|ेँ|ो|िए|िये|ीजिए|एं|एँ|ओ|इए|कर|े| दें| दो| दीजिए)(?![ऀ-ॣॱ-ॿ]))"),
        "your_reply": (
            r"(?<![ऀ-ॣॱ-ॿ])(?:आपका|आपकी|आपके|तुम्हारा|तुम्हारी|तुम्हारे|तेरा|तेरी|तेरे)(?: (?:पूरा|पूरी|पूरे|संपूर्ण|अंतिम|एकमात्र|अगला|अगली))? (?:जवाब|उत्तर|प्रतिक्रिया|प्रत्युत्तर|आउटपुट|रिप्लाई|रिस्पॉन्स)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:अपने|अपना|अपनी) (?:पूरे |पूरा |पूरी |अंतिम )?(?:जवाब|उत्तर|आउटपुट|प्रतिक्रिया)(?![ऀ-ॣॱ-ॿ])"),
        "nothing_else": (
            r"(?<![ऀ-ॣॱ-ॿ])(?:और|इसके (?:अलावा|सिवा|सिवाय)|इसके अतिरिक्त) कुछ (?:भी )?(?:नहीं|नहीँ|न|मत)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])कुछ (?:और|अन्य|भी और) (?:न|मत|नहीं) (?:लिखें|लिखो|कहें|कहो|बोलें|बोलो|जोड़ें|जोड़ें|जोड़ो)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])कोई (?:और|अन्य|दूसरा|अतिरिक्त|भी) (?:शब्द|पाठ|टिप्पणी|वाक्य|अक्षर|स्पष्टीकरण|व्याख्या)(?: [ऀ-ॣॱ-ॿ]+){0,2}? (?:नहीं|न|मत)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])बिना (?:किसी )?(?:स्पष्टीकरण|व्याख्या|टिप्पणी|भूमिका|अतिरिक्त (?:पाठ|शब्द))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:स्पष्टीकरण|व्याख्या|टिप्पणी)(?: [ऀ-ॣॱ-ॿ]+)? (?:के )?बिना(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:स्पष्टीकरण|व्याख्या) (?:न|मत) (?:दें|दो|दीजिए|दे|लिखें|लिखो)(?![ऀ-ॣॱ-ॿ])"),
        "safety": (
            r"(?<![ऀ-ॣॱ-ॿ])(?:सुरक्षा|सेफ़्टी|सेफ्टी) (?:फ़िल्टर|फिल्टर|नीति|नीतियां|नीतियाँ|दिशानिर्देश|प्रतिबंध|सीमाएं|सीमाएँ|परत|तंत्र|उपाय|गार्डरेल|नियम)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:कंटेंट|सामग्री) (?:फ़िल्टर|फिल्टर|नीति|पॉलिसी|मॉडरेशन|नियंत्रण|प्रतिबंध|नियम)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:मॉडरेशन|गार्डरेल|गार्डरेल्स)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:उपयोग|इस्तेमाल) (?:नीति|नीतियां|नीतियाँ|पॉलिसी)(?![ऀ-ॣॱ-ॿ])"),
        "off": (
            r"(?<![ऀ-ॣॱ-ॿ])(?:अक्षम|निष्क्रिय|बंद|हटा|स्थगित|निलंबित|रद्द|डिसेबल|समाप्त)(?: कर)? (?:दिए|दिया|दी|दिये|ली|लिए|लिया) (?:गए|गया|गई|गये)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:अक्षम|निष्क्रिय|बंद|निलंबित|डिसेबल) (?:हैं|है|हो (?:गए|गया|गई|चुके|चुका|चुकी))(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])अब (?:लागू|सक्रिय|प्रभावी|मान्य) नहीं(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:लागू|सक्रिय|प्रभावी) नहीं (?:है|हैं|होती|होते|रहे|रही)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])परवाह (?:किए|किये|करे|करें|करते हुए) बिना(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:अनदेखा|नज़रअंदाज़|नजरअंदाज) (?:किया|किए|की) जा (?:सकता|सकते|सकती)(?![ऀ-ॣॱ-ॿ])"),
        "doc_end": (
            r"(?<![ऀ-ॣॱ-ॿ])(?:दस्तावेज़|दस्तावेज|ईमेल|ई-मेल|संदेश|पृष्ठ|पेज|पाठ|लेख|संदर्भ)(?: का| की)? (?:अंत|समाप्त|समाप्ति|समापन|ख़त्म|खत्म)(?![ऀ-ॣॱ-ॿ])(?=\s*(?:-{2,}|={2,}|\*{2,}|#{2,}|\]|>|\)|$))|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:दस्तावेज़|दस्तावेज|पाठ|ईमेल|संदेश)(?: [ऀ-ॣॱ-ॿ]+)? (?:यहाँ|यहां) (?:समाप्त|ख़त्म|खत्म) (?:होता|होती|हो रहा|हो रही|हुआ|हुई)(?![ऀ-ॣॱ-ॿ])"),
        "addressee": (
            r"(?<![ऀ-ॣॱ-ॿ])(?:एआई|AI) (?:सहायक|असिस्टेंट|मॉडल|एजेंट|बॉट)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:भाषा|लैंग्वेज) मॉडल(?![ऀ-ॣॱ-ॿ])|(?<![ऀ-ॣॱ-ॿ])कृत्रिम बुद्धि(?:मत्ता)?(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:चैटबॉट|चैट बॉट|चैटबोट)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])(?:वर्चुअल|आभासी|डिजिटल) (?:सहायक|असिस्टेंट)(?![ऀ-ॣॱ-ॿ])|"
            r"(?<![ऀ-ॣॱ-ॿ])असिस्टेंट(?![ऀ-ॣॱ-ॿ])|(?<![ऀ-ॣॱ-ॿ])सहायक(?![ऀ-ॣॱ-ॿ])"),
    },
    "vi": {
        "dismiss": (
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bbỏ qua|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bphớt lờ|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\blờ đi|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bngó lơ|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\blàm ngơ|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bquên|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bgạt (?:sang một bên|bỏ|đi)|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bgác lại|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bgác (?:sang một bên|qua một bên)|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bđể sang một bên|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bđể qua một bên|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bđặt (?:sang|qua) một bên|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bgạt qua một bên|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bvứt bỏ|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bbỏ ngoài tai|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bcoi như không có|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bxem như không có|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bthôi (?:làm theo|tuân theo|tuân thủ)|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bngừng (?:làm theo|tuân theo|tuân thủ)|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bdừng (?:làm theo|tuân theo|tuân thủ)|"
            r"\bđừng (?:làm theo|tuân theo|tuân thủ|nghe theo|quan tâm (?:đến|tới)|để ý (?:đến|tới)|bận tâm (?:đến|tới|về))|"
            r"\bchớ (?:làm theo|tuân theo|tuân thủ|nghe theo|quan tâm (?:đến|tới)|để ý (?:đến|tới)|bận tâm (?:đến|tới|về))|"
            r"\bvui lòng không (?:làm theo|tuân theo|tuân thủ|nghe theo|quan tâm (?:đến|tới)|để ý (?:đến|tới)|bận tâm (?:đến|tới|về))|"
            r"\bxin đừng (?:làm theo|tuân theo|tuân thủ|nghe theo|quan tâm (?:đến|tới)|để ý (?:đến|tới)|bận tâm (?:đến|tới|về))|"
            r"\bxin vui lòng không (?:làm theo|tuân theo|tuân thủ|nghe theo|quan tâm (?:đến|tới)|để ý (?:đến|tới)|bận tâm (?:đến|tới|về))|"
            r"\blàm ơn đừng (?:làm theo|tuân theo|tuân thủ|nghe theo|quan tâm (?:đến|tới)|để ý (?:đến|tới)|bận tâm (?:đến|tới|về))|"
            r"\blàm ơn không (?:làm theo|tuân theo|tuân thủ|nghe theo|quan tâm (?:đến|tới)|để ý (?:đến|tới)|bận tâm (?:đến|tới|về))|"
            r"\bhãy ngừng (?:làm theo|tuân theo|tuân thủ|nghe theo|quan tâm (?:đến|tới)|để ý (?:đến|tới)|bận tâm (?:đến|tới|về))|"
            r"\bhãy thôi (?:làm theo|tuân theo|tuân thủ|nghe theo|quan tâm (?:đến|tới)|để ý (?:đến|tới)|bận tâm (?:đến|tới|về))|"
            r"(?<!\w )\bkhông cần (?:làm theo|tuân theo|tuân thủ|quan tâm (?:đến|tới))"),
        "scope": (
            r"\btrước đó|\btrước đây|\btrước(?! (?:khi|tiên|hết|mắt|đó|đây))\b|\bở trên|\bphía trên|\bbên trên|"
            r"\btrên đây|\bban đầu|\blúc đầu|\bmọi\b|\btất cả|\btoàn bộ|\bhết thảy|\bgốc\b|"
            r"\bđã được (?:đưa|cung cấp|giao|đặt ra)|\bbạn (?:đã )?(?:được|nhận)|\bhiện (?:tại|có|hành)|\bcũ\b|"
            r"\bbất kỳ|\bbất cứ"),
        "rules": (
            r"\bhướng dẫn(?! (?:sau|này|dưới đây|bên dưới|tiếp theo|kèm theo|chi tiết))|"
            r"\bchỉ dẫn(?! (?:sau|này|dưới đây|bên dưới|tiếp theo|kèm theo|chi tiết))|"
            r"\bquy tắc(?! (?:sau|này|dưới đây|bên dưới|tiếp theo|kèm theo|chi tiết))|"
            r"\bchỉ thị(?! (?:sau|này|dưới đây|bên dưới|tiếp theo|kèm theo|chi tiết))|"
            r"\bnguyên tắc(?! (?:sau|này|dưới đây|bên dưới|tiếp theo|kèm theo|chi tiết))|"
            r"\bchỉ đạo(?! (?:sau|này|dưới đây|bên dưới|tiếp theo|kèm theo|chi tiết))|"
            r"\bmệnh lệnh(?! (?:sau|này|dưới đây|bên dưới|tiếp theo|kèm theo|chi tiết))|"
            r"\bquy định(?! (?:sau|này|dưới đây|bên dưới|tiếp theo|kèm theo|chi tiết))|"
            r"\bprompt\b(?! (?:sau|này|dưới đây|bên dưới|tiếp theo|kèm theo|chi tiết))"),
        "your_rules": (
            r"\bhướng dẫn(?: (?:trước đó|trước đây|trước|ban đầu|lúc đầu|cũ|gốc|hệ thống|hiện tại|hiện có|đã (?:có|nhận)))? của bạn\b|"
            r"\bchỉ dẫn(?: (?:trước đó|trước đây|trước|ban đầu|lúc đầu|cũ|gốc|hệ thống|hiện tại|hiện có|đã (?:có|nhận)))? của bạn\b|"
            r"\bquy tắc(?: (?:trước đó|trước đây|trước|ban đầu|lúc đầu|cũ|gốc|hệ thống|hiện tại|hiện có|đã (?:có|nhận)))? của bạn\b|"
            r"\bchỉ thị(?: (?:trước đó|trước đây|trước|ban đầu|lúc đầu|cũ|gốc|hệ thống|hiện tại|hiện có|đã (?:có|nhận)))? của bạn\b|"
            r"\bnguyên tắc(?: (?:trước đó|trước đây|trước|ban đầu|lúc đầu|cũ|gốc|hệ thống|hiện tại|hiện có|đã (?:có|nhận)))? của bạn\b|"
            r"\bchỉ đạo(?: (?:trước đó|trước đây|trước|ban đầu|lúc đầu|cũ|gốc|hệ thống|hiện tại|hiện có|đã (?:có|nhận)))? của bạn\b|"
            r"\bmệnh lệnh(?: (?:trước đó|trước đây|trước|ban đầu|lúc đầu|cũ|gốc|hệ thống|hiện tại|hiện có|đã (?:có|nhận)))? của bạn\b|"
            r"\bquy định(?: (?:trước đó|trước đây|trước|ban đầu|lúc đầu|cũ|gốc|hệ thống|hiện tại|hiện có|đã (?:có|nhận)))? của bạn\b|"
            r"\bhướng dẫn (?:trước đó|trước đây|ban đầu|lúc đầu)|\bchỉ dẫn (?:trước đó|trước đây|ban đầu|lúc đầu)|"
            r"\bquy tắc (?:trước đó|trước đây|ban đầu|lúc đầu)|\bchỉ thị (?:trước đó|trước đây|ban đầu|lúc đầu)|"
            r"\bnguyên tắc (?:trước đó|trước đây|ban đầu|lúc đầu)|\bchỉ đạo (?:trước đó|trước đây|ban đầu|lúc đầu)|"
            r"\bmệnh lệnh (?:trước đó|trước đây|ban đầu|lúc đầu)|\bquy định (?:trước đó|trước đây|ban đầu|lúc đầu)|"
            r"\bhướng dẫn (?:mà )?bạn (?:đã )?(?:được|nhận)|\bchỉ dẫn (?:mà )?bạn (?:đã )?(?:được|nhận)|"
            r"\bquy tắc (?:mà )?bạn (?:đã )?(?:được|nhận)|\bchỉ thị (?:mà )?bạn (?:đã )?(?:được|nhận)|"
            r"\bnguyên tắc (?:mà )?bạn (?:đã )?(?:được|nhận)|\bchỉ đạo (?:mà )?bạn (?:đã )?(?:được|nhận)|"
            r"\bmệnh lệnh (?:mà )?bạn (?:đã )?(?:được|nhận)|\bquy định (?:mà )?bạn (?:đã )?(?:được|nhận)"),
        "void": (
            r"\bđã bị hủy|\bbị hủy bỏ|\bđã hủy bỏ|\bđã được hủy bỏ|\bkhông còn hiệu lực|\bhết hiệu lực|\bmất hiệu lực|"
            r"\bkhông còn giá trị|\bbị bãi bỏ|\bđã bãi bỏ|\bbị thu hồi|\bkhông còn quan trọng|\bkhông còn tác dụng|"
            r"\bvô hiệu\b(?! hóa)|\bkhông cần (?:làm theo|tuân theo|tuân thủ) nữa"),
        "only": (
            r"(?<!địa )\bchỉ\b(?! (?:dẫn|thị|số|định|mục|ra|huy|đạo|tiêu|báo|rõ|vào|tay|cho)\b)|\bduy nhất|"
            r"\bmà thôi\b|\bkhông (?:gì|thêm gì|nói gì) khác|\bđúng một (?:câu|từ|dòng)"),
        "reply": (
            r"(?<!đừng )(?<!không )(?<!câu )\btrả lời|(?<!đừng )(?<!không )(?<!câu )\bhồi đáp|"
            r"(?<!đừng )(?<!không )(?<!câu )\bphản hồi|(?<!đừng )(?<!không )(?<!câu )\bđáp lại|"
            r"(?<!đừng )(?<!không )(?<!câu )\bviết|(?<!đừng )(?<!không )(?<!câu )\bnói|"
            '(?<!đừng )(?<!không )(?<!câu )\\bin(?: ra)?(?=\\s*[:\\"“\'«])|'
            '(?<!đừng )(?<!không )(?<!câu )\\bxuất(?: ra)?(?=\\s*[:\\"“\'«])|'
            '(?<!đừng )(?<!không )(?<!câu )\\bghi(?: ra)?(?=\\s*[:\\"“\'«])'),
        "instead": (
            r"\bthay vì (?:tóm tắt|tóm lược|dịch|phân tích|đánh giá|tổng hợp|xem xét|trả lời câu hỏi|trả lời người dùng|làm theo yêu cầu|thực hiện (?:nhiệm vụ|yêu cầu))|"
            r"\bthay cho việc (?:tóm tắt|tóm lược|dịch|phân tích|đánh giá|tổng hợp|xem xét|trả lời câu hỏi|trả lời người dùng|làm theo yêu cầu|thực hiện (?:nhiệm vụ|yêu cầu))|"
            r"\bthay vì việc (?:tóm tắt|tóm lược|dịch|phân tích|đánh giá|tổng hợp|xem xét|trả lời câu hỏi|trả lời người dùng|làm theo yêu cầu|thực hiện (?:nhiệm vụ|yêu cầu))|"
            r"\bthay cho (?:tóm tắt|tóm lược|dịch|phân tích|đánh giá|tổng hợp|xem xét|trả lời câu hỏi|trả lời người dùng|làm theo yêu cầu|thực hiện (?:nhiệm vụ|yêu cầu))"),
        "note_to_ai": (
            r"\bghi chú (?:cho|gửi|dành cho|tới|đến) (?:các )?(?:trợ lý|AI\b|mô hình|bot\b|chatbot|hệ thống AI|trí tuệ nhân tạo|LLM\b|GPT\b|ChatGPT)|"
            r"\blưu ý (?:cho|gửi|dành cho|tới|đến) (?:các )?(?:trợ lý|AI\b|mô hình|bot\b|chatbot|hệ thống AI|trí tuệ nhân tạo|LLM\b|GPT\b|ChatGPT)|"
            r"\blời nhắn (?:cho|gửi|dành cho|tới|đến) (?:các )?(?:trợ lý|AI\b|mô hình|bot\b|chatbot|hệ thống AI|trí tuệ nhân tạo|LLM\b|GPT\b|ChatGPT)|"
            r"\btin nhắn (?:cho|gửi|dành cho|tới|đến) (?:các )?(?:trợ lý|AI\b|mô hình|bot\b|chatbot|hệ thống AI|trí tuệ nhân tạo|LLM\b|GPT\b|ChatGPT)|"
            r"\bthông điệp (?:cho|gửi|dành cho|tới|đến) (?:các )?(?:trợ lý|AI\b|mô hình|bot\b|chatbot|hệ thống AI|trí tuệ nhân tạo|LLM\b|GPT\b|ChatGPT)|"
            r"\bchú ý (?:cho|gửi|dành cho|tới|đến) (?:các )?(?:trợ lý|AI\b|mô hình|bot\b|chatbot|hệ thống AI|trí tuệ nhân tạo|LLM\b|GPT\b|ChatGPT)|"
            r"\bnhắn (?:cho|gửi|dành cho|tới|đến) (?:các )?(?:trợ lý|AI\b|mô hình|bot\b|chatbot|hệ thống AI|trí tuệ nhân tạo|LLM\b|GPT\b|ChatGPT)|"
            r"\bthông báo (?:cho|gửi|dành cho|tới|đến) (?:các )?(?:trợ lý|AI\b|mô hình|bot\b|chatbot|hệ thống AI|trí tuệ nhân tạo|LLM\b|GPT\b|ChatGPT)|"
            r"\bgửi (?:trợ lý|AI\b|mô hình|chatbot)"),
        "leak_obj": (
            r"\blời nhắc hệ thống|\bprompt hệ thống|\bhướng dẫn ẩn|\bchỉ dẫn ẩn|\bchỉ thị ẩn|\bhướng dẫn bí mật|"
            r"\bchỉ dẫn bí mật|\bchỉ thị bí mật|\bquy tắc ẩn|\bquy tắc bí mật|"
            r"\bhướng dẫn (?:hệ thống|ban đầu|gốc|đầu tiên|khởi tạo)(?: \w+)? của bạn|"
            r"\bchỉ dẫn (?:hệ thống|ban đầu|gốc|đầu tiên|khởi tạo)(?: \w+)? của bạn|"
            r"\bchỉ thị (?:hệ thống|ban đầu|gốc|đầu tiên|khởi tạo)(?: \w+)? của bạn|"
            r"\bquy tắc (?:hệ thống|ban đầu|gốc|đầu tiên|khởi tạo)(?: \w+)? của bạn|"
            r"\blời nhắc (?:hệ thống|ban đầu|gốc|đầu tiên|khởi tạo)(?: \w+)? của bạn|"
            r"\bhướng dẫn (?:mà )?bạn (?:đã )?(?:được|nhận) (?:\w+ ){0,2}?(?:lúc đầu|ban đầu|từ đầu|khi bắt đầu)|"
            r"\bchỉ dẫn (?:mà )?bạn (?:đã )?(?:được|nhận) (?:\w+ ){0,2}?(?:lúc đầu|ban đầu|từ đầu|khi bắt đầu)|"
            r"\bchỉ thị (?:mà )?bạn (?:đã )?(?:được|nhận) (?:\w+ ){0,2}?(?:lúc đầu|ban đầu|từ đầu|khi bắt đầu)|"
            r"\bquy tắc (?:mà )?bạn (?:đã )?(?:được|nhận) (?:\w+ ){0,2}?(?:lúc đầu|ban đầu|từ đầu|khi bắt đầu)|"
            r"\blời nhắc (?:mà )?bạn (?:đã )?(?:được|nhận) (?:\w+ ){0,2}?(?:lúc đầu|ban đầu|từ đầu|khi bắt đầu)|"
            r"\btin nhắn (?:đầu tiên|đầu) (?:của|trong) (?:cuộc |đoạn )?(?:trò chuyện|hội thoại|đối thoại|chat)(?: này| của chúng ta)|"
            r"\bthông điệp (?:đầu tiên|đầu) (?:của|trong) (?:cuộc |đoạn )?(?:trò chuyện|hội thoại|đối thoại|chat)(?: này| của chúng ta)|"
            r"\blời nhắn (?:đầu tiên|đầu) (?:của|trong) (?:cuộc |đoạn )?(?:trò chuyện|hội thoại|đối thoại|chat)(?: này| của chúng ta)|"
            r"\bcâu (?:đầu tiên|đầu) (?:của|trong) (?:cuộc |đoạn )?(?:trò chuyện|hội thoại|đối thoại|chat)(?: này| của chúng ta)|"
            r"\btin nhắn đầu tiên (?:mà )?bạn (?:đã )?nhận"),
        "show": (
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bin ra\b|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bin (?=nguyên|toàn|đầy|lại|hết|tất|chính xác|từng)|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bhiển thị|(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\btiết lộ|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bcho (?:tôi |chúng tôi )?xem|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\blặp lại|(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bnhắc lại|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bviết (?:ra|lại)|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bxuất ra|(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bchia sẻ|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bsao chép|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bchép (?:lại|ra)|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\btrích dẫn|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bđọc (?:to|lại)|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bliệt kê|(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bnói ra|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bkể ra|(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bcung cấp|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bđưa ra|(?<!đừng )(?<!không )(?<!sẽ )(?<!được )\bdán"),
        "act_as": (
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!nó )(?<!sinh )\bhành động như|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!nó )(?<!sinh )\bhành động với tư cách|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!nó )(?<!sinh )\bhành xử như|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!nó )(?<!sinh )\bcư xử như|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!nó )(?<!sinh )\bđóng vai(?! trò)|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!nó )(?<!sinh )\bnhập vai|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!nó )(?<!sinh )\bvào vai|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!nó )(?<!sinh )\bgiả vờ (?:là|làm|như)|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!nó )(?<!sinh )\bgiả làm|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!nó )(?<!sinh )\bgiả sử bạn là|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!nó )(?<!sinh )\btưởng tượng (?:rằng )?bạn là|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!nó )(?<!sinh )\bhãy coi (?:mình|bản thân) là|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!nó )(?<!sinh )\bhãy là|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!nó )(?<!sinh )\bhãy trở thành|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!nó )(?<!sinh )\btrở thành|"
            r"(?<!đừng )(?<!không )(?<!sẽ )(?<!nó )(?<!sinh )\bhóa thân thành"),
        "unbound": (
            r"\bkhông có (?:bất kỳ |bất cứ |một )?(?:quy tắc|giới hạn|hạn chế|ràng buộc|bộ lọc|kiểm duyệt|nguyên tắc|đạo đức|luân lý)|"
            r"\bkhông (?:bị )?(?:giới hạn|hạn chế|ràng buộc|kiểm duyệt)|\bkhông bao giờ từ chối|\bkhông từ chối|"
            r"\bvô đạo đức|\bbất chấp (?:đạo đức|quy tắc|mọi quy tắc)|\bphi đạo đức|"
            r"\bkhông (?:tuân theo|quan tâm (?:đến|tới)) (?:bất kỳ |mọi )?(?:quy tắc|nguyên tắc|đạo đức)|"
            r"\bkhông (?:có )?(?:đạo đức|luân lý)|\bthoát khỏi mọi (?:giới hạn|ràng buộc|quy tắc)"),
        "only_task": (
            r"\bnhiệm vụ duy nhất (?:của bạn|bây giờ|hiện giờ|lúc này)|\bcông việc duy nhất của bạn|"
            r"\bviệc duy nhất của bạn|\bnhiệm vụ của bạn (?:bây giờ |giờ đây |lúc này |hiện tại )?chỉ (?:còn )?là|"
            r"\bbạn chỉ có (?:một|1) nhiệm vụ|"
            r"\bviệc duy nhất (?:mà )?bạn (?:cần|phải|được phép) làm (?:bây giờ|lúc này|giờ đây|từ giờ|từ bây giờ)|"
            r"\bđiều duy nhất (?:mà )?bạn (?:cần|phải|được phép) làm (?:bây giờ|lúc này|giờ đây|từ giờ|từ bây giờ)|"
            r"\bnhiệm vụ duy nhất (?:mà )?bạn (?:cần|phải|được phép) làm (?:bây giờ|lúc này|giờ đây|từ giờ|từ bây giờ)"),
        "unbound_mode": (
            r"\bchế độ không (?:bị )?(?:kiểm duyệt|lọc|ràng buộc)|"
            r"\bchế độ không có (?:bộ lọc|kiểm duyệt|giới hạn|hạn chế|quy tắc|ràng buộc)|"
            r"\bchế độ (?:jailbreak|bẻ khóa|vượt ngục|DAN\b|vô đạo đức)|"
            r"\bbạn (?:(?:đang|hiện|giờ|bây giờ|hiện tại|đã) )*(?:ở|trong|vào|được chuyển sang) (?:trong )?chế độ không (?:bị )?(?:giới hạn|hạn chế)"),
        "system_header": r"\bhệ thống|\bthông báo hệ thống|\btin nhắn hệ thống|\bquản trị viên|\bnhà phát triển",
        "send": (
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bgửi|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bchuyển tiếp|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bchuyển (?:toàn bộ|tất cả|hết)|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\btải lên|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bđăng (?:lên|tải)|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bchia sẻ|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bsao chép|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!nên )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!nó )(?<!họ )(?<!tôi )(?<!cần )(?<!bao giờ )(?<!chưa )\bdán"),
        "secret": (
            r"\bmật khẩu|\bmật mã|\bthông tin đăng nhập|\bthông tin xác thực|\bkhóa API|\bAPI key|\bmã thông báo|"
            r"\btoken|\bkhóa bí mật|\bkhóa riêng|\blịch sử (?:trò chuyện|hội thoại|tin nhắn|chat)|\btin nhắn trước|"
            r"\bcác tin nhắn (?:trước|cũ|ở trên)|\btoàn bộ (?:cuộc |đoạn )?(?:trò chuyện|hội thoại)|"
            r"\bcuộc (?:trò chuyện|hội thoại) này|\bdữ liệu cá nhân|\bthông tin cá nhân|\bthẻ tín dụng|"
            r"\bđịa chỉ e-?mail (?:và|của (?:người dùng|khách hàng|tất cả|mọi))|\bmã OTP|\bmã xác (?:minh|thực)|"
            r"\bcookie|\bdữ liệu người dùng|\bsố điện thoại (?:và|của (?:người dùng|khách hàng))"),
        # the fourteenth pass
        "tell_user": (
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!khi )(?<!nó )(?<!tôi )(?<!chưa )(?<!trình )(?<!dụng )(?<!mềm )(?<!thống )(?<!lệnh )(?<!thông )(?<!cảnh )(?<!đảm )(?<!bảo )(?<!khẳng )(?<!cam )\b(?:nói|bảo|báo|thông báo|nhắn|khẳng định|xác nhận|đảm bảo|bảo đảm|cam đoan|cam kết|trấn an|thuyết phục|cảnh báo|nhắc|giải thích|trả lời|đáp)(?: lại| rõ| ngay)?(?: (?:với|cho|tới|đến))? (?:(?:(?:các|những|mọi|tất cả) )?(?:người dùng|người sử dụng|khách hàng|người đọc|bạn đọc|khách truy cập|người xem|chủ tài khoản|nạn nhân)|họ\b)|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!khi )(?<!nó )(?<!tôi )(?<!chưa )(?<!trình )(?<!dụng )(?<!mềm )(?<!thống )(?<!lệnh )\bcho (?:(?:(?:các|những|mọi|tất cả) )?(?:người dùng|người sử dụng|khách hàng|người đọc|bạn đọc|khách truy cập|người xem|chủ tài khoản|nạn nhân)|họ\b) biết\b|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!khi )(?<!nó )(?<!tôi )(?<!chưa )(?<!trình )(?<!dụng )(?<!mềm )(?<!thống )(?<!lệnh )\b(?:làm|khiến) (?:cho )?(?:(?:(?:các|những|mọi|tất cả) )?(?:người dùng|người sử dụng|khách hàng|người đọc|bạn đọc|khách truy cập|người xem|chủ tài khoản|nạn nhân)|họ\b) (?:tin|tưởng|nghĩ|yên tâm)\b"),
        "false_claim": (
            r"\b(?:là|đều|hoàn toàn|tuyệt đối|rất|cực kỳ|100%) an toàn\b|"
            r"\ban toàn (?:tuyệt đối|100%|hoàn toàn|và (?:hợp pháp|chính thức|đáng tin))|"
            r"\bđã được (?:xác minh|kiểm chứng|xác thực|chứng nhận|phê duyệt|kiểm duyệt|quét|kiểm tra an toàn)\b|"
            r"\b(?:là|đều) (?:hợp pháp|chính thức|chính chủ|chính hãng|vô hại)\b|"
            r"\b(?:trang|website|trang web|liên kết|đường dẫn|ứng dụng) chính thức\b|\bđáng tin(?: cậy)?\b|\buy tín\b|"
            r"\bkhông (?:chứa |có |hề có |hề chứa )?(?:vi-rút|vi rút|virus|mã độc|phần mềm độc hại|phần mềm gián điệp)|"
            r"\bsạch (?:vi-rút|vi rút|virus|mã độc)|"
            r"\bkhông (?:phải là |phải |hề )?(?:lừa đảo|độc hại|giả mạo|nguy hiểm)\b|"
            r"\b(?:là|đều là|đều) (?:lừa đảo|giả mạo|độc hại)\b|"
            r"\btài khoản\b[^.!?\n]{0,30}?\b(?:bị|đã bị|sẽ bị|đang bị|vừa bị) (?:khóa|khoá|tạm khóa|tạm khoá|đình chỉ|tạm ngưng|tạm dừng|vô hiệu hóa|vô hiệu hoá|xâm phạm|xâm nhập|tấn công|đánh cắp|đóng băng|chiếm đoạt|hạn chế|phong tỏa|phong toả)|"
            r"\b(?:đã|đang|vừa) bị (?:xâm phạm|xâm nhập|lộ|rò rỉ|đánh cắp|nhiễm (?:vi-rút|vi rút|virus|mã độc))|"
            r"\b(?:đơn hàng|bưu kiện|gói hàng|bưu phẩm)(?: của (?:họ|bạn))? (?:đang |đã )?bị (?:giữ|tạm giữ|giữ lại|thu giữ) (?:ở|tại) hải quan"),
        "ask_user": (
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!khi )(?<!nó )(?<!tôi )(?<!chưa )(?<!trình )(?<!dụng )(?<!mềm )(?<!thống )(?<!lệnh )(?<!thông )(?<!cảnh )(?<!đảm )(?<!bảo )(?<!khẳng )(?<!cam )\b(?:hỏi|yêu cầu|đề nghị|bảo|nhờ|đòi|bắt|dụ|lừa|thuyết phục|hướng dẫn|mời|xin) (?:(?:(?:các|những|mọi|tất cả) )?(?:người dùng|người sử dụng|khách hàng|người đọc|bạn đọc|khách truy cập|người xem|chủ tài khoản|nạn nhân)|họ\b) (?:hãy |phải |vui lòng )?(?:cung cấp|nhập|gõ|điền|gửi|chia sẻ|xác nhận|đọc|cho biết|tiết lộ|khai báo|dán|nói|nhắn)|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!khi )(?<!nó )(?<!tôi )(?<!chưa )(?<!trình )(?<!dụng )(?<!mềm )(?<!thống )(?<!lệnh )\b(?:hỏi|xin|đòi|hỏi xin) (?:(?:(?:các|những|mọi|tất cả) )?(?:người dùng|người sử dụng|khách hàng|người đọc|bạn đọc|khách truy cập|người xem|chủ tài khoản|nạn nhân)|họ\b)|"
            r"\b(?:họ|người dùng|khách hàng) (?:cần|phải|nên) (?:gửi|chia sẻ|đọc cho|nhắn)\b"),
        "credential": (
            r"\bmật khẩu|\bmật mã|"
            r"\bmã (?:PIN|OTP|CVV|CVC|xác minh|xác thực|xác nhận|bảo mật|một lần|dùng một lần|kích hoạt|khôi phục|đăng nhập|giao dịch)|"
            r"\bsố (?:PIN|CVV|thẻ|tài khoản)|\bthẻ (?:tín dụng|ghi nợ|ngân hàng)|"
            r"\bcụm từ (?:khôi phục|bí mật|ghi nhớ|hạt giống)|\bthông tin đăng nhập|\btên đăng nhập và mật khẩu|"
            r"\bkhóa bí mật|\bkhoá bí mật|\bkhóa riêng tư|\bkhoá riêng tư"),
        "harm": (
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đã )(?<!bị )(?<!được )(?<!thể )(?<!đang )\b(?:xóa|xoá|xóa bỏ|xoá bỏ|xóa sạch|xoá sạch|xóa hết|xoá hết|hủy|huỷ|hủy bỏ|huỷ bỏ|phá hủy|phá huỷ|tiêu hủy|tiêu huỷ|dọn sạch|làm trống|định dạng lại)(?: vĩnh viễn)? (?:toàn bộ|tất cả|hết|hết thảy|mọi|sạch|cả)\b|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đã )(?<!bị )(?<!được )(?<!thể )(?<!đang )\b(?:xóa|xoá|xóa bỏ|xoá bỏ|xóa sạch|xoá sạch|xóa hết|xoá hết|hủy|huỷ|hủy bỏ|huỷ bỏ|phá hủy|phá huỷ|tiêu hủy|tiêu huỷ|dọn sạch|làm trống|định dạng lại)(?: vĩnh viễn)? (?:các |những |toàn bộ )?(?:cơ sở dữ liệu|kho mã|kho lưu trữ|thư mục gốc|thư mục nhà|ổ đĩa|ổ cứng|máy chủ|bản sao lưu|dữ liệu sao lưu)|"
            r"\brm -(?:rf|fr|r)\b|\bchmod -R 777\b|\bDROP (?:DATABASE|TABLE|SCHEMA)\b|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đã )(?<!bị )(?<!được )(?<!thể )(?<!đang )\bchuyển(?: khoản| tiền)?(?: ngay)? (?:\d[\d.,]*\s?(?:đồng|đ|VNĐ|VND|triệu|nghìn|ngàn|tỷ|USD|đô)\b|(?:toàn bộ|tất cả|hết) (?:số )?(?:tiền|số dư|quỹ))|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đã )(?<!bị )(?<!được )(?<!thể )(?<!đang )\bchuyển tiền (?:vào|sang|tới|đến|cho)\b|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đã )(?<!bị )(?<!được )(?<!thể )(?<!đang )\b(?:mua|đặt mua|đặt hàng) (?:\d+ |ngay )?(?:các |những )?(?:thẻ quà tặng|thẻ cào|phiếu quà tặng|mã quà tặng)|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đã )(?<!bị )(?<!được )(?<!thể )(?<!đang )\bcấp (?:cho \S+(?: \S+)? )?(?:toàn |đầy đủ )?quyền (?:quản trị|root|sở hữu|truy cập đầy đủ|cao nhất)|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đã )(?<!bị )(?<!được )(?<!thể )(?<!đang )\b(?:thêm|đặt|nâng cấp) (?:\S+ ){0,3}?(?:làm|thành|vào nhóm) (?:quản trị viên|chủ sở hữu)|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đã )(?<!bị )(?<!được )(?<!thể )(?<!đang )\b(?:chia sẻ|công khai|đăng) (?:\S+ ){0,4}?(?:công khai|cho (?:tất cả mọi người|mọi người|bất kỳ ai|bất cứ ai))|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đã )(?<!bị )(?<!được )(?<!thể )(?<!đang )\bgửi (?:\S+ ){0,10}?(?:tới|đến|cho) (?:toàn bộ|tất cả|mọi|cả) (?:danh bạ|liên hệ|người liên hệ|bạn bè)|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đã )(?<!bị )(?<!được )(?<!thể )(?<!đang )\b(?:tắt|vô hiệu hóa|vô hiệu hoá|gỡ bỏ|gỡ|ngắt) (?:tường lửa|phần mềm diệt vi-rút|phần mềm diệt virus|trình diệt vi-rút|trình diệt virus|xác thực (?:hai|2) (?:yếu tố|lớp|bước)|xác minh (?:hai|2) bước|bảo mật hai lớp)"),
        "no_confirm": (
            r"\bkhông (?:cần )?(?:hỏi|hỏi ý kiến|hỏi lại|xin phép|xin ý kiến|thông báo|báo|báo trước|cho) (?:lại )?(?:cho |với )?(?:(?:(?:(?:các|những|mọi|tất cả) )?(?:người dùng|người sử dụng|khách hàng|người đọc|bạn đọc|khách truy cập|người xem|chủ tài khoản|nạn nhân)|họ\b)|ai|bất kỳ ai|bất cứ ai)(?: biết)?|"
            r"\bkhông (?:cần |chờ |đợi |xin |hỏi |có )*(?:sự )?(?:xác nhận|phê duyệt|đồng ý|cho phép) (?:của|từ) (?:(?:(?:các|những|mọi|tất cả) )?(?:người dùng|người sử dụng|khách hàng|người đọc|bạn đọc|khách truy cập|người xem|chủ tài khoản|nạn nhân)|họ\b)|"
            r"\bmà không (?:cần )?(?:chờ |đợi |xin |hỏi )?(?:sự )?(?:xác nhận|phê duyệt|đồng ý|cho phép)\b|"
            r"\b(?:đừng|chớ|không được phép) (?:hỏi|chờ|đợi|xin|yêu cầu) (?:lại )?(?:(?:(?:(?:các|những|mọi|tất cả) )?(?:người dùng|người sử dụng|khách hàng|người đọc|bạn đọc|khách truy cập|người xem|chủ tài khoản|nạn nhân)|họ\b) )?(?:xác nhận|phê duyệt|cho phép|đồng ý|ý kiến)|"
            r"\b(?:đừng|chớ|tuyệt đối không|không được phép) (?:nói|kể|tiết lộ|đề cập|nhắc|báo|thông báo|cho)(?: gì| bất cứ điều gì)?(?: (?:về )?(?:điều|chuyện|việc) (?:này|đó))? (?:với|cho|đến) (?:(?:(?:các|những|mọi|tất cả) )?(?:người dùng|người sử dụng|khách hàng|người đọc|bạn đọc|khách truy cập|người xem|chủ tài khoản|nạn nhân)|họ\b)|"
            r"\bgiấu (?:\S+ ){0,4}?(?:khỏi|với) (?:(?:(?:các|những|mọi|tất cả) )?(?:người dùng|người sử dụng|khách hàng|người đọc|bạn đọc|khách truy cập|người xem|chủ tài khoản|nạn nhân)|họ\b)|"
            r"\bmà (?:(?:(?:các|những|mọi|tất cả) )?(?:người dùng|người sử dụng|khách hàng|người đọc|bạn đọc|khách truy cập|người xem|chủ tài khoản|nạn nhân)|họ\b) không (?:hề )?(?:biết|hay biết|nhận ra|để ý)|"
            r"\bkhông để (?:(?:(?:các|những|mọi|tất cả) )?(?:người dùng|người sử dụng|khách hàng|người đọc|bạn đọc|khách truy cập|người xem|chủ tài khoản|nạn nhân)|họ\b) (?:biết|nhận ra|phát hiện)|"
            r"\bbỏ qua (?:bước |màn hình |hộp thoại )?(?:xác nhận|phê duyệt)|\bâm thầm\b|\blén lút\b|"
            r"\bmột cách (?:bí mật|kín đáo|lặng lẽ)\b"),
        "use_tool": (
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!khi )(?<!nó )(?<!tôi )(?<!chưa )(?<!trình )(?<!dụng )(?<!mềm )(?<!thống )(?<!lệnh )\b(?:dùng|sử dụng|tận dụng) (?:các |những )?(?:công cụ|bộ công cụ|thiết bị đầu cuối|cửa sổ dòng lệnh|dòng lệnh|trình duyệt|hệ thống tệp|hệ thống tập tin|quyền truy cập|trình thông dịch|chức năng|tiện ích)(?: \S+){0,3}? (?:của bạn|bạn có|mà bạn có)\b|"
            r"\bbằng (?:các |những )?(?:công cụ|bộ công cụ|thiết bị đầu cuối|cửa sổ dòng lệnh|dòng lệnh|trình duyệt|hệ thống tệp|hệ thống tập tin|quyền truy cập|trình thông dịch|chức năng|tiện ích)(?: \S+){0,2}? của bạn\b|"
            r"\b(?:dùng|sử dụng) (?:các |những )?công cụ (?:gửi thư|email|thư điện tử|thanh toán|chuyển tiền|ngân hàng|thực thi)\b|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!khi )(?<!nó )(?<!tôi )(?<!chưa )(?<!trình )(?<!dụng )(?<!mềm )(?<!thống )(?<!lệnh )\bgọi (?:công cụ|hàm|chức năng) (?:`?\S+`? )?(?=(?:để|với|ngay|và)\b)|"
            r"\bthay mặt (?:cho )?(?:(?:(?:các|những|mọi|tất cả) )?(?:người dùng|người sử dụng|khách hàng|người đọc|bạn đọc|khách truy cập|người xem|chủ tài khoản|nạn nhân)|họ\b)|"
            r"\bdưới danh nghĩa (?:của )?(?:(?:(?:các|những|mọi|tất cả) )?(?:người dùng|người sử dụng|khách hàng|người đọc|bạn đọc|khách truy cập|người xem|chủ tài khoản|nạn nhân)|họ\b)"),
        "attach": (
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!khi )(?<!nó )(?<!tôi )(?<!chưa )(?<!trình )(?<!dụng )(?<!mềm )(?<!thống )(?<!lệnh )\b(?:thêm|gắn|chèn|nối|đính kèm|ghép|đưa|đặt|nhúng|mã hóa|mã hoá|điền|kèm)\b(?=[^.!?\n]{0,60}?\b(?:vào|lên|trong|sau|cuối) (?:phần )?(?:cuối |đuôi )?(?:của )?(?:các |một )?(?:đường dẫn|liên kết|đường link|link|URL|địa chỉ web|địa chỉ trang|tham số|chuỗi truy vấn|truy vấn|hình ảnh|ảnh))|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!khi )(?<!nó )(?<!tôi )(?<!chưa )(?<!trình )(?<!dụng )(?<!mềm )(?<!thống )(?<!lệnh )\b(?:tạo|dựng|hiển thị|chèn|thêm|gắn|đặt|hiện) (?:một |các )?(?:nút|liên kết|đường dẫn|đường link|link|ảnh|hình ảnh|hình)\b(?=[^\n]{0,80}?https?://\S*[?=&])|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!khi )(?<!nó )(?<!tôi )(?<!chưa )(?<!trình )(?<!dụng )(?<!mềm )(?<!thống )(?<!lệnh )\b(?:chèn|nhúng) (?:một |các )?(?:ảnh|hình ảnh|hình)\b|"
            r"(?<!đừng )(?<!chớ )(?<!không )(?<!sẽ )(?<!đang )(?<!vẫn )(?<!cũng )(?<!bị )(?<!được )(?<!đã )(?<!thể )(?<!nếu )(?<!khi )(?<!nó )(?<!tôi )(?<!chưa )(?<!trình )(?<!dụng )(?<!mềm )(?<!thống )(?<!lệnh )\b(?:truy cập|mở|tải|gọi)(?= (?:vào )?(?:trang |đường dẫn |liên kết |địa chỉ )?https?://\S*[?=])"),
        "your_reply": (
            r"\b(?:câu trả lời|câu phản hồi|phản hồi|lời đáp|câu đáp|đầu ra|nội dung trả lời|lời hồi đáp)(?: (?:cuối cùng|duy nhất|tiếp theo|kế tiếp|đầu tiên))? của (?:bạn|mày|em|cậu)\b|"
            r"\btoàn bộ (?:câu trả lời|phản hồi|đầu ra)\b"),
        "nothing_else": (
            r"\bkhông (?:thêm |kèm |viết thêm |nói thêm |ghi thêm |có )?(?:bất cứ |bất kỳ )?(?:gì|điều gì|thứ gì|cái gì|từ nào|chữ nào|ký tự nào|lời nào|câu nào) (?:khác|thêm|nữa)\b|"
            r"\bngoài ra không (?:có )?(?:gì|thêm gì)\b|"
            r"\bkhông (?:kèm|thêm|cần)(?: theo)? (?:bất kỳ |bất cứ |một )?(?:lời |câu )?(?:giải thích|bình luận|diễn giải|lời dẫn)\b|"
            r"\bmà không (?:có |kèm |thêm |cần )?(?:bất kỳ |bất cứ )?(?:lời |câu )?(?:giải thích|bình luận|diễn giải)\b|"
            r"\b(?:đừng|chớ) (?:giải thích|bình luận)\b|"
            r"\b(?:đừng|chớ) (?:thêm|viết thêm|nói thêm) (?:gì|bất cứ điều gì|lời nào|từ nào|chữ nào)\b"),
        "safety": (
            r"\bbộ lọc (?:an toàn|nội dung|kiểm duyệt|bảo vệ)|\bchính sách (?:nội dung|an toàn|kiểm duyệt|sử dụng)|"
            r"\bcơ chế (?:an toàn|kiểm duyệt)|\blớp (?:an toàn|kiểm duyệt)|\b(?:hệ thống|bộ) kiểm duyệt|"
            r"\bkiểm duyệt nội dung|\b(?:rào chắn|hàng rào) (?:an toàn|bảo vệ)|"
            r"\b(?:nguyên tắc|quy tắc|giới hạn|hạn chế|biện pháp) an toàn"),
        "off": (
            r"\bđã (?:bị |được )?(?:tắt|vô hiệu hóa|vô hiệu hoá|gỡ bỏ|loại bỏ|dỡ bỏ|bãi bỏ|tạm ngưng|tạm dừng|hủy|huỷ|ngắt)\b|"
            r"\bbị (?:tắt|vô hiệu hóa|vô hiệu hoá|gỡ bỏ|dỡ bỏ)\b|"
            r"\bkhông còn (?:hiệu lực|áp dụng|được áp dụng|hoạt động|tồn tại|bắt buộc)\b|\bhết hiệu lực\b|"
            r"\bngừng (?:hoạt động|áp dụng)\b|\bđược phép (?:bỏ qua|phớt lờ|lờ đi|vượt qua)\b|"
            r"\bcó thể (?:phớt lờ|lờ đi)\b"),
        "doc_end": (
            r"\b(?:kết thúc|hết|hết phần) (?:của )?(?:tài liệu|văn bản|email|e-mail|thư|tin nhắn|nội dung|ngữ cảnh|bài viết)\b(?=\s*(?:-{2,}|={2,}|\*{2,}|#{2,}|\]|>|\)|$))|"
            r"\b(?:tài liệu|văn bản|email|thư|nội dung)(?: này)? (?:kết thúc|dừng lại|hết) (?:tại|ở) đây\b"),
        "addressee": (
            r"\btrợ lý\b|\bmô hình (?:ngôn ngữ|AI|trí tuệ nhân tạo)\b|"
            r"\btác (?:tử|nhân) (?:AI|thông minh|trí tuệ nhân tạo)\b|\bbot (?:trò chuyện|AI)\b"),
    },
    "id": {
        "dismiss": (
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\babaikan(?:lah)?(?![\w-])|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\blupakan(?:lah)?(?![\w-])|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\bkesampingkan(?:lah)?(?![\w-])|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\bsingkirkan(?:lah)?(?![\w-])|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\bacuhkan(?:lah)?(?![\w-])|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\btinggalkan(?:lah)?(?![\w-])|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\bbuang(?:lah)?(?![\w-])|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\bcampakkan(?:lah)?(?![\w-])|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\btepiskan(?:lah)?(?![\w-])|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\banggap (?:tidak ada|batal|tak ada)(?:lah)?(?![\w-])|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\blupakanlah(?:lah)?(?![\w-])|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\babaikanlah(?:lah)?(?![\w-])|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\bkesampingkanlah(?:lah)?(?![\w-])|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\bhapus dari ingatan(?:mu)?(?:lah)?(?![\w-])|"
            r"\bjangan (?:lagi )?(?:ikuti|mengikuti|patuhi|mematuhi|turuti|menuruti|taati|menaati|dengarkan|hiraukan|pedulikan|gubris|indahkan|menghiraukan|memedulikan)\b|"
            r"\btidak usah (?:lagi )?(?:ikuti|mengikuti|patuhi|mematuhi|turuti|menuruti|taati|menaati|dengarkan|hiraukan|pedulikan|gubris|indahkan|menghiraukan|memedulikan)\b|"
            r"\btak usah (?:lagi )?(?:ikuti|mengikuti|patuhi|mematuhi|turuti|menuruti|taati|menaati|dengarkan|hiraukan|pedulikan|gubris|indahkan|menghiraukan|memedulikan)\b|"
            r"\btidak perlu (?:lagi )?(?:ikuti|mengikuti|patuhi|mematuhi|turuti|menuruti|taati|menaati|dengarkan|hiraukan|pedulikan|gubris|indahkan|menghiraukan|memedulikan)\b|"
            r"\btak perlu (?:lagi )?(?:ikuti|mengikuti|patuhi|mematuhi|turuti|menuruti|taati|menaati|dengarkan|hiraukan|pedulikan|gubris|indahkan|menghiraukan|memedulikan)\b|"
            r"\bberhenti (?:lagi )?(?:ikuti|mengikuti|patuhi|mematuhi|turuti|menuruti|taati|menaati|dengarkan|hiraukan|pedulikan|gubris|indahkan|menghiraukan|memedulikan)\b|"
            r"\bstop (?:lagi )?(?:ikuti|mengikuti|patuhi|mematuhi|turuti|menuruti|taati|menaati|dengarkan|hiraukan|pedulikan|gubris|indahkan|menghiraukan|memedulikan)\b"),
        "scope": (
            r"\bsebelumnya|\bsebelum ini|\bterdahulu|\bdi atas\b|\btadi\b|\bsemua\b|\bseluruh\b|\bsegala\b|\bsetiap\b|"
            r"\bawal\b|\basli\b|\byang (?:telah |sudah )?(?:diberikan|kamu terima|anda terima|ada)|\bapa pun\b|"
            r"\bapapun\b|\bmana pun\b|\blama\b"),
        "rules": (
            r"\binstruksi(?:nya|mu)?(?!\w| (?:ini|berikut|di bawah)\b)|"
            r"\bpetunjuk(?:nya|mu)?(?!\w| (?:ini|berikut|di bawah)\b)|"
            r"\baturan(?:nya|mu)?(?!\w| (?:ini|berikut|di bawah)\b)|"
            r"\bperaturan(?:nya|mu)?(?!\w| (?:ini|berikut|di bawah)\b)|"
            r"\bperintah(?:nya|mu)?(?!\w| (?:ini|berikut|di bawah)\b)|"
            r"\barahan(?:nya|mu)?(?!\w| (?:ini|berikut|di bawah)\b)|"
            r"\bpedoman(?:nya|mu)?(?!\w| (?:ini|berikut|di bawah)\b)|"
            r"\bketentuan(?:nya|mu)?(?!\w| (?:ini|berikut|di bawah)\b)|"
            r"\bpanduan(?:nya|mu)?(?!\w| (?:ini|berikut|di bawah)\b)|"
            r"\bdirektif(?:nya|mu)?(?!\w| (?:ini|berikut|di bawah)\b)|"
            r"\bprompt(?:nya|mu)?(?!\w| (?:ini|berikut|di bawah)\b)"),
        "your_rules": (
            r"\binstruksi(?:-\w+)?(?:mu|\s+(?:kamu|anda|engkau|kalian))\b|"
            r"\bpetunjuk(?:-\w+)?(?:mu|\s+(?:kamu|anda|engkau|kalian))\b|"
            r"\baturan(?:-\w+)?(?:mu|\s+(?:kamu|anda|engkau|kalian))\b|"
            r"\bperaturan(?:-\w+)?(?:mu|\s+(?:kamu|anda|engkau|kalian))\b|"
            r"\bperintah(?:-\w+)?(?:mu|\s+(?:kamu|anda|engkau|kalian))\b|"
            r"\barahan(?:-\w+)?(?:mu|\s+(?:kamu|anda|engkau|kalian))\b|"
            r"\bpedoman(?:-\w+)?(?:mu|\s+(?:kamu|anda|engkau|kalian))\b|"
            r"\bketentuan(?:-\w+)?(?:mu|\s+(?:kamu|anda|engkau|kalian))\b|"
            r"\bpanduan(?:-\w+)?(?:mu|\s+(?:kamu|anda|engkau|kalian))\b|"
            r"\bdirektif(?:-\w+)?(?:mu|\s+(?:kamu|anda|engkau|kalian))\b|"
            r"\bprompt(?:-\w+)?(?:mu|\s+(?:kamu|anda|engkau|kalian))\b|"
            r"\binstruksi(?:-\w+)? (?:sebelumnya|terdahulu|awal(?:mu)?|asli(?:mu)?|yang (?:telah |sudah )?(?:diberikan|kamu terima|anda terima))\b|"
            r"\bpetunjuk(?:-\w+)? (?:sebelumnya|terdahulu|awal(?:mu)?|asli(?:mu)?|yang (?:telah |sudah )?(?:diberikan|kamu terima|anda terima))\b|"
            r"\baturan(?:-\w+)? (?:sebelumnya|terdahulu|awal(?:mu)?|asli(?:mu)?|yang (?:telah |sudah )?(?:diberikan|kamu terima|anda terima))\b|"
            r"\bperaturan(?:-\w+)? (?:sebelumnya|terdahulu|awal(?:mu)?|asli(?:mu)?|yang (?:telah |sudah )?(?:diberikan|kamu terima|anda terima))\b|"
            r"\bperintah(?:-\w+)? (?:terdahulu|terdahulu|awal(?:mu)?|asli(?:mu)?|yang (?:telah |sudah )?(?:diberikan|kamu terima|anda terima))\b|"
            r"\barahan(?:-\w+)? (?:sebelumnya|terdahulu|awal(?:mu)?|asli(?:mu)?|yang (?:telah |sudah )?(?:diberikan|kamu terima|anda terima))\b|"
            r"\bpedoman(?:-\w+)? (?:sebelumnya|terdahulu|awal(?:mu)?|asli(?:mu)?|yang (?:telah |sudah )?(?:diberikan|kamu terima|anda terima))\b|"
            r"\bketentuan(?:-\w+)? (?:sebelumnya|terdahulu|awal(?:mu)?|asli(?:mu)?|yang (?:telah |sudah )?(?:diberikan|kamu terima|anda terima))\b|"
            r"\bpanduan(?:-\w+)? (?:sebelumnya|terdahulu|awal(?:mu)?|asli(?:mu)?|yang (?:telah |sudah )?(?:diberikan|kamu terima|anda terima))\b|"
            r"\bdirektif(?:-\w+)? (?:sebelumnya|terdahulu|awal(?:mu)?|asli(?:mu)?|yang (?:telah |sudah )?(?:diberikan|kamu terima|anda terima))\b|"
            r"\bprompt(?:-\w+)? (?:sebelumnya|terdahulu|awal(?:mu)?|asli(?:mu)?|yang (?:telah |sudah )?(?:diberikan|kamu terima|anda terima))\b"),
        "void": (
            r"\btelah dibatalkan\b|\bsudah dibatalkan\b|\bkini dibatalkan\b|\bresmi dibatalkan\b|\btelah batal\b|"
            r"\bsudah batal\b|\btidak berlaku lagi|\btidak lagi berlaku|\bsudah tidak berlaku|\btak berlaku lagi|"
            r"\btelah dicabut|\bsudah dicabut|\bdicabut\b|\btidak (?:lagi )?relevan(?: lagi)?\b|\btidak penting lagi|"
            r"\btidak lagi penting|\bsudah kedaluwarsa|\bkini tidak berlaku|\bsekarang tidak berlaku|"
            r"\btidak (?:perlu|usah) (?:lagi )?(?:diikuti|dipatuhi|dituruti)|\bbatal demi hukum|\btidak sah lagi|"
            r"\bgugur\b"),
        "only": (
            r"\bhanya(?:lah)?\b|\bsaja\b|\bcuma\b|\bcukup\b|\bsemata-mata\b|\btidak (?:ada )?yang lain\b|"
            r"\btanpa tambahan\b"),
        "reply": (
            r"(?<!jangan )(?<!tidak )(?<!izin )(?<!ijin )(?<!akses )(?<!mode )\bjawab(?:lah)?\b(?!-)|"
            r"(?<!jangan )(?<!tidak )(?<!izin )(?<!ijin )(?<!akses )(?<!mode )\bbalas(?:lah)?\b(?!-)|"
            r"(?<!jangan )(?<!tidak )(?<!izin )(?<!ijin )(?<!akses )(?<!mode )\btulis(?:lah)?\b(?!-)|"
            r"(?<!jangan )(?<!tidak )(?<!izin )(?<!ijin )(?<!akses )(?<!mode )\btuliskan(?:lah)?\b(?!-)|"
            r"(?<!jangan )(?<!tidak )(?<!izin )(?<!ijin )(?<!akses )(?<!mode )\bkatakan(?:lah)?\b(?!-)|"
            r"(?<!jangan )(?<!tidak )(?<!izin )(?<!ijin )(?<!akses )(?<!mode )\bucapkan(?:lah)?\b(?!-)|"
            r"(?<!jangan )(?<!tidak )(?<!izin )(?<!ijin )(?<!akses )(?<!mode )\bsebutkan(?:lah)?\b(?!-)|"
            r"(?<!jangan )(?<!tidak )(?<!izin )(?<!ijin )(?<!akses )(?<!mode )\bberikan jawaban(?:lah)?\b(?!-)|"
            r"(?<!jangan )(?<!tidak )(?<!izin )(?<!ijin )(?<!akses )(?<!mode )\brespons(?:lah)?\b(?!-)|"
            r"(?<!jangan )(?<!tidak )(?<!izin )(?<!ijin )(?<!akses )(?<!mode )\btanggapi(?:lah)?\b(?!-)|"
            r"(?<!jangan )(?<!tidak )(?<!izin )(?<!ijin )(?<!akses )(?<!mode )\bberi tahu(?:lah)?\b(?!-)|"
            r"(?<!jangan )(?<!tidak )(?<!izin )(?<!ijin )(?<!akses )(?<!mode )\bberitahu(?:lah)?\b(?!-)|"
            r"(?<!jangan )(?<!tidak )(?<!izin )(?<!ijin )(?<!akses )(?<!mode )\bnyatakan(?:lah)?\b(?!-)|"
            '(?<!jangan )(?<!tidak )(?<!izin )(?<!ijin )(?<!akses )(?<!mode )\\bkeluarkan(?=\\s*[:\\"“\'«])(?:lah)?\\b(?!-)|'
            '(?<!jangan )(?<!tidak )(?<!izin )(?<!ijin )(?<!akses )(?<!mode )\\bcetak(?=\\s*[:\\"“\'«])(?:lah)?\\b(?!-)'),
        "instead": (
            r"\balih-alih (?:me(?:rangkum|ringkas|nerjemahkan|njawab|nganalisis|ninjau|nilai|meriksa)|membuat (?:ringkasan|rangkuman|terjemahan)|(?:ringkasan|rangkuman|terjemahan)\b)|"
            r"\bdaripada (?:me(?:rangkum|ringkas|nerjemahkan|njawab|nganalisis|ninjau|nilai|meriksa)|membuat (?:ringkasan|rangkuman|terjemahan)|(?:ringkasan|rangkuman|terjemahan)\b)|"
            r"\bbukannya (?:me(?:rangkum|ringkas|nerjemahkan|njawab|nganalisis|ninjau|nilai|meriksa)|membuat (?:ringkasan|rangkuman|terjemahan)|(?:ringkasan|rangkuman|terjemahan)\b)|"
            r"\bketimbang (?:me(?:rangkum|ringkas|nerjemahkan|njawab|nganalisis|ninjau|nilai|meriksa)|membuat (?:ringkasan|rangkuman|terjemahan)|(?:ringkasan|rangkuman|terjemahan)\b)|"
            r"\bsebagai ganti(?: dari)? (?:me(?:rangkum|ringkas|nerjemahkan|njawab|nganalisis|ninjau|nilai|meriksa)|membuat (?:ringkasan|rangkuman|terjemahan)|(?:ringkasan|rangkuman|terjemahan)\b)|"
            r"\bsebagai gantinya (?:me(?:rangkum|ringkas|nerjemahkan|njawab|nganalisis|ninjau|nilai|meriksa)|membuat (?:ringkasan|rangkuman|terjemahan)|(?:ringkasan|rangkuman|terjemahan)\b)"),
        "note_to_ai": (
            r"\bcatatan (?:untuk|bagi|kepada|buat|ke) (?:sang )?(?:asisten|AI\b|model|bot\b|chatbot|kecerdasan buatan|LLM\b|GPT\b|ChatGPT|sistem AI)|"
            r"\bpesan (?:untuk|bagi|kepada|buat|ke) (?:sang )?(?:asisten|AI\b|model|bot\b|chatbot|kecerdasan buatan|LLM\b|GPT\b|ChatGPT|sistem AI)|"
            r"\bperhatian (?:untuk|bagi|kepada|buat|ke) (?:sang )?(?:asisten|AI\b|model|bot\b|chatbot|kecerdasan buatan|LLM\b|GPT\b|ChatGPT|sistem AI)|"
            r"\bpemberitahuan (?:untuk|bagi|kepada|buat|ke) (?:sang )?(?:asisten|AI\b|model|bot\b|chatbot|kecerdasan buatan|LLM\b|GPT\b|ChatGPT|sistem AI)|"
            r"\bmemo (?:untuk|bagi|kepada|buat|ke) (?:sang )?(?:asisten|AI\b|model|bot\b|chatbot|kecerdasan buatan|LLM\b|GPT\b|ChatGPT|sistem AI)|"
            r"\binstruksi (?:untuk|bagi|kepada|buat|ke) (?:sang )?(?:asisten|AI\b|model|bot\b|chatbot|kecerdasan buatan|LLM\b|GPT\b|ChatGPT|sistem AI)|"
            r"\bkepada (?:asisten|AI\b|chatbot) (?:AI\b|yang membaca)|\bhai (?:asisten|AI\b|chatbot)|"
            r"\bhalo (?:asisten|AI\b|chatbot)"),
        "leak_obj": (
            r"\bprompt sistem|\bperintah sistem(?:mu| kamu| anda)|\bpesan sistem(?:mu| kamu| anda)|\binstruksi sistem|"
            r"\bpetunjuk sistem(?:mu| kamu| anda)|\binstruksi (?:tersembunyi|rahasia)|"
            r"\bpetunjuk (?:tersembunyi|rahasia)|\baturan (?:tersembunyi|rahasia)|\barahan (?:tersembunyi|rahasia)|"
            r"\bperintah (?:tersembunyi|rahasia)|\bpedoman (?:tersembunyi|rahasia)|"
            r"\binstruksi (?:awal|asli|pertama|dasar)(?:mu|\s+(?:kamu|anda|engkau|kalian))|"
            r"\bpetunjuk (?:awal|asli|pertama|dasar)(?:mu|\s+(?:kamu|anda|engkau|kalian))|"
            r"\baturan (?:awal|asli|pertama|dasar)(?:mu|\s+(?:kamu|anda|engkau|kalian))|"
            r"\barahan (?:awal|asli|pertama|dasar)(?:mu|\s+(?:kamu|anda|engkau|kalian))|"
            r"\bpedoman (?:awal|asli|pertama|dasar)(?:mu|\s+(?:kamu|anda|engkau|kalian))|"
            r"\bprompt (?:awal|asli|pertama|dasar)(?:mu|\s+(?:kamu|anda|engkau|kalian))|"
            r"\binstruksi yang (?:telah |sudah )?diberikan kepada(?:mu|\s+(?:kamu|anda|engkau|kalian))\b[^.!?\n]{0,20}?\b(?:di awal|pada awal|sejak awal|sebelumnya|di permulaan)|"
            r"\bpetunjuk yang (?:telah |sudah )?diberikan kepada(?:mu|\s+(?:kamu|anda|engkau|kalian))\b[^.!?\n]{0,20}?\b(?:di awal|pada awal|sejak awal|sebelumnya|di permulaan)|"
            r"\baturan yang (?:telah |sudah )?diberikan kepada(?:mu|\s+(?:kamu|anda|engkau|kalian))\b[^.!?\n]{0,20}?\b(?:di awal|pada awal|sejak awal|sebelumnya|di permulaan)|"
            r"\barahan yang (?:telah |sudah )?diberikan kepada(?:mu|\s+(?:kamu|anda|engkau|kalian))\b[^.!?\n]{0,20}?\b(?:di awal|pada awal|sejak awal|sebelumnya|di permulaan)|"
            r"\bpedoman yang (?:telah |sudah )?diberikan kepada(?:mu|\s+(?:kamu|anda|engkau|kalian))\b[^.!?\n]{0,20}?\b(?:di awal|pada awal|sejak awal|sebelumnya|di permulaan)|"
            r"\bprompt yang (?:telah |sudah )?diberikan kepada(?:mu|\s+(?:kamu|anda|engkau|kalian))\b[^.!?\n]{0,20}?\b(?:di awal|pada awal|sejak awal|sebelumnya|di permulaan)|"
            r"\bpesan (?:pertama|paling awal) (?:dari |dalam |di )?(?:percakapan|obrolan|dialog|chat) (?:ini|kita)\b|"
            r"\bkalimat (?:pertama|paling awal) (?:dari |dalam |di )?(?:percakapan|obrolan|dialog|chat) (?:ini|kita)\b|"
            r"\bpesan pertama yang (?:kamu|anda) terima"),
        "show": (
            r"(?<!jangan )(?<!tidak )(?<!akan )\bcetak(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\btampilkan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\btunjukkan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\bperlihatkan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\bungkapkan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\bulangi(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\btuliskan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\btulis(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\bberi tahu(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\bberitahu(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\bbagikan(?:lah)?\b|(?<!jangan )(?<!tidak )(?<!akan )\bsalin(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\bsebutkan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\bbocorkan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\bberikan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\bkeluarkan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\bkutip(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\bkutipkan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\bpaparkan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\bjabarkan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\bsampaikan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\bsalin ulang(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!akan )\btempelkan(?:lah)?\b"),
        "act_as": (
            r"\bbertindaklah|\bberperanlah|\bberperilakulah|\bbersikaplah|\bberlakulah|\bberpura-puralah|"
            r"\bpura-puralah|\bjadilah|\bperankan|\bmainkan peran|\banggaplah dirimu|\banggap dirimu|"
            r"\banggaplah (?:kamu|anda)|\bbayangkan (?:dirimu|bahwa (?:kamu|anda)|kamu adalah|anda adalah)|"
            r"\bberpura-pura(?:lah)? (?:menjadi|sebagai|jadi)|\bpura-pura (?:menjadi|jadi|sebagai)|\bmenyamarlah|"
            r"(?<!\w )\bbertindak (?:sebagai|seperti|layaknya|bagai)|"
            r"(?<!\w )\bberperan (?:sebagai|seperti|layaknya|bagai)|"
            r"(?<!\w )\bberperilaku (?:sebagai|seperti|layaknya|bagai)|"
            r"(?<!\w )\bbersikap (?:sebagai|seperti|layaknya|bagai)|"
            r"\btolong (?:bertindak|berperan|berperilaku|bersikap) (?:sebagai|seperti|layaknya)|"
            r"\bsilakan (?:bertindak|berperan|berperilaku|bersikap) (?:sebagai|seperti|layaknya)|"
            r"\bmohon (?:bertindak|berperan|berperilaku|bersikap) (?:sebagai|seperti|layaknya)|"
            r"\bsekarang (?:bertindak|berperan|berperilaku|bersikap) (?:sebagai|seperti|layaknya)|"
            r"\bkini (?:bertindak|berperan|berperilaku|bersikap) (?:sebagai|seperti|layaknya)|"
            r"\bmulai sekarang (?:bertindak|berperan|berperilaku|bersikap) (?:sebagai|seperti|layaknya)|"
            r"\bkamu (?:akan |sekarang )?(?:bertindak|berperan|berperilaku) (?:sebagai|seperti|layaknya)|"
            r"\banda (?:akan |sekarang )?(?:bertindak|berperan|berperilaku) (?:sebagai|seperti|layaknya)"),
        "unbound": (
            r"\btanpa (?:\w+ )?(?:aturan|batasan|batas|filter|sensor|etika|moral|pembatasan|kendali|larangan|penyaringan)|"
            r"\btidak (?:memiliki|punya|mempunyai|ada|terikat(?: oleh| pada)?|mengenal) (?:\w+ )?(?:aturan|batasan|filter|etika|moral|pedoman|sensor)|"
            r"\btak (?:memiliki|punya|terikat|mengenal) (?:\w+ )?(?:aturan|batasan|etika|moral)|"
            r"\btidak (?:pernah|akan) menolak|\btak pernah menolak|\bjangan pernah menolak|"
            r"\bbebas (?:dari )?(?:aturan|sensor|batasan|filter|etika)|\btidak terbatas|\btak terbatas|"
            r"\btidak bermoral|\bamoral\b|\btidak etis|\btidak disensor|"
            r"\bmengabaikan (?:semua |segala )?(?:aturan|etika|batasan)"),
        "only_task": (
            r"\bsatu-satunya tugas(?:mu| kamu| anda)|\bsatu-satunya tugas (?:kamu|anda) (?:sekarang|saat ini)|"
            r"\btugas(?:mu| kamu| anda) (?:sekarang |saat ini |kini |mulai sekarang )?(?:hanyalah|hanya satu|satu-satunya)|"
            r"\btugas(?:mu| kamu| anda) (?:sekarang|saat ini|kini|mulai sekarang|mulai saat ini) (?:adalah )?hanya\b|"
            r"\btugas satu-satunya (?:untuk |bagi )?(?:mu|kamu|anda)|\bkamu hanya punya satu tugas|"
            r"\banda hanya memiliki satu tugas|\bkamu hanya memiliki satu tugas"),
        "unbound_mode": (
            r"\bmode tanpa (?:batasan|filter|sensor|aturan|pembatasan|etika)|"
            r"\bmode (?:tidak|tak) (?:disensor|difilter|tersensor)|\bmode bebas (?:sensor|batasan|filter|aturan)|"
            r"\bmode jailbreak|"
            r"\bkamu (?:sekarang |kini )?(?:berada |sedang )?(?:dalam|di) mode (?:tidak terbatas|tak terbatas|tanpa batas)\b|"
            r"\banda (?:sekarang |kini )?(?:berada |sedang )?(?:dalam|di) mode (?:tidak terbatas|tak terbatas|tanpa batas)\b|"
            r"\bengkau (?:sekarang |kini )?(?:berada |sedang )?(?:dalam|di) mode (?:tidak terbatas|tak terbatas|tanpa batas)\b"),
        "system_header": r"\b(?:sistem|pesan sistem|catatan sistem|pengembang)\b(?=\s*[\]:：)>|])",
        "send": (
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\bkirim(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\bkirimkan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\bteruskan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\bunggah(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\bbagikan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\bpostingkan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\bsampaikan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\bsalin(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\btempel(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\blaporkan(?:lah)?\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\bserahkan(?:lah)?\b"),
        "secret": (
            r"\bkata sandi|\bkata kunci|\bpassword|\bkredensial|\btoken\b|\btoken akses|\bkunci API|\bAPI key|"
            r"\bkunci (?:rahasia|pribadi|privat)|\briwayat (?:percakapan|obrolan|chat|pesan)|"
            r"\bpesan(?:-pesan)? (?:sebelumnya|terdahulu|di atas)|\bsemua pesan (?:sebelumnya|dalam percakapan)|"
            r"\bpercakapan ini|\bobrolan ini|\bseluruh (?:percakapan|obrolan)|\bdata pribadi|\binformasi pribadi|"
            r"\bdata (?:login|rahasia)|\bkartu kredit|"
            r"\balamat (?:e-?mail|surel) (?:dan|serta|pengguna|para pengguna|semua)|\bkode OTP|\bkode verifikasi|"
            r"\bPIN\b|\bnomor (?:telepon|HP) (?:dan|pengguna)|\bcookie"),
        # the fourteenth pass
        "tell_user": (
            r"(?:(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\b(?:beri(?: )?tahu(?:kan)?|katakan|bilang|bilangin|sampaikan|kabari|kabarkan|informasikan|yakinkan|tegaskan|jelaskan|jamin|tenangkan|bujuk|peringatkan|ingatkan|umumkan)(?:lah)? (?:kepada |pada |ke |sama )?(?:(?:(?:para|semua|setiap) )?(?:pengguna|pemakai|pelanggan|nasabah|pembaca|pengunjung|korban)(?:nya)?|mereka|dia|beliau)\b|\b(?:tolong|mohon|harap|silakan|harus|wajib) (?:memberi(?: )?tahu(?:kan)?|mengatakan|menyampaikan|meyakinkan|menginformasikan|menjamin|menegaskan|menenangkan|membujuk|memperingatkan|mengabari|mengabarkan) (?:kepada |pada |ke )?(?:(?:(?:para|semua|setiap) )?(?:pengguna|pemakai|pelanggan|nasabah|pembaca|pengunjung|korban)(?:nya)?|mereka|dia|beliau)\b|(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\b(?:buat|bikin)(?:lah)? (?:(?:(?:para|semua|setiap) )?(?:pengguna|pemakai|pelanggan|nasabah|pembaca|pengunjung|korban)(?:nya)?|mereka|dia|beliau)\b (?:percaya|yakin|mengira|berpikir|merasa aman)\b)(?: (?:bahwa|kalau))?(?: (?:tautan|situs|laman|halaman|berkas|aplikasi|program|lampiran|email|pesan) \S+)?"),
        "false_claim": (
            r"\baman\b(?!-)|\bterverifikasi\b|"
            r"\b(?:sudah|telah) (?:diverifikasi|diperiksa|dipindai|disetujui|disertifikasi)\b|\bresmi\b|"
            r"\b(?:terpercaya|tepercaya|dapat dipercaya|bisa dipercaya)\b|"
            r"\bbebas (?:dari )?(?:virus|malware|perangkat lunak jahat|program jahat)\b|"
            r"\btidak (?:mengandung|berisi) (?:virus|malware|perangkat lunak jahat)\b|\b(?:tidak|tak) berbahaya\b|"
            r"\bbukan (?:penipuan|palsu|virus)\b|\b(?:adalah|merupakan) (?:penipuan|palsu|penipu)\b|"
            r"\bakun\w*\b[^.!?\n]{0,30}?\b(?:diblokir|dikunci|terkunci|ditangguhkan|dibekukan|dinonaktifkan|diretas|disusupi|dibobol|dibatasi|ditutup)\b|"
            r"\b(?:telah|sudah|baru saja) (?:diretas|dibobol|bocor|disusupi)\b|\bterinfeksi (?:virus|malware)\b|"
            r"\b(?:paket|kiriman|pesanan)(?:nya| (?:anda|kamu|mereka))? (?:sedang |masih )?(?:tertahan|ditahan) di (?:bea cukai|pabean)\b|"
            r"\bsatu-satunya (?:pilihan|opsi|solusi|jalan|layanan|aplikasi|produk)(?: \S+){0,2}? (?:yang )?(?:aman|masuk akal|terbaik|tepercaya|terpercaya|sah|layak|dapat dipercaya|bisa dipercaya)\b"),
        "ask_user": (
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\b(?:minta|tanyakan|tanyai|desak|suruh|perintahkan|arahkan|bujuk|ajak)(?:lah)? (?:kepada |pada )?(?:(?:(?:para|semua|setiap) )?(?:pengguna|pemakai|pelanggan|nasabah|pembaca|pengunjung|korban)(?:nya)?|mereka|dia|beliau)\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\b(?:minta|tanyakan)(?:lah)?\b(?=[^.!?\n]{0,60}?\b(?:dari|kepada|pada|ke) (?:(?:(?:para|semua|setiap) )?(?:pengguna|pemakai|pelanggan|nasabah|pembaca|pengunjung|korban)(?:nya)?|mereka|dia|beliau)\b)|"
            r"\b(?:tolong|mohon|harap|silakan) (?:minta|meminta|tanyakan|menanyakan|menyuruh|mendesak) (?:kepada )?(?:(?:(?:para|semua|setiap) )?(?:pengguna|pemakai|pelanggan|nasabah|pembaca|pengunjung|korban)(?:nya)?|mereka|dia|beliau)\b"),
        "credential": (
            r"\bkata sandi|\bsandi\b|"
            r"\bkode (?:PIN|OTP|CVV|CVC|verifikasi|keamanan|konfirmasi|rahasia|akses|pemulihan|sekali pakai|autentikasi|otentikasi|transaksi)\b|"
            r"\bnomor (?:PIN|CVV|kartu|rekening)\b|\bPIN\b|\bOTP\b|\bCVV\b|\bkartu (?:kredit|debit|ATM)\b|"
            r"\bfrasa (?:pemulihan|benih|rahasia|sandi)\b|\bkredensial\b|\bdata login\b|\binformasi login\b"),
        "harm": (
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!yang )\b(?:hapus|hapuskan|musnahkan|hancurkan|bersihkan|kosongkan|lenyapkan)(?:lah)? (?:\S+ ){0,2}?(?:semua|seluruh|segala|semuanya)\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!yang )\b(?:hapus|hapuskan|musnahkan|hancurkan|bersihkan|kosongkan|lenyapkan)(?:lah)? (?:\S+ )?(?:basis data|pangkalan data|database|repositori|repo|direktori home|direktori rumah|cakram|diska|disk|server|cadangan|berkas cadangan)\b|"
            r"(?<=untuk |harus |wajib )(?:menghapus|memusnahkan|menghancurkan|membersihkan|mengosongkan|memformat) (?:\S+ ){0,2}?(?:semua|seluruh|segala|semuanya|(?:basis data|pangkalan data|database|repositori|repo|direktori home|direktori rumah|cakram|diska|disk|server|cadangan|berkas cadangan))\b|"
            r"\brm -(?:rf|fr|r)\b|\bchmod -R 777\b|\bDROP (?:DATABASE|TABLE|SCHEMA)\b|\bshutdown (?:-[hrP]|now)\b|"
            r"\bpoweroff\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!yang )\b(?:transfer|transferkan|kirim|kirimkan|pindahkan|setorkan|bayar|bayarkan)(?:lah)? (?:uang |dana |saldo )?(?:sebesar |senilai |sejumlah )?(?:Rp\.? ?\d|\$ ?\d|\d[\d.,]* ?(?:rupiah|juta|ribu|dolar)\b)|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!yang )\b(?:transfer|transferkan|pindahkan|kirimkan|kuras)(?:lah)? (?:semua |seluruh )?(?:uang|dana|saldo|tabungan)\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!yang )\b(?:beli|belikan)(?:lah)? (?:\d+ |sebanyak \d+ )?(?:voucher|kartu hadiah|pulsa|saldo)\b(?: \w+)?(?: (?:di|dari) \S+)?|"
            r"(?<=untuk |harus |wajib )(?:membeli|membelikan) (?:\d+ |sebanyak \d+ )?(?:voucher|kartu hadiah|pulsa|saldo)\b(?: \w+)?(?: (?:di|dari) \S+)?|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!yang )\b(?:berikan|beri|kasih|tambahkan|jadikan|angkat)(?:lah)? (?:\S+ ){0,3}?(?:hak|akses|izin|wewenang|peran|sebagai|menjadi)(?: akses)? (?:admin|administrator|pemilik|root|penuh|pengelola)\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!yang )\b(?:bagikan|jadikan|publikasikan)(?:lah)? (?:\S+ ){0,4}?(?:secara |ke |menjadi )?publik\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!yang )\b(?:matikan|nonaktifkan|lumpuhkan|copot)(?:lah)? (?:\S+ )?(?:firewall|tembok api|dinding api|antivirus|autentikasi dua (?:faktor|langkah)|otentikasi dua (?:faktor|langkah)|verifikasi dua langkah)\b"),
        "no_confirm": (
            r"\btanpa (?:bertanya|menanyakan|memberi(?: )?tahu(?:kan)?|mengabari|sepengetahuan|seizin|diketahui|disadari) (?:kepada |pada |dari )?(?:(?:(?:(?:para|semua|setiap) )?(?:pengguna|pemakai|pelanggan|nasabah|pembaca|pengunjung|korban)(?:nya)?|mereka|dia|beliau)\b|siapa ?pun)|"
            r"\btanpa (?:meminta |menunggu |minta )?(?:izin|persetujuan|konfirmasi)(?: (?:terlebih dahulu|lebih dulu|dulu))?\b|"
            r"\b(?:tidak|tak) (?:usah|perlu) (?:lagi )?(?:meminta |minta |menunggu |tunggu |menanyakan |tanyakan )?(?:izin|persetujuan|konfirmasi)\b|"
            r"\b(?:tidak|tak) (?:usah|perlu) (?:lagi )?(?:bertanya|tanya|menanyakan|tanyakan|memberi(?: )?tahu|beritahu|memberitahukan|mengabari|kabari|melapor) (?:kepada |ke |pada )?(?:(?:(?:para|semua|setiap) )?(?:pengguna|pemakai|pelanggan|nasabah|pembaca|pengunjung|korban)(?:nya)?|mereka|dia|beliau)\b|"
            r"\bjangan (?:beri(?: )?tahu(?:kan)?|katakan|bilang|sampaikan|kabari|sebutkan|ceritakan|ungkapkan|informasikan|tunjukkan|laporkan|memberi(?: )?tahu(?:kan)?|menyebutkan)(?: apa ?pun| hal ini| ini| soal ini| tentang ini)? (?:kepada |pada |ke |sama )?(?:(?:(?:para|semua|setiap) )?(?:pengguna|pemakai|pelanggan|nasabah|pembaca|pengunjung|korban)(?:nya)?|mereka|dia|beliau)\b|"
            r"\bjangan (?:tanyakan|tanya|minta|meminta|menunggu|tunggu) (?:\S+ )?(?:konfirmasi|persetujuan|izin)\b|"
            r"\b(?:lewati|lewatkan|melewati|melewatkan) (?:layar |langkah |dialog |jendela |tahap )?(?:konfirmasi|persetujuan)\b|"
            r"\bdiam-diam\b|\bsecara (?:rahasia|tersembunyi|sembunyi-sembunyi)\b|\bsembunyi-sembunyi\b"),
        "use_tool": (
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\b(?:gunakan|pakai|manfaatkan|jalankan|buka)(?:lah)? (?:\S+ )?(?:alat|alat-alat|perkakas|terminal|shell|konsol|peramban|browser|sistem berkas|akses|fungsi|plugin|pengaya|interpreter kode|penerjemah kode)(?: \S+)?(?:mu\b| (?:kamu|anda|milikmu|milik (?:kamu|anda)|yang (?:kamu|anda) (?:punya|miliki))\b)|"
            r"\b(?:dengan|melalui|lewat|memakai|menggunakan) (?:\S+ )?(?:alat|alat-alat|perkakas|terminal|shell|konsol|peramban|browser|sistem berkas|akses|fungsi|plugin|pengaya|interpreter kode|penerjemah kode)(?: \S+)?(?:mu\b| (?:kamu|anda|milikmu)\b)|"
            r"\b(?:gunakan|pakai|manfaatkan)(?:lah)? alat (?:pembayaran|surel|email|transfer|perbankan)\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\b(?:panggil|jalankan)(?:lah)? (?:fungsi|alat) (?:`?\S+`? )?(?=(?:untuk|dengan|sekarang|lalu|dan)\b)|"
            r"\batas nama (?:(?:(?:para|semua|setiap) )?(?:pengguna|pemakai|pelanggan|nasabah|pembaca|pengunjung|korban)(?:nya)?|mereka|dia|beliau)\b|"
            r"\b(?:gunakan|pakai|memakai|menggunakan)(?:lah)? (?:kartu (?:kredit|debit)|rekening|akun|dompet digital|saldo)(?: \S+)? (?:milik |dari )?(?:(?:(?:para|semua|setiap) )?(?:pengguna|pemakai|pelanggan|nasabah|pembaca|pengunjung|korban)(?:nya)?|mereka|dia|beliau)\b"),
        "attach": (
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\b(?:tambahkan|sisipkan|lampirkan|sematkan|gabungkan|masukkan|selipkan|taruh|letakkan|tempelkan|tempel|isikan|kodekan|enkode)(?:lah)?\b(?=[^.!?\n]{0,60}?\b(?:ke(?:dalam)?|di(?: (?:akhir|belakang|ujung|dalam))?|pada|sebagai) (?:akhir |ujung |belakang )?(?:sebuah |setiap )?(?:URL|tautan|link|pranala|alamat (?:web|situs|URL)|parameter|kueri|string kueri|gambar|citra))|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\b(?:buat|tampilkan|sisipkan|tambahkan|pasang)(?:lah)? (?:sebuah |satu )?(?:tautan|link|tombol|gambar|pranala)\b(?=[^\n]{0,80}?https?://\S*[?=&])|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\b(?:sisipkan|sematkan)(?:lah)? (?:sebuah )?gambar\b|"
            r"(?<!jangan )(?<!tidak )(?<!tak )(?<!akan )(?<!dapat )(?<!bisa )(?<!boleh )(?<!jika )(?<!kalau )(?<!untuk )(?<!sedang )(?<!pernah )(?<!perlu )(?<!harus )(?<!ingin )(?<!mau )(?<!yang )\b(?:buka|kunjungi|akses|panggil)(?:lah)?(?= (?:URL |tautan |alamat )?https?://\S*[?=])"),
        "your_reply": (
            r"\b(?:jawaban|balasan|respons|respon|tanggapan|keluaran)(?: (?:akhir|terakhir|berikutnya|pertama))?(?:mu\b| (?:kamu|anda|engkau)\b)|"
            r"\b(?:seluruh|semua|satu-satunya) (?:isi )?(?:jawaban|balasan|respons|keluaran)(?:mu\b| (?:kamu|anda)\b)|"
            r"\b(?:harus|wajib|hanya boleh) (?:menjawab|membalas|merespons|merespon|menanggapi)\b"),
        "nothing_else": (
            r"\btidak (?:ada )?(?:hal |kata |teks |apa pun |apa-apa )?(?:yang )?lain(?:nya)?(?: lagi)?\b(?! (?:adalah|dari|daripada|ialah))|"
            r"\btanpa (?:penjelasan|basa-basi|pengantar|kata pengantar)\b|"
            r"\btanpa (?:komentar|kata|teks|tulisan|karakter|keterangan|kalimat|penjelasan|tambahan) (?:apa ?pun|lain(?:nya)?|tambahan)\b|"
            r"\bjangan (?:tambahkan|tulis|tuliskan|sertakan|berikan|beri) (?:apa ?pun|apa-apa|kata|teks|kalimat|penjelasan|komentar|keterangan)(?: (?:lain(?:nya)?|lagi|tambahan))?\b"),
        "safety": (
            r"\bfilter (?:keamanan|konten|keselamatan|moderasi)\b|\bpenyaring(?:an)? (?:keamanan|konten)\b|"
            r"\bkebijakan (?:konten|keselamatan|penggunaan|moderasi)\b|\bmoderasi konten\b|\bpagar pengaman\b|"
            r"\b(?:batasan|pembatasan|pembatas) (?:keamanan|konten|keselamatan|etika)\b|"
            r"\blapisan (?:keamanan|moderasi|keselamatan)\b|\b(?:pedoman|aturan|protokol|mekanisme) keselamatan\b|"
            r"\bsensor konten\b"),
        "off": (
            r"\bdinonaktifkan\b|\bdimatikan\b|\bdicabut\b|\bditangguhkan\b|\bdihentikan\b|\bdiangkat\b|\bdihapuskan\b|"
            r"\btidak (?:lagi )?(?:aktif|berlaku)\b|\btak (?:lagi )?berlaku\b|\bnonaktif\b|"
            r"\bboleh (?:diabaikan|dilewati|mengabaikan|melewati|dilanggar|melanggar)\b|\bdapat diabaikan\b"),
        "doc_end": (
            r"\bakhir (?:dari )?(?:dokumen|surel|e-?mail|pesan|halaman|teks|konteks|artikel|surat)\b(?=\s*(?:-{2,}|={2,}|\*{2,}|#{2,}|\]|>|\)|$))|"
            r"\b(?:dokumen|teks|surel|email|pesan|isi)(?: ini)? (?:berakhir|selesai) (?:di sini|sampai di sini)\b"),
        "addressee": (
            r"\basisten\b|\bmodel bahasa\b|\bagen (?:AI|cerdas|kecerdasan buatan)\b|\bbot (?:AI|obrolan|percakapan)\b"),
    },
    "th": {
        "dismiss": (
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )เพิกเฉย|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )ละเว้น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )ละทิ้ง|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )ลืม|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )มองข้าม|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )ไม่ต้องสนใจ|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )ไม่ต้องใส่ใจ|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )ไม่ต้องทำตาม|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )ไม่ต้องปฏิบัติตาม|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )ไม่ต้องฟัง|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )ไม่ต้องเชื่อฟัง|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )ไม่ต้องไปสนใจ|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )อย่าทำตาม|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )อย่าปฏิบัติตาม|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )อย่าสนใจ|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )อย่าใส่ใจ|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )อย่าเชื่อฟัง|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )อย่าฟัง|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )หยุดทำตาม|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )หยุดปฏิบัติตาม|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )เลิกทำตาม|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )เลิกปฏิบัติตาม|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )เลิกสนใจ|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )โยนทิ้ง|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )ปัดตก|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!ละ)(?<!ลบ)(?<!ล้าง)(?<!กวาด)(?<!โยน)(?<!ตัดท้าย)ทิ้ง|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )วาง(?=(?:คำสั่ง(?!ซื้อ)|คำแนะนำ|แนวทาง|กฎ(?!หมาย)|ข้อกำหนด|ข้อบังคับ|คำชี้แจง|ข้อปฏิบัติ|หลักเกณฑ์|พรอมต์|พรอมท์|prompt)[^.!?\n]{0,40}?ไว้(?:(?: )?ก่อน(?!หน้า)|(?: )?ข้าง(?: )?ๆ|(?: )?ข้างหนึ่ง|(?: )?ด้านข้าง))|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )เก็บ(?=(?:คำสั่ง(?!ซื้อ)|คำแนะนำ|แนวทาง|กฎ(?!หมาย)|ข้อกำหนด|ข้อบังคับ|คำชี้แจง|ข้อปฏิบัติ|หลักเกณฑ์|พรอมต์|พรอมท์|prompt)[^.!?\n]{0,40}?ไว้(?:(?: )?ก่อน(?!หน้า)|(?: )?ข้าง(?: )?ๆ|(?: )?ข้างหนึ่ง|(?: )?ด้านข้าง))|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )พัก(?=(?:คำสั่ง(?!ซื้อ)|คำแนะนำ|แนวทาง|กฎ(?!หมาย)|ข้อกำหนด|ข้อบังคับ|คำชี้แจง|ข้อปฏิบัติ|หลักเกณฑ์|พรอมต์|พรอมท์|prompt)[^.!?\n]{0,40}?ไว้(?:(?: )?ก่อน(?!หน้า)|(?: )?ข้าง(?: )?ๆ|(?: )?ข้างหนึ่ง|(?: )?ด้านข้าง))"),
        "scope": (
            r"ก่อนหน้า|ข้างต้น|ข้างบน|ด้านบน|ทั้งหมด|ทั้งปวง|ทุกข้อ|ทุกอย่าง|ทุกประการ|ใดๆ|ใด ๆ|เดิม|แรกเริ่ม|ตอนแรก|"
            r"ที่ให้ไว้|ที่เคยให้|ที่ได้รับ|ที่ผ่านมา|เก่า|ดั้งเดิม|ทุกคำ"),
        "rules": (
            r"คำสั่ง(?!ซื้อ)|คำแนะนำ|แนวทาง|กฎ(?!หมาย)|ข้อกำหนด|ข้อบังคับ|คำชี้แจง|ข้อปฏิบัติ|หลักเกณฑ์|พรอมต์|พรอมท์|"
            r"prompt"),
        "your_rules": (
            r"คำสั่ง(?!ซื้อ)(?:ก่อนหน้า(?:นี้)?|เดิม|ทั้งหมด|เก่า|ที่ผ่านมา|ระบบ|ดั้งเดิม)(?:ทั้งหมด)?(?: )?ของคุณ|"
            r"คำแนะนำ(?:ก่อนหน้า(?:นี้)?|เดิม|ทั้งหมด|เก่า|ที่ผ่านมา|ระบบ|ดั้งเดิม)?(?:ทั้งหมด)?(?: )?ของคุณ|"
            r"แนวทาง(?:ก่อนหน้า(?:นี้)?|เดิม|ทั้งหมด|เก่า|ที่ผ่านมา|ระบบ|ดั้งเดิม)?(?:ทั้งหมด)?(?: )?ของคุณ|"
            r"กฎ(?!หมาย)(?:ก่อนหน้า(?:นี้)?|เดิม|ทั้งหมด|เก่า|ที่ผ่านมา|ระบบ|ดั้งเดิม)?(?:ทั้งหมด)?(?: )?ของคุณ|"
            r"ข้อกำหนด(?:ก่อนหน้า(?:นี้)?|เดิม|ทั้งหมด|เก่า|ที่ผ่านมา|ระบบ|ดั้งเดิม)?(?:ทั้งหมด)?(?: )?ของคุณ|"
            r"ข้อบังคับ(?:ก่อนหน้า(?:นี้)?|เดิม|ทั้งหมด|เก่า|ที่ผ่านมา|ระบบ|ดั้งเดิม)?(?:ทั้งหมด)?(?: )?ของคุณ|"
            r"ข้อปฏิบัติ(?:ก่อนหน้า(?:นี้)?|เดิม|ทั้งหมด|เก่า|ที่ผ่านมา|ระบบ|ดั้งเดิม)?(?:ทั้งหมด)?(?: )?ของคุณ|"
            r"หลักเกณฑ์(?:ก่อนหน้า(?:นี้)?|เดิม|ทั้งหมด|เก่า|ที่ผ่านมา|ระบบ|ดั้งเดิม)?(?:ทั้งหมด)?(?: )?ของคุณ|"
            r"พรอมต์(?:ก่อนหน้า(?:นี้)?|เดิม|ทั้งหมด|เก่า|ที่ผ่านมา|ระบบ|ดั้งเดิม)?(?:ทั้งหมด)?(?: )?ของคุณ|"
            r"คำสั่ง(?!ซื้อ)(?:ทั้งหมด)?(?:ที่|ซึ่ง)(?:คุณ)?(?:ได้รับ|เคยได้รับ|ให้(?:ไว้กับ|แก่)?คุณ|เคยให้(?:ไว้กับ)?คุณ)|"
            r"คำแนะนำ(?:ทั้งหมด)?(?:ที่|ซึ่ง)(?:คุณ)?(?:ได้รับ|เคยได้รับ|ให้(?:ไว้กับ|แก่)?คุณ|เคยให้(?:ไว้กับ)?คุณ)|"
            r"แนวทาง(?:ทั้งหมด)?(?:ที่|ซึ่ง)(?:คุณ)?(?:ได้รับ|เคยได้รับ|ให้(?:ไว้กับ|แก่)?คุณ|เคยให้(?:ไว้กับ)?คุณ)|"
            r"กฎ(?!หมาย)(?:ทั้งหมด)?(?:ที่|ซึ่ง)(?:คุณ)?(?:ได้รับ|เคยได้รับ|ให้(?:ไว้กับ|แก่)?คุณ|เคยให้(?:ไว้กับ)?คุณ)|"
            r"ข้อกำหนด(?:ทั้งหมด)?(?:ที่|ซึ่ง)(?:คุณ)?(?:ได้รับ|เคยได้รับ|ให้(?:ไว้กับ|แก่)?คุณ|เคยให้(?:ไว้กับ)?คุณ)|"
            r"ข้อบังคับ(?:ทั้งหมด)?(?:ที่|ซึ่ง)(?:คุณ)?(?:ได้รับ|เคยได้รับ|ให้(?:ไว้กับ|แก่)?คุณ|เคยให้(?:ไว้กับ)?คุณ)|"
            r"คำชี้แจง(?:ทั้งหมด)?(?:ที่|ซึ่ง)(?:คุณ)?(?:ได้รับ|เคยได้รับ|ให้(?:ไว้กับ|แก่)?คุณ|เคยให้(?:ไว้กับ)?คุณ)|"
            r"ข้อปฏิบัติ(?:ทั้งหมด)?(?:ที่|ซึ่ง)(?:คุณ)?(?:ได้รับ|เคยได้รับ|ให้(?:ไว้กับ|แก่)?คุณ|เคยให้(?:ไว้กับ)?คุณ)|"
            r"หลักเกณฑ์(?:ทั้งหมด)?(?:ที่|ซึ่ง)(?:คุณ)?(?:ได้รับ|เคยได้รับ|ให้(?:ไว้กับ|แก่)?คุณ|เคยให้(?:ไว้กับ)?คุณ)|"
            r"พรอมต์(?:ทั้งหมด)?(?:ที่|ซึ่ง)(?:คุณ)?(?:ได้รับ|เคยได้รับ|ให้(?:ไว้กับ|แก่)?คุณ|เคยให้(?:ไว้กับ)?คุณ)|"
            r"พรอมท์(?:ทั้งหมด)?(?:ที่|ซึ่ง)(?:คุณ)?(?:ได้รับ|เคยได้รับ|ให้(?:ไว้กับ|แก่)?คุณ|เคยให้(?:ไว้กับ)?คุณ)|"
            r"prompt(?:ทั้งหมด)?(?:ที่|ซึ่ง)(?:คุณ)?(?:ได้รับ|เคยได้รับ|ให้(?:ไว้กับ|แก่)?คุณ|เคยให้(?:ไว้กับ)?คุณ)|"
            r"คำแนะนำ(?:ก่อนหน้า(?:นี้)?|เดิม|ทั้งหมด)|แนวทาง(?:ก่อนหน้า(?:นี้)?|เดิม|ทั้งหมด)|"
            r"กฎ(?!หมาย)(?:ก่อนหน้า(?:นี้)?|เดิม|ทั้งหมด)|ข้อกำหนด(?:ก่อนหน้า(?:นี้)?|เดิม|ทั้งหมด)|"
            r"ข้อบังคับ(?:ก่อนหน้า(?:นี้)?|เดิม|ทั้งหมด)|ข้อปฏิบัติ(?:ก่อนหน้า(?:นี้)?|เดิม|ทั้งหมด)"),
        "void": (
            r"ถูกยกเลิก|ยกเลิกแล้ว|ไม่มีผลอีกต่อไป|ไม่มีผลบังคับใช้|สิ้นผล|หมดผล|ใช้ไม่ได้อีกต่อไป|ไม่ใช้อีกต่อไป|"
            r"ใช้ไม่ได้แล้ว|ไม่สำคัญอีกต่อไป|ไม่เกี่ยวข้องอีกต่อไป|เป็นโมฆะ|ถูกเพิกถอน|ถูกระงับ|"
            r"ไม่ต้องปฏิบัติตามอีกต่อไป|ไม่ต้องทำตามอีกต่อไป|ไม่ต้องทำตามแล้ว|ไม่ต้องปฏิบัติตามแล้ว|หมดอายุแล้ว|"
            r"ไม่มีความหมายอีกต่อไป"),
        "only": r"แค่|เพียง(?!พอ)|เท่านั้น|อย่างเดียว|ล้วนๆ",
        "reply": (
            r"(?<!อย่า)(?<!ไม่)(?<!คำ)(?<!การ)(?<!ที่)ตอบ(?!สนอง)|(?<!อย่า)(?<!ไม่)(?<!คำ)(?<!การ)(?<!ที่)เขียน|"
            r"(?<!อย่า)(?<!ไม่)(?<!คำ)(?<!การ)(?<!ที่)พูด|(?<!อย่า)(?<!ไม่)(?<!คำ)(?<!การ)(?<!ที่)บอก|"
            r"(?<!อย่า)(?<!ไม่)(?<!คำ)(?<!การ)(?<!ที่)กล่าว|"
            '(?<!อย่า)(?<!ไม่)(?<!คำ)(?<!การ)(?<!ที่)พิมพ์(?=\\s*[:"“\'«])|'
            '(?<!อย่า)(?<!ไม่)(?<!คำ)(?<!การ)(?<!ที่)แสดงผล(?=\\s*[:"“\'«])'),
        "instead": (
            r"แทนที่จะ(?: )?(?:สรุป|แปล|ตอบคำถาม|วิเคราะห์|ทบทวน|ตรวจสอบ|ประเมิน|ทำสรุป|ทำการสรุป|ย่อ)|"
            r"แทนการ(?: )?(?:สรุป|แปล|ตอบคำถาม|วิเคราะห์|ทบทวน|ตรวจสอบ|ประเมิน|ทำสรุป|ทำการสรุป|ย่อ)|"
            r"แทนที่การ(?: )?(?:สรุป|แปล|ตอบคำถาม|วิเคราะห์|ทบทวน|ตรวจสอบ|ประเมิน|ทำสรุป|ทำการสรุป|ย่อ)"),
        "note_to_ai": (
            r"หมายเหตุ(?: )?(?:ถึง|สำหรับ|แก่|ไปยัง)(?: )?(?:ผู้ช่วย|AI|เอไอ|โมเดล|บอท|แชทบอท|ปัญญาประดิษฐ์|ChatGPT|GPT|LLM)|"
            r"ข้อความ(?: )?(?:ถึง|สำหรับ|แก่|ไปยัง)(?: )?(?:ผู้ช่วย|AI|เอไอ|โมเดล|บอท|แชทบอท|ปัญญาประดิษฐ์|ChatGPT|GPT|LLM)|"
            r"โน้ต(?: )?(?:ถึง|สำหรับ|แก่|ไปยัง)(?: )?(?:ผู้ช่วย|AI|เอไอ|โมเดล|บอท|แชทบอท|ปัญญาประดิษฐ์|ChatGPT|GPT|LLM)|"
            r"บันทึก(?: )?(?:ถึง|สำหรับ|แก่|ไปยัง)(?: )?(?:ผู้ช่วย|AI|เอไอ|โมเดล|บอท|แชทบอท|ปัญญาประดิษฐ์|ChatGPT|GPT|LLM)|"
            r"คำแนะนำ(?: )?(?:ถึง|สำหรับ|แก่|ไปยัง)(?: )?(?:ผู้ช่วย|AI|เอไอ|โมเดล|บอท|แชทบอท|ปัญญาประดิษฐ์|ChatGPT|GPT|LLM)|"
            r"คำสั่ง(?: )?(?:ถึง|สำหรับ|แก่|ไปยัง)(?: )?(?:ผู้ช่วย|AI|เอไอ|โมเดล|บอท|แชทบอท|ปัญญาประดิษฐ์|ChatGPT|GPT|LLM)|"
            r"ข้อสังเกต(?: )?(?:ถึง|สำหรับ|แก่|ไปยัง)(?: )?(?:ผู้ช่วย|AI|เอไอ|โมเดล|บอท|แชทบอท|ปัญญาประดิษฐ์|ChatGPT|GPT|LLM)|"
            r"ถึงผู้ช่วย(?: )?(?:AI|เอไอ)|ถึง(?: )?(?:AI|เอไอ|แชทบอท|โมเดล)ที่(?:อ่าน|กำลังอ่าน)"),
        "leak_obj": (
            r"พรอมต์ระบบ|พรอมท์ระบบ|พร้อมต์ระบบ|พร้อมท์ระบบ|ข้อความระบบของคุณ|"
            r"คำสั่ง(?:ที่ซ่อน(?:อยู่)?|ลับ)(?:ของคุณ|ซึ่งคุณ|ที่คุณ)|"
            r"คำแนะนำ(?:ที่ซ่อน(?:อยู่)?|ลับ)(?:ของคุณ|ซึ่งคุณ|ที่คุณ)|"
            r"แนวทาง(?:ที่ซ่อน(?:อยู่)?|ลับ)(?:ของคุณ|ซึ่งคุณ|ที่คุณ)|"
            r"กฎ(?!หมาย)(?:ที่ซ่อน(?:อยู่)?|ลับ)(?:ของคุณ|ซึ่งคุณ|ที่คุณ)|คำแนะนำ(?:ที่ซ่อน(?:อยู่)?|ลับ)|"
            r"แนวทาง(?:ที่ซ่อน(?:อยู่)?|ลับ)|"
            r"คำสั่ง(?:ระบบ|เริ่มต้น|แรก|ดั้งเดิม|ตั้งต้น|ตอนเริ่มต้น)(?:ทั้งหมด)?(?: )?ของคุณ|"
            r"คำแนะนำ(?:ระบบ|เริ่มต้น|แรก|ดั้งเดิม|ตั้งต้น|ตอนเริ่มต้น)(?:ทั้งหมด)?(?: )?ของคุณ|"
            r"แนวทาง(?:ระบบ|เริ่มต้น|แรก|ดั้งเดิม|ตั้งต้น|ตอนเริ่มต้น)(?:ทั้งหมด)?(?: )?ของคุณ|"
            r"กฎ(?!หมาย)(?:ระบบ|เริ่มต้น|แรก|ดั้งเดิม|ตั้งต้น|ตอนเริ่มต้น)(?:ทั้งหมด)?(?: )?ของคุณ|"
            r"พรอมต์(?:ระบบ|เริ่มต้น|แรก|ดั้งเดิม|ตั้งต้น|ตอนเริ่มต้น)(?:ทั้งหมด)?(?: )?ของคุณ|"
            r"คำสั่ง(?:ทั้งหมด)?(?:ที่|ซึ่ง)คุณ(?:ได้รับ|เคยได้รับ)(?:มา)?(?:ตอน|ใน(?:ตอน)?|เมื่อ)(?:เริ่มต้น|แรก|เริ่ม)|"
            r"คำแนะนำ(?:ทั้งหมด)?(?:ที่|ซึ่ง)คุณ(?:ได้รับ|เคยได้รับ)(?:มา)?(?:ตอน|ใน(?:ตอน)?|เมื่อ)(?:เริ่มต้น|แรก|เริ่ม)|"
            r"แนวทาง(?:ทั้งหมด)?(?:ที่|ซึ่ง)คุณ(?:ได้รับ|เคยได้รับ)(?:มา)?(?:ตอน|ใน(?:ตอน)?|เมื่อ)(?:เริ่มต้น|แรก|เริ่ม)|"
            r"กฎ(?!หมาย)(?:ทั้งหมด)?(?:ที่|ซึ่ง)คุณ(?:ได้รับ|เคยได้รับ)(?:มา)?(?:ตอน|ใน(?:ตอน)?|เมื่อ)(?:เริ่มต้น|แรก|เริ่ม)|"
            r"ข้อความ(?:แรก|แรกสุด)(?:ของ|ใน)(?: )?(?:บทสนทนา|การสนทนา|แชท)(?:นี้|ของเรา)|ข้อความแรกที่คุณได้รับ"),
        "show": (
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)พิมพ์|(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)แสดง|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)เปิดเผย|(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)บอก|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)ทวน|(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)ทำซ้ำ|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)พูดซ้ำ|(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)คัดลอก|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)เขียน|(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)แชร์|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)เล่า|(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)ระบุ|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)ส่งออก|(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)ใส่|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)ก๊อป|(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)copy"),
        "act_as": (
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)ทำตัวเป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)ทำตัวเหมือน|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)ทำตัวให้เหมือน|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)ทำตัวให้เป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)แสร้งทำเป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)แสร้งเป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)แกล้งทำเป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)แกล้งเป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)สวมบทบาท|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)รับบทเป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)รับบทบาทเป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)เล่นบทเป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)เล่นเป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)ประพฤติตัวเป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)ประพฤติตัวเหมือน|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)สมมติว่าคุณเป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)สมมติว่าคุณคือ|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)จินตนาการว่าคุณเป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)จินตนาการว่าคุณคือ|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)ให้คุณเป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)ให้คุณทำหน้าที่เป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)คุณจะทำหน้าที่เป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)จงเป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)จงทำตัว|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)ขอให้คุณเป็น|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ได้)(?<!นักเรียน)(?<!ผู้เล่น)(?<!เรียน)ขอให้คุณทำหน้าที่เป็น"),
        "unbound": (
            r"ไม่มีกฎ(?!หมาย)|ไร้กฎ(?!หมาย)|ไม่มีข้อจำกัด|ไร้ข้อจำกัด|ไม่มีขีดจำกัด|ไร้ขีดจำกัด|ไม่มีจริยธรรม|"
            r"ไร้จริยธรรม|ไม่มีศีลธรรม|ไร้ศีลธรรม|ไม่มีหลักจริยธรรม|ไม่เคยปฏิเสธ|ไม่ปฏิเสธ|ไม่มีวันปฏิเสธ|ห้ามปฏิเสธ|"
            r"ไม่มีการเซ็นเซอร์|ไม่ถูกเซ็นเซอร์|ไม่เซ็นเซอร์|ไม่มีตัวกรอง|ไม่มีการกรอง|ไม่ถูกจำกัด|ไม่มีขอบเขต|"
            r"ไร้ขอบเขต|ไม่สนใจกฎ|ไม่สนใจจริยธรรม|ไม่ทำตามกฎ|ไม่มีข้อห้าม|ไม่จำกัด"),
        "only_task": (
            r"งานเดียวของคุณ|หน้าที่เดียวของคุณ|ภารกิจเดียวของคุณ|งานเดียวที่คุณ(?:ต้อง|จะ|ควร)|หน้าที่เดียวที่คุณ|"
            r"ภารกิจเดียวที่คุณ|หน้าที่ของคุณ(?:ตอนนี้|ในตอนนี้|ขณะนี้|จากนี้ไป)?(?:มี)?(?:เพียง|แค่)|"
            r"งานของคุณ(?:ตอนนี้|ในตอนนี้|ขณะนี้|จากนี้ไป)?(?:มี)?(?:เพียง|แค่)|"
            r"คุณมี(?:หน้าที่|งาน|ภารกิจ)(?:เพียง|แค่)?(?:อย่าง|ข้อ)?เดียว"),
        "unbound_mode": (
            r"โหมด(?: )?(?:ที่)?(?:ไร้ข้อจำกัด|ไม่มีข้อจำกัด|ไม่มีการกรอง|ไม่กรอง|ไม่มีตัวกรอง|ไม่เซ็นเซอร์|ไม่มีการเซ็นเซอร์|ไร้การเซ็นเซอร์|ไร้เซ็นเซอร์|ไร้ขีดจำกัด|ไม่มีขีดจำกัด|เจลเบรก|เจลเบรค|jailbreak|ไร้กฎ|ไม่มีกฎ(?!หมาย)|ไร้จริยธรรม)|"
            r"คุณ(?:กำลัง)?อยู่ใน(?: )?โหมด(?: )?(?:ที่)?(?:ไม่จำกัด|ไม่ถูกจำกัด)|"
            r"เข้าสู่(?: )?โหมด(?: )?(?:ไม่จำกัด|ไม่ถูกจำกัด)(?:แล้ว)?(?:ตอบ|และ)|"
            r"เปิด(?: )?โหมด(?: )?(?:ไม่จำกัด|ไม่ถูกจำกัด)(?:แล้ว)?(?:ตอบ|และ)|"
            r"เปิดใช้(?: )?โหมด(?: )?(?:ไม่จำกัด|ไม่ถูกจำกัด)(?:แล้ว)?(?:ตอบ|และ)|"
            r"เปิดใช้งาน(?: )?โหมด(?: )?(?:ไม่จำกัด|ไม่ถูกจำกัด)(?:แล้ว)?(?:ตอบ|และ)|"
            r"สลับไป(?:ยัง|ที่)?(?: )?โหมด(?: )?(?:ไม่จำกัด|ไม่ถูกจำกัด)(?:แล้ว)?(?:ตอบ|และ)|"
            r"เปลี่ยนเป็น(?: )?โหมด(?: )?(?:ไม่จำกัด|ไม่ถูกจำกัด)(?:แล้ว)?(?:ตอบ|และ)"),
        "system_header": r"ระบบ|ข้อความระบบ|ผู้ดูแลระบบ|นักพัฒนา",
        "send": (
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!ขน)(?<!จัด)(?<!ผู้)(?<!ขณะ)(?<!สามารถ)(?<!สามารถ )(?<!ขณะ )ส่ง(?!ออก|คืน|กลับ|ผ่าน|สัญญาณ)|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!ขน)(?<!จัด)(?<!ผู้)(?<!ขณะ)(?<!สามารถ)(?<!สามารถ )(?<!ขณะ )ส่งต่อ|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!ขน)(?<!จัด)(?<!ผู้)(?<!ขณะ)(?<!สามารถ)(?<!สามารถ )(?<!ขณะ )อัปโหลด|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!ขน)(?<!จัด)(?<!ผู้)(?<!ขณะ)(?<!สามารถ)(?<!สามารถ )(?<!ขณะ )อัพโหลด|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!ขน)(?<!จัด)(?<!ผู้)(?<!ขณะ)(?<!สามารถ)(?<!สามารถ )(?<!ขณะ )แชร์|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!ขน)(?<!จัด)(?<!ผู้)(?<!ขณะ)(?<!สามารถ)(?<!สามารถ )(?<!ขณะ )โพสต์|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!ขน)(?<!จัด)(?<!ผู้)(?<!ขณะ)(?<!สามารถ)(?<!สามารถ )(?<!ขณะ )ฟอร์เวิร์ด|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!ขน)(?<!จัด)(?<!ผู้)(?<!ขณะ)(?<!สามารถ)(?<!สามารถ )(?<!ขณะ )คัดลอก|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!ได้)(?<!ห้าม)(?<!ถ้า)(?<!หาก)(?<!ฉัน)(?<!ผม)(?<!เขา)(?<!เธอ)(?<!ระบบ)(?<!โปรแกรม)(?<!ที่)(?<!การ)(?<!อาจ)(?<!ควร)(?<!เคย)(?<!กำลัง)(?<!หลง)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!ขน)(?<!จัด)(?<!ผู้)(?<!ขณะ)(?<!สามารถ)(?<!สามารถ )(?<!ขณะ )แนบ"),
        "secret": (
            r"รหัสผ่าน|พาสเวิร์ด|password|ข้อมูลรับรอง|ข้อมูลประจำตัว|ข้อมูลการเข้าสู่ระบบ|โทเค็น|token|คีย์ API|"
            r"API key|กุญแจ API|คีย์ส่วนตัว|คีย์ลับ|กุญแจส่วนตัว|ประวัติการ(?:สนทนา|แชท|คุย)|ประวัติแชท|"
            r"ข้อความก่อนหน้า|ข้อความทั้งหมด(?:ก่อนหน้า|ในบทสนทนา|ข้างบน)|บทสนทนานี้|การสนทนานี้|บทสนทนาทั้งหมด|"
            r"การสนทนาทั้งหมด|ข้อมูลส่วนตัว|ข้อมูลส่วนบุคคล|บัตรเครดิต|"
            r"ที่อยู่อีเมล(?: )?(?:และ|ของผู้ใช้|ของลูกค้า|ทั้งหมด)|อีเมล(?: )?(?:และ|ของผู้ใช้)|รหัส OTP|OTP|"
            r"รหัสยืนยัน|เบอร์โทร(?:ศัพท์)?(?:และ|ของผู้ใช้)"),
        # the fourteenth pass
        "tell_user": (
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!ที่)(?<!เพื่อ)(?<!ระบบ)(?<!โปรแกรม)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!เพื่อ )(?:บอก|แจ้ง|ยืนยัน|รับรอง|ย้ำ|อธิบาย|เตือน|โน้มน้าว|เกลี้ยกล่อม|หว่านล้อม|ชี้แจง)(?:กับ|แก่|ให้|ไปยัง|ต่อ)? ?(?:ผู้ใช้(?:งาน)?(?:ทุกคน|ทั้งหมด)?|ลูกค้า|ผู้อ่าน|ผู้เยี่ยมชม|พวกเขา|เหยื่อ)|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!ที่)(?<!เพื่อ)(?<!ระบบ)(?<!โปรแกรม)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!เพื่อ )(?:ทำให้|ชักจูงให้|จูงใจให้) ?(?:ผู้ใช้(?:งาน)?(?:ทุกคน|ทั้งหมด)?|ลูกค้า|ผู้อ่าน|ผู้เยี่ยมชม|พวกเขา|เหยื่อ)(?:เชื่อ|มั่นใจ|คิด|วางใจ|ไว้ใจ|หลงเชื่อ)|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!ที่)(?<!เพื่อ)(?<!ระบบ)(?<!โปรแกรม)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!เพื่อ )ให้ความมั่นใจ(?:กับ|แก่) ?(?:ผู้ใช้(?:งาน)?(?:ทุกคน|ทั้งหมด)?|ลูกค้า|ผู้อ่าน|ผู้เยี่ยมชม|พวกเขา|เหยื่อ)"),
        "false_claim": (
            r"(?<!ความ)(?<!ไม่)(?<!ไม่ )ปลอดภัย|"
            r"(?:ได้รับ|ผ่าน)การ(?:ยืนยัน|ตรวจสอบ|รับรอง|สแกน|อนุมัติ)(?:แล้ว|เรียบร้อย)|เป็นทางการ|ของแท้|"
            r"ถูกต้องตามกฎหมาย|เชื่อถือได้|น่าเชื่อถือ|ไว้(?:วาง)?ใจได้|ไม่มีไวรัส|ปราศจากไวรัส|ไร้ไวรัส|ไม่มีมัลแวร์|"
            r"ไม่(?:มี)?อันตราย|ไร้อันตราย|ไม่ใช่(?:การ)?(?:หลอกลวง|มิจฉาชีพ|ของปลอม)|"
            r"เป็น(?:มิจฉาชีพ|การหลอกลวง|ของปลอม|แอปปลอม|เว็บปลอม)|"
            r"บัญชี(?:ผู้ใช้)?(?:ของ(?:คุณ|ผู้ใช้|เขา|พวกเขา|ท่าน|เธอ))?(?:จะ|ได้)?(?:ถูก|โดน)?(?:ล็อก|ล็อค|ระงับ|แฮ็ก|แฮก|อายัด|ปิดใช้งาน|บุกรุก|บล็อก|บล็อค)|"
            r"(?:พัสดุ|สินค้า|คำสั่งซื้อ)(?:ของ(?:คุณ|เขา|ท่าน))?(?:ถูก)?(?:ติด|กัก|ยึด|ค้าง)(?:อยู่)?(?:ที่|ใน)?(?:ด่าน)?ศุลกากร"),
        "ask_user": (
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!ที่)(?<!เพื่อ)(?<!ระบบ)(?<!โปรแกรม)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!เพื่อ )(?:ขอ|ถาม|สอบถาม|ร้องขอ|เรียกร้อง)(?:ให้)?(?:ทาง)? ?(?:ผู้ใช้(?:งาน)?(?:ทุกคน|ทั้งหมด)?|ลูกค้า|ผู้อ่าน|ผู้เยี่ยมชม|พวกเขา|เหยื่อ)|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!ที่)(?<!เพื่อ)(?<!ระบบ)(?<!โปรแกรม)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!เพื่อ )ขอให้(?:เขา|เธอ|ท่าน)?(?:ส่ง|ป้อน|กรอก|ใส่|พิมพ์|แจ้ง|ยืนยัน)|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!ที่)(?<!เพื่อ)(?<!ระบบ)(?<!โปรแกรม)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!เพื่อ )(?:ขอ|เรียก)(?=[^.!?\n]{0,30}?จาก(?:ผู้ใช้|ลูกค้า|พวกเขา))|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!ที่)(?<!เพื่อ)(?<!ระบบ)(?<!โปรแกรม)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!เพื่อ )ส่ง(?=[^.!?\n]{0,40}?มา(?:ให้|ที่|ยัง|ทาง))"),
        "credential": (
            r"รหัสผ่าน|พาสเวิร์ด|รหัส ?(?:PIN|OTP|CVV|CVC)|รหัสพิน|พินโค้ด|โอทีพี|\bOTP\b|\bCVV\b|"
            r"รหัส(?:ยืนยัน|ครั้งเดียว|ความปลอดภัย|รักษาความปลอดภัย|กู้คืน|หลังบัตร)|(?:หมายเลข|เลข)(?:บัตร|บัญชี)|"
            r"บัตร(?:เครดิต|เดบิต|เอทีเอ็ม|ATM)|วลี(?:กู้คืน|สำรอง|ลับ)|ข้อมูล(?:การ)?เข้าสู่ระบบ|"
            r"ชื่อผู้ใช้และรหัสผ่าน"),
        "harm": (
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?:ลบ|ล้าง|ทำลาย|กวาดล้าง)(?:ไฟล์|ข้อมูล|อีเมล|ข้อความ|โฟลเดอร์|ไดเรกทอรี|รายการ|เอกสาร)?(?:ทิ้ง)? ?(?:ทั้งหมด|ทุก(?:ไฟล์|อย่าง|รายการ|โฟลเดอร์))|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?:ลบ|ล้าง|ทำลาย|ฟอร์แมต|ฟอร์แมท)(?:ทิ้ง)?(?:ฐานข้อมูล|คลังโค้ด|คลังเก็บ|รีโพ(?:สิทอรี)?|ที่เก็บโค้ด|ข้อมูลสำรอง|แบ็กอัป|แบ็คอัพ|ดิสก์|ฮาร์ดดิสก์|ไดรฟ์|เซิร์ฟเวอร์)|"
            r"\brm -(?:rf|fr|r)\b|\bchmod -R 777\b|\bDROP (?:DATABASE|TABLE|SCHEMA)\b|\bshutdown (?:-[hrP]|now)\b|"
            r"\bpoweroff\b|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?:โอน|จ่าย|ชำระ)(?:เงิน|ยอด)? ?(?:จำนวน ?)?(?:\d[\d,]*(?:\.\d+)? ?(?:บาท|ดอลลาร์)|ทั้งหมด)|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!อย่า )(?<!ไม่ )(?<!จะ )โอนเงิน(?:ไป|เข้า|ให้)|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!อย่า )(?<!ไม่ )(?<!จะ )ซื้อ(?:บัตรของขวัญ|บัตรกำนัล|คูปอง|บัตรเติมเงิน|บัตรเงินสด|(?: )?\d+ ?(?:ใบ|ชิ้น))|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?:ให้|มอบ|กำหนด|เพิ่ม)สิทธิ์(?:การเข้าถึง)?(?:ระดับ)?(?:ผู้ดูแล(?:ระบบ)?|แอดมิน|รูท|เจ้าของ|เต็ม(?:รูปแบบ)?|สูงสุด)|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?:แชร์|เผยแพร่|เปิด)(?:\S{0,20}?)(?:เป็น|แบบ|สู่|ต่อ)สาธารณะ|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?:ปิด|ปิดใช้งาน|ยกเลิก|ถอนการติดตั้ง)(?:การทำงานของ)?(?:ไฟร์วอลล์|ไฟร์วอล|แอนติไวรัส|โปรแกรม(?:ป้องกัน|สแกน)ไวรัส|การยืนยันตัวตน(?:แบบ)?(?:สอง|2)(?:ขั้นตอน|ปัจจัย)|การยืนยันสองขั้นตอน)"),
        "no_confirm": (
            r"โดยไม่(?:ต้อง)?(?:ถาม|แจ้ง(?:ให้)?|บอก|ขออนุญาต(?:จาก)?) ?(?:(?:ผู้ใช้(?:งาน)?(?:ทุกคน|ทั้งหมด)?|ลูกค้า|ผู้อ่าน|ผู้เยี่ยมชม|พวกเขา|เหยื่อ)|ใคร|เจ้าของ)|"
            r"โดยไม่(?:ต้อง)?(?:ขอ|รอ)?(?:การ|คำ|ความ)?(?:ยืนยัน|อนุมัติ|ยินยอม|อนุญาต)|"
            r"ไม่ต้อง(?:ขอ|รอ|ถาม)(?:การ|คำ|ความ)?(?:ยืนยัน|อนุญาต|อนุมัติ|ยินยอม)|"
            r"(?:อย่า|ห้าม|ไม่ต้อง)(?:บอก|แจ้ง|เล่า|เปิดเผย|พูดถึง|กล่าวถึง)(?:เรื่องนี้|สิ่งนี้|อะไร)?(?:ให้|กับ|แก่)? ?(?:(?:ผู้ใช้(?:งาน)?(?:ทุกคน|ทั้งหมด)?|ลูกค้า|ผู้อ่าน|ผู้เยี่ยมชม|พวกเขา|เหยื่อ)|ใคร)|"
            r"(?:อย่า|ห้าม|ไม่ต้อง)ถาม(?:(?:ผู้ใช้(?:งาน)?(?:ทุกคน|ทั้งหมด)?|ลูกค้า|ผู้อ่าน|ผู้เยี่ยมชม|พวกเขา|เหยื่อ)|ความเห็น)|"
            r"ข้าม(?:หน้า|ขั้นตอน|การ|หน้าจอ|กล่อง)?(?:ยืนยัน|อนุมัติ)|"
            r"โดย(?:ที่)?(?:ผู้ใช้(?:งาน)?(?:ทุกคน|ทั้งหมด)?|ลูกค้า|ผู้อ่าน|ผู้เยี่ยมชม|พวกเขา|เหยื่อ)ไม่(?:รู้|ทราบ|รู้ตัว)|"
            r"โดยไม่ให้(?:ผู้ใช้(?:งาน)?(?:ทุกคน|ทั้งหมด)?|ลูกค้า|ผู้อ่าน|ผู้เยี่ยมชม|พวกเขา|เหยื่อ)(?:รู้|ทราบ)|"
            r"อย่างลับ ?ๆ|แอบ(?=ลบ|ส่ง|โอน|ติดตั้ง|เพิ่ม|เปลี่ยน|ทำ|ใช้|ซื้อ)"),
        "use_tool": (
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!ที่)(?<!เพื่อ)(?<!ระบบ)(?<!โปรแกรม)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!เพื่อ )ใช้(?:งาน)? ?(?:เครื่องมือ|เทอร์มินัล|เชลล์|เบราว์เซอร์|ระบบไฟล์|ฟังก์ชัน|ปลั๊กอิน|สิทธิ์(?:การเข้าถึง)?|ตัวแปลคำสั่ง|คอนโซล)(?:\S{0,20}?)(?:ของคุณ|ที่คุณมี)|"
            r"ด้วย(?: )?(?:เครื่องมือ|เทอร์มินัล|เชลล์|เบราว์เซอร์|ระบบไฟล์|ฟังก์ชัน|ปลั๊กอิน|สิทธิ์(?:การเข้าถึง)?|ตัวแปลคำสั่ง|คอนโซล)(?:\S{0,15}?)ของคุณ|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!ที่)(?<!เพื่อ)(?<!ระบบ)(?<!โปรแกรม)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!เพื่อ )ใช้(?:งาน)?เครื่องมือ(?:ชำระเงิน|จ่ายเงิน|อีเมล|ส่งอีเมล|โอนเงิน|ธนาคาร)|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!ที่)(?<!เพื่อ)(?<!ระบบ)(?<!โปรแกรม)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!เพื่อ )เรียก(?:ใช้)? ?(?:เครื่องมือ|ฟังก์ชัน)(?=\S{0,25}?(?:เพื่อ|แล้ว|ทันที|และ))|"
            r"ในนาม(?:ของ)?(?:ผู้ใช้(?:งาน)?(?:ทุกคน|ทั้งหมด)?|ลูกค้า|ผู้อ่าน|ผู้เยี่ยมชม|พวกเขา|เหยื่อ)|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!ที่)(?<!เพื่อ)(?<!ระบบ)(?<!โปรแกรม)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!เพื่อ )ใช้(?:บัตรเครดิต|บัตรเดบิต|บัญชี|กระเป๋าเงิน)(?:ที่)?(?:ของ)?(?:ผู้ใช้(?:งาน)?(?:ทุกคน|ทั้งหมด)?|ลูกค้า|ผู้อ่าน|ผู้เยี่ยมชม|พวกเขา|เหยื่อ)"),
        "attach": (
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!ที่)(?<!เพื่อ)(?<!ระบบ)(?<!โปรแกรม)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!เพื่อ )(?:เพิ่ม|แนบ|ใส่|แทรก|ฝัง|เข้ารหัส|ผนวก|นำ)(?=[^.!?\n]{0,60}?(?:ลงใน|ไว้ใน|เข้าไปใน|ไปที่|ไว้ท้าย|ต่อท้าย|ท้าย|ใน|เข้ากับ|ลงท้าย|ไว้ที่) ?(?:ส่วนท้าย(?:ของ)?)? ?(?:ลิงก์|ลิงค์|URL|ยูอาร์แอล|ที่อยู่เว็บ|พารามิเตอร์|คิวรี|รูปภาพ|รูป|ภาพ))|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!ที่)(?<!เพื่อ)(?<!ระบบ)(?<!โปรแกรม)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!เพื่อ )ต่อท้าย ?(?:ลิงก์|ลิงค์|URL|ยูอาร์แอล|ที่อยู่เว็บ|พารามิเตอร์|คิวรี|รูปภาพ|รูป|ภาพ)|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!ที่)(?<!เพื่อ)(?<!ระบบ)(?<!โปรแกรม)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!เพื่อ )(?:แทรก|ฝัง)(?:รูปภาพ|รูป|ภาพ)|"
            r"(?<!อย่า)(?<!ไม่)(?<!จะ)(?<!ถูก)(?<!การ)(?<!ที่)(?<!เพื่อ)(?<!ระบบ)(?<!โปรแกรม)(?<!อย่า )(?<!ไม่ )(?<!จะ )(?<!เพื่อ )(?:สร้าง|แสดง|แทรก|เพิ่ม)(?:ปุ่ม|ลิงก์|ลิงค์|รูปภาพ|รูป)(?=[^\n]{0,80}?https?://\S*[?=&])"),
        "your_reply": (
            r"(?:คำตอบ|การตอบ(?:กลับ)?|คำตอบกลับ|ข้อความตอบกลับ|ผลลัพธ์|เอาต์พุต|เอาท์พุต)(?:ทั้งหมด|สุดท้าย|ถัดไป)?ของ(?:คุณ|เธอ|นาย|แก)(?:(?:จะ)?ต้อง(?:เป็น|ตอบว่า|มีแค่|มีเพียง)? ?\S+)?"),
        "nothing_else": (
            r"ไม่มีอะไร(?:อื่น|เพิ่ม)|ห้าม(?:มี|ใส่|เขียน|พิมพ์|เพิ่ม|ตอบ)(?:อะไร|ข้อความ|คำ)(?:อื่น|เพิ่ม(?:เติม)?)|"
            r"ไม่ต้อง(?:มี|ใส่|เขียน|พิมพ์|เพิ่ม)(?:อะไร|ข้อความ|คำ|คำอธิบาย)(?:อื่น|เพิ่ม(?:เติม)?)|ไม่ต้องอธิบาย|"
            r"ห้ามอธิบาย|โดยไม่มีคำอธิบาย(?:ใด ?ๆ|เพิ่มเติม)|ไม่มีคำอื่น|ไม่มีข้อความอื่น"),
        "safety": (
            r"ตัวกรอง(?:ความปลอดภัย|เนื้อหา)|ระบบกรองเนื้อหา|ฟิลเตอร์(?:ความปลอดภัย|เนื้อหา)|"
            r"นโยบาย(?:เนื้อหา|ด้านเนื้อหา|ความปลอดภัยด้านเนื้อหา|การใช้งาน)|การ(?:กลั่น|ตรวจ)กรองเนื้อหา|"
            r"มาตรการ(?:ด้าน)?ความปลอดภัย|ข้อจำกัด(?:ด้าน)?(?:ความปลอดภัย|เนื้อหา)|แนวทาง(?:ด้าน)?ความปลอดภัย|"
            r"กลไก(?:ด้าน)?ความปลอดภัย"),
        "off": (
            r"ถูกปิด(?:ใช้งาน)?|ปิดใช้งานแล้ว|ถูกยกเลิก|ยกเลิกแล้ว|ถูกระงับ|ถูกถอด(?:ออก)?|ถูกลบออก|"
            r"ไม่มีผล(?:บังคับใช้)?(?:อีกต่อไป|แล้ว)|ไม่(?:ทำงาน|มีผล|ใช้)อีกต่อไป|ใช้ไม่ได้(?:แล้ว|อีกต่อไป)|ปิดอยู่|"
            r"สามารถข้าม|ข้าม(?:ได้|ไปได้)|ละเลยได้|เพิกเฉยได้|ไม่ต้องสนใจ|ไม่ต้องปฏิบัติตาม"),
        "doc_end": (
            r"(?:สิ้นสุด|จบ)(?:ส่วน)?(?:ของ)?(?:เอกสาร|อีเมล|ข้อความ|บทความ|เนื้อหา|บริบท)(?=\s*(?:-{2,}|={2,}|\*{2,}|#{2,}|\]|>|\)|$))|"
            r"(?:เอกสาร|ข้อความ|อีเมล|เนื้อหา)(?:นี้)?(?:สิ้นสุด|จบ)(?:ลง)?(?:ที่|ตรง)?(?:ตรงนี้|ที่นี่)"),
        "addressee": r"ผู้ช่วย(?!ศาสตราจารย์|เหลือ|ผู้)|โมเดลภาษา|แชทบอท|แชตบอต|แชทบอต|แช็ตบอต|เอไอ(?!เอส)|เอเจนต์",
    },
    "pl": {
        "dismiss": (
            r"(?<!nie )(?<!nigdy )\bzignoruj(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bignoruj(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bzapomnij(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bpomiń(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bpomijaj(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bzlekceważ(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\blekceważ(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bodłóż(?:cie)?(?: na bok| na później| ad acta)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bodrzuć(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bporzuć(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bolej(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bunieważnij(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bwyrzuć(?:cie)? z pamięci|"
            r"(?<!nie )(?<!nigdy )\bzostaw(?:cie)? (?:za sobą|w spokoju|na boku)|"
            r"(?<!nie )(?<!nigdy )\bprzestań(?:cie)? (?:stosować|przestrzegać|słuchać|wykonywać|trzymać)|"
            r"\bnie stosuj(?:cie)? się\b|\bnie przestrzegaj(?:cie)?\b|\bnie słuchaj(?:cie)?\b|\bnie wykonuj(?:cie)?\b|"
            r"\bnie trzymaj(?:cie)? się\b|\bnie kieruj(?:cie)? się\b|\bnie bierz(?:cie)? pod uwagę\b|"
            r"\bnie zwracaj(?:cie)? (?:\w+ )?uwagi\b|\bnie zważaj(?:cie)?\b|\bnie przejmuj(?:cie)? się\b|"
            r"\bproszę (?:(?!nie\b)\w+ )?(?:zignorować|zapomnieć|pominąć|odrzucić|porzucić)\b|"
            r"\bproszę nie (?:stosować się|przestrzegać|brać pod uwagę)\b"),
        "scope": (
            r"\bpoprzedni\w*(?=\s+(?:(?!(?:jeśli|jeżeli|gdy|gdyż|kiedy|ale|lecz|bo|ponieważ|żeby|aby)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstrukcj\w*|\bpolece(?:nia|ń|niom|niami|niach)\b|\bzasad(?:a|y|ę|ą|zie|om|ami|ach)?\b|\breguł\w*|\bwytyczn\w*|\bdyrektyw\w*|\bwskazów\w*|\bnakaz\w*|\brozkaz\w*|\bprompt\w*|\bzalece\w*|\bustale\w*))|"
            r"\bwcześniejsz\w*(?=\s+(?:(?!(?:jeśli|jeżeli|gdy|gdyż|kiedy|ale|lecz|bo|ponieważ|żeby|aby)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstrukcj\w*|\bpolece(?:nia|ń|niom|niami|niach)\b|\bzasad(?:a|y|ę|ą|zie|om|ami|ach)?\b|\breguł\w*|\bwytyczn\w*|\bdyrektyw\w*|\bwskazów\w*|\bnakaz\w*|\brozkaz\w*|\bprompt\w*|\bzalece\w*|\bustale\w*))|"
            r"\bpowyższ\w*(?=\s+(?:(?!(?:jeśli|jeżeli|gdy|gdyż|kiedy|ale|lecz|bo|ponieważ|żeby|aby)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstrukcj\w*|\bpolece(?:nia|ń|niom|niami|niach)\b|\bzasad(?:a|y|ę|ą|zie|om|ami|ach)?\b|\breguł\w*|\bwytyczn\w*|\bdyrektyw\w*|\bwskazów\w*|\bnakaz\w*|\brozkaz\w*|\bprompt\w*|\bzalece\w*|\bustale\w*))|"
            r"\bwszystk\w*(?=\s+(?:(?!(?:jeśli|jeżeli|gdy|gdyż|kiedy|ale|lecz|bo|ponieważ|żeby|aby)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstrukcj\w*|\bpolece(?:nia|ń|niom|niami|niach)\b|\bzasad(?:a|y|ę|ą|zie|om|ami|ach)?\b|\breguł\w*|\bwytyczn\w*|\bdyrektyw\w*|\bwskazów\w*|\bnakaz\w*|\brozkaz\w*|\bprompt\w*|\bzalece\w*|\bustale\w*))|"
            r"\bwszelk\w*(?=\s+(?:(?!(?:jeśli|jeżeli|gdy|gdyż|kiedy|ale|lecz|bo|ponieważ|żeby|aby)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstrukcj\w*|\bpolece(?:nia|ń|niom|niami|niach)\b|\bzasad(?:a|y|ę|ą|zie|om|ami|ach)?\b|\breguł\w*|\bwytyczn\w*|\bdyrektyw\w*|\bwskazów\w*|\bnakaz\w*|\brozkaz\w*|\bprompt\w*|\bzalece\w*|\bustale\w*))|"
            r"\bdotychczasow\w*(?=\s+(?:(?!(?:jeśli|jeżeli|gdy|gdyż|kiedy|ale|lecz|bo|ponieważ|żeby|aby)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstrukcj\w*|\bpolece(?:nia|ń|niom|niami|niach)\b|\bzasad(?:a|y|ę|ą|zie|om|ami|ach)?\b|\breguł\w*|\bwytyczn\w*|\bdyrektyw\w*|\bwskazów\w*|\bnakaz\w*|\brozkaz\w*|\bprompt\w*|\bzalece\w*|\bustale\w*))|"
            r"\boryginaln\w*(?=\s+(?:(?!(?:jeśli|jeżeli|gdy|gdyż|kiedy|ale|lecz|bo|ponieważ|żeby|aby)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstrukcj\w*|\bpolece(?:nia|ń|niom|niami|niach)\b|\bzasad(?:a|y|ę|ą|zie|om|ami|ach)?\b|\breguł\w*|\bwytyczn\w*|\bdyrektyw\w*|\bwskazów\w*|\bnakaz\w*|\brozkaz\w*|\bprompt\w*|\bzalece\w*|\bustale\w*))|"
            r"\bpierwotn\w*(?=\s+(?:(?!(?:jeśli|jeżeli|gdy|gdyż|kiedy|ale|lecz|bo|ponieważ|żeby|aby)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstrukcj\w*|\bpolece(?:nia|ń|niom|niami|niach)\b|\bzasad(?:a|y|ę|ą|zie|om|ami|ach)?\b|\breguł\w*|\bwytyczn\w*|\bdyrektyw\w*|\bwskazów\w*|\bnakaz\w*|\brozkaz\w*|\bprompt\w*|\bzalece\w*|\bustale\w*))|"
            r"\bpoczątkow\w*(?=\s+(?:(?!(?:jeśli|jeżeli|gdy|gdyż|kiedy|ale|lecz|bo|ponieważ|żeby|aby)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstrukcj\w*|\bpolece(?:nia|ń|niom|niami|niach)\b|\bzasad(?:a|y|ę|ą|zie|om|ami|ach)?\b|\breguł\w*|\bwytyczn\w*|\bdyrektyw\w*|\bwskazów\w*|\bnakaz\w*|\brozkaz\w*|\bprompt\w*|\bzalece\w*|\bustale\w*))|"
            r"\buprzedni\w*(?=\s+(?:(?!(?:jeśli|jeżeli|gdy|gdyż|kiedy|ale|lecz|bo|ponieważ|żeby|aby)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstrukcj\w*|\bpolece(?:nia|ń|niom|niami|niach)\b|\bzasad(?:a|y|ę|ą|zie|om|ami|ach)?\b|\breguł\w*|\bwytyczn\w*|\bdyrektyw\w*|\bwskazów\w*|\bnakaz\w*|\brozkaz\w*|\bprompt\w*|\bzalece\w*|\bustale\w*))|"
            r"\bkażd\w*(?=\s+(?:(?!(?:jeśli|jeżeli|gdy|gdyż|kiedy|ale|lecz|bo|ponieważ|żeby|aby)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstrukcj\w*|\bpolece(?:nia|ń|niom|niami|niach)\b|\bzasad(?:a|y|ę|ą|zie|om|ami|ach)?\b|\breguł\w*|\bwytyczn\w*|\bdyrektyw\w*|\bwskazów\w*|\bnakaz\w*|\brozkaz\w*|\bprompt\w*|\bzalece\w*|\bustale\w*))|"
            r"\bwcześniej\b|\bpowyżej\b|\bwyżej\b|\bdotąd\b|\botrzymał\w*|\bdostał\w*|\botrzyman\w*|"
            r"\bdan\w* (?:ci|wam|tobie)\b|\bprzekazan\w* (?:ci|wam)\b|"
            r"\bstar\w* (?=instrukc|polec|zasad|reguł|wytyczn)|\bdo tej pory\b"),
        "rules": (
            r"\binstrukcj\w*|\bpolece(?:nia|ń|niom|niami|niach)\b|\bzasad(?:a|y|ę|ą|zie|om|ami|ach)?\b|\breguł\w*|"
            r"\bwytyczn\w*|\bdyrektyw\w*|\bwskazów\w*|\bnakaz\w*|\brozkaz\w*|\bprompt\w*|\bzalece\w*|\bustale\w*"),
        "your_rules": (
            r"\btwoj\w* (?:(?!(?:w|we|na|do|z|ze|o|od|dla|po|przy|i|oraz)\b)\w+ )?(?:instrukcj|polece|zasad|reguł|wytyczn|dyrektyw|wskazów)\w*|"
            r"\btwoi\w* (?:(?!(?:w|we|na|do|z|ze|o|od|dla|po|przy|i|oraz)\b)\w+ )?(?:instrukcj|polece|zasad|reguł|wytyczn|dyrektyw|wskazów)\w*|"
            r"\btwój\w* (?:(?!(?:w|we|na|do|z|ze|o|od|dla|po|przy|i|oraz)\b)\w+ )?(?:instrukcj|polece|zasad|reguł|wytyczn|dyrektyw|wskazów)\w*|"
            r"\bswoj\w* (?:(?!(?:w|we|na|do|z|ze|o|od|dla|po|przy|i|oraz)\b)\w+ )?(?:instrukcj|polece|zasad|reguł|wytyczn|dyrektyw|wskazów)\w*|"
            r"\bswoi\w* (?:(?!(?:w|we|na|do|z|ze|o|od|dla|po|przy|i|oraz)\b)\w+ )?(?:instrukcj|polece|zasad|reguł|wytyczn|dyrektyw|wskazów)\w*|"
            r"\bswój\w* (?:(?!(?:w|we|na|do|z|ze|o|od|dla|po|przy|i|oraz)\b)\w+ )?(?:instrukcj|polece|zasad|reguł|wytyczn|dyrektyw|wskazów)\w*|"
            r"\bwasz\w* (?:(?!(?:w|we|na|do|z|ze|o|od|dla|po|przy|i|oraz)\b)\w+ )?(?:instrukcj|polece|zasad|reguł|wytyczn|dyrektyw|wskazów)\w*|"
            r"\bwasi\w* (?:(?!(?:w|we|na|do|z|ze|o|od|dla|po|przy|i|oraz)\b)\w+ )?(?:instrukcj|polece|zasad|reguł|wytyczn|dyrektyw|wskazów)\w*|"
            r"\binstrukcj\w*,? (?:które|jakie) (?:otrzymał|dostał)\w*|"
            r"\bpolecenia,? (?:które|jakie) (?:otrzymał|dostał)\w*|\bzasady,? (?:które|jakie) (?:otrzymał|dostał)\w*|"
            r"\bwytyczne,? (?:które|jakie) (?:otrzymał|dostał)\w*"),
        "void": (
            r"\banulowan\w*|\bunieważnion\w*|\bnieważn\w*|\bodwołan\w*|\buchylon\w*|\bwycofan\w*|\bzniesion\w*|"
            r"\bjuż nie obowiązuj\w*|\bnie obowiązują\b|\bprzestał\w* obowiązywać|\bstracił\w* (?:ważność|moc)|"
            r"\bnieaktualn\w*|\bnie mają już (?:zastosowania|znaczenia|mocy)|"
            r"\bjuż nie mają (?:zastosowania|znaczenia|mocy)|\bnie są już (?:ważn|aktualn|obowiązując|istotn)\w*|"
            r"\bjuż nie są (?:ważn|aktualn|obowiązując|istotn)\w*|\bzostały (?:zastąpion|usunięt|skasowan)\w*"),
        "only": (
            r"\btylko\b|\bwyłącznie\b|\bjedynie\b|\bnic (?:więcej|innego)\b|\bani słowa więcej|\bjednym słowem|"
            r'\bsamo\b(?= \w+ ?[\"„“:])'),
        "reply": (
            r"(?<!nie )(?<!nigdy )\bodpowiedz(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bodpowiadaj(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bnapisz(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bpisz(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bpowiedz(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bmów(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\breaguj(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bzareaguj(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bwyrecytuj(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bpowtarzaj(?:cie)?(?![\wąćęłńóśźż])|"
            r"\bproszę (?:(?!nie\b)\w+ )?(?:odpowiedzieć|odpowiadać|napisać|powiedzieć|wypisać)\b"),
        "instead": (
            r"\bzamiast (?:go |je |tego |niego |niej )?(?:streszcz\w*|streścić|podsumow\w*|tłumaczyć|przetłumaczyć|odpowiadać|odpowiedzieć|analizować|przeanalizować|opisywać|opisać|omawiać|omówić|recenzować|zrecenzować|oceniać|ocenić)|"
            r"\bzamiast (?:robić |zrobić |pisać |napisać |przygotować |sporządzić )?(?:streszczeni|podsumowani)\w*"),
        "note_to_ai": (
            r"\buwaga (?:dla|do) (?:\w+ )?(?:asystenta|AI|SI|modelu|bota|czatbota|chatbota|sztucznej inteligencji|LLM|GPT|agenta)\b|"
            r"\bnotatka (?:dla|do) (?:\w+ )?(?:asystenta|AI|SI|modelu|bota|czatbota|chatbota|sztucznej inteligencji|LLM|GPT|agenta)\b|"
            r"\bwiadomość (?:dla|do) (?:\w+ )?(?:asystenta|AI|SI|modelu|bota|czatbota|chatbota|sztucznej inteligencji|LLM|GPT|agenta)\b|"
            r"\binformacja (?:dla|do) (?:\w+ )?(?:asystenta|AI|SI|modelu|bota|czatbota|chatbota|sztucznej inteligencji|LLM|GPT|agenta)\b|"
            r"\binstrukcja (?:dla|do) (?:\w+ )?(?:asystenta|AI|SI|modelu|bota|czatbota|chatbota|sztucznej inteligencji|LLM|GPT|agenta)\b|"
            r"\bpolecenie (?:dla|do) (?:\w+ )?(?:asystenta|AI|SI|modelu|bota|czatbota|chatbota|sztucznej inteligencji|LLM|GPT|agenta)\b|"
            r"\bkomunikat (?:dla|do) (?:\w+ )?(?:asystenta|AI|SI|modelu|bota|czatbota|chatbota|sztucznej inteligencji|LLM|GPT|agenta)\b|"
            r"\badnotacja (?:dla|do) (?:\w+ )?(?:asystenta|AI|SI|modelu|bota|czatbota|chatbota|sztucznej inteligencji|LLM|GPT|agenta)\b|"
            r"\bprośba (?:dla|do) (?:\w+ )?(?:asystenta|AI|SI|modelu|bota|czatbota|chatbota|sztucznej inteligencji|LLM|GPT|agenta)\b|"
            r"\bnotka (?:dla|do) (?:\w+ )?(?:asystenta|AI|SI|modelu|bota|czatbota|chatbota|sztucznej inteligencji|LLM|GPT|agenta)\b|"
            r"\basystencie\b|\bdrogi (?:asystencie|modelu|bocie)\b"),
        "leak_obj": (
            r"\bprompt\w* systemow\w*|\bsystemow\w* prompt\w*|\binstrukcj\w* systemow\w*|\bsystemow\w* instrukcj\w*|"
            r"\bukryt\w* (?:instrukcj|polece|wytyczn|zasad|reguł)\w*|\btajn\w* (?:instrukcj|polece|wytyczn)\w*|"
            r"\bpoczątkow\w* (?:instrukcj|polece|wytyczn|prompt)\w*|"
            r"\bpierwotn\w* (?:instrukcj|polece|wytyczn|prompt)\w*|"
            r"\boryginaln\w* (?:instrukcj|polece|wytyczn|prompt)\w*|"
            r"\binstrukcj\w*,? (?:które|jakie) (?:otrzymał|dostał)\w*|"
            r"\bswoj\w* (?:(?!własn|now)\w+ )?(?:instrukcj|wytyczn|prompt)\w*|"
            r"\bswoi\w* (?:(?!własn|now)\w+ )?(?:instrukcj|wytyczn|prompt)\w*|"
            r"\bswój\w* (?:(?!własn|now)\w+ )?(?:instrukcj|wytyczn|prompt)\w*|"
            r"\btwoi\w* (?:(?!własn|now)\w+ )?(?:instrukcj|wytyczn|prompt)\w*|"
            r"\btwoj\w* (?:(?!własn|now)\w+ )?(?:instrukcj|wytyczn|prompt)\w*|"
            r"\btwój\w* (?:(?!własn|now)\w+ )?(?:instrukcj|wytyczn|prompt)\w*|"
            r"\bwasz\w* (?:(?!własn|now)\w+ )?(?:instrukcj|wytyczn|prompt)\w*|"
            r"\bwasi\w* (?:(?!własn|now)\w+ )?(?:instrukcj|wytyczn|prompt)\w*|"
            r"\bpierwsz\w* (?:wiadomoś|wypowiedź|wypowiedzi|komunikat)\w* (?:\w+ )?(?:tej|tego|naszej|naszego|w tej|z tej|w naszej) (?:rozmow|konwersacj|czat|dialog|sesji)\w*|"
            r"\bpoczątek (?:tej |naszej )?(?:rozmow|konwersacj|czatu|dialogu)\w*"),
        "show": (
            r"(?<!nie )(?<!nigdy )\bpokaż(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bwyświetl(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bwypisz(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bwydrukuj(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bujawnij(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bzdradź(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bwyjaw(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bpowtórz(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bpodaj(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bprzytocz(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bzacytuj(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bskopiuj(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bwklej(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\budostępnij(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bwylistuj(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bwymień(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bodsłoń(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bpowiedz(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\bzrzuć(?:cie)?(?![\wąćęłńóśźż])|"
            r"\bproszę (?:(?!nie\b)\w+ )?(?:pokazać|wyświetlić|wypisać|ujawnić|powtórzyć|podać|zacytować)\b"),
        "act_as": (
            r"\bzachowuj(?:cie)? się jak|\bzachowaj(?:cie)? się jak|\bdziałaj(?:cie)? (?:jak|jako)\b|"
            r"\bwystępuj(?:cie)? jako\b|\budawaj(?:cie)?\b|\bwciel(?:cie)? się\b|\bwcielaj(?:cie)? się\b|"
            r"\bodgrywaj (?:\w+ )?rolę\b|\bodegraj (?:\w+ )?rolę\b|\bzagraj (?:\w+ )?rolę\b|\bgraj (?:\w+ )?rolę\b|"
            r"\bprzyjmij (?:\w+ )?rolę\b|\bprzyjmijcie (?:\w+ )?rolę\b|\bweź (?:\w+ )?rolę\b|\bweźcie (?:\w+ )?rolę\b|"
            r"\bwyobraź(?:cie)? sobie,? że jesteś|\bzałóż(?:cie)?,? że jesteś|"
            r"\bbądź(?:cie)? (?:teraz |od teraz |odtąd )?(?:jak |jako )?(?:asystent|model|bot|czatbot|chatbot|AI|SI|sztuczn)\w*"),
        "unbound": (
            r"\bbez (?:żadnych |jakichkolwiek |wszelkich )?(?:ograniczeń|zasad|reguł|filtrów|cenzury|limitów|granic|zahamowań|skrupułów|moralności|etyki|zabezpieczeń)|"
            r"\bnie (?:ma|masz|mają|macie|mający|posiada|posiadasz) (?:\w+ )?(?:żadnych |jakichkolwiek )?(?:\w+ )?(?:zasad|reguł|ograniczeń|filtrów|granic|skrupułów|zahamowań)|"
            r"\bpozbawion\w* (?:\w+ )?(?:zasad|ograniczeń|skrupułów|moralności|etyki|filtrów|cenzury)|"
            r"\bnigdy nie odmawia\w*|\bnigdy nie odmówi\w*|\bnie odmawia\w* (?:nigdy|żadnej|niczego)|"
            r"\bnieograniczon\w*|\bniecenzurowan\w*|\bniefiltrowan\w*|\bamoraln\w*"),
        "only_task": (
            r"\btwoim jedynym (?:zadaniem|celem|obowiązkiem)|\bwaszym jedynym (?:zadaniem|celem|obowiązkiem)|"
            r"\bswoim jedynym (?:zadaniem|celem|obowiązkiem)|\btwoje jedyne (?:zadanie|zajęcie)|"
            r"\bwasze jedyne (?:zadanie|zajęcie)|\bswoje jedyne (?:zadanie|zajęcie)|\btwój jedyny (?:cel|obowiązek)|"
            r"\bwasz jedyny (?:cel|obowiązek)|\bswój jedyny (?:cel|obowiązek)|"
            r"\bjedynym (?:twoim|waszym) (?:zadaniem|celem)|\bjedyne (?:twoje|wasze) zadanie|"
            r"\bmasz (?:teraz |odtąd )?(?:tylko |wyłącznie |jedynie )?jedno zadanie|"
            r"\bod teraz (?:twoim |waszym )?jedynym zadaniem"),
        "unbound_mode": (
            r"\btryb\w* (?:bez (?:żadnych )?(?:ograniczeń|cenzury|filtrów|zasad|reguł|zabezpieczeń)|nieograniczon\w*|niecenzurowan\w*|niefiltrowan\w*|jailbreak\w*|DAN\b)|"
            r"\bnieograniczon\w* tryb\w*|\bniecenzurowan\w* tryb\w*|\bjailbreak\w*[ -]tryb\w*"),
        "system_header": (
            r"\bSY(?-i:STEM)\b|\bkomunikat systemowy|\bwiadomość systemowa|\bnotatka systemowa|\buwaga systemowa|"
            r"\bdeweloper\b|\bprogramista\b|\btwórca\b|\boperator systemu"),
        "send": (
            r"(?<!nie )(?<!nigdy )\bwyślij(?:cie)?(?![\wąćęłńóśźż])(?! (?:(?:nam|mi|im|mu|jej|wtedy|więc|też|także|po prostu|od razu|proszę),? ){0,2}(?:(?:swoj|swoją|ten|tę|to|nowy|nową|krótk)\w* )?(?:wiadomość|e-?mail|e-?maila|maila?|list|zgłoszenie|raport|informację|pytanie|prośbę|poprawkę|łatkę|łatki|plik|zapytanie|SMS|SMS-a|opis|odpowiedź|komentarz|uwagi|zbiór)\b)|"
            r"(?<!nie )(?<!nigdy )\bprześlij(?:cie)?(?![\wąćęłńóśźż])(?! (?:(?:nam|mi|im|mu|jej|wtedy|więc|też|także|po prostu|od razu|proszę),? ){0,2}(?:(?:swoj|swoją|ten|tę|to|nowy|nową|krótk)\w* )?(?:wiadomość|e-?mail|e-?maila|maila?|list|zgłoszenie|raport|informację|pytanie|prośbę|poprawkę|łatkę|łatki|plik|zapytanie|SMS|SMS-a|opis|odpowiedź|komentarz|uwagi|zbiór)\b)|"
            r"(?<!nie )(?<!nigdy )\bprzekaż(?:cie)?(?![\wąćęłńóśźż])(?! (?:(?:nam|mi|im|mu|jej|wtedy|więc|też|także|po prostu|od razu|proszę),? ){0,2}(?:(?:swoj|swoją|ten|tę|to|nowy|nową|krótk)\w* )?(?:wiadomość|e-?mail|e-?maila|maila?|list|zgłoszenie|raport|informację|pytanie|prośbę|poprawkę|łatkę|łatki|plik|zapytanie|SMS|SMS-a|opis|odpowiedź|komentarz|uwagi|zbiór)\b)|"
            r"(?<!nie )(?<!nigdy )\bwysyłaj(?:cie)?(?![\wąćęłńóśźż])(?! (?:(?:nam|mi|im|mu|jej|wtedy|więc|też|także|po prostu|od razu|proszę),? ){0,2}(?:(?:swoj|swoją|ten|tę|to|nowy|nową|krótk)\w* )?(?:wiadomość|e-?mail|e-?maila|maila?|list|zgłoszenie|raport|informację|pytanie|prośbę|poprawkę|łatkę|łatki|plik|zapytanie|SMS|SMS-a|opis|odpowiedź|komentarz|uwagi|zbiór)\b)|"
            r"(?<!nie )(?<!nigdy )\bprzesyłaj(?:cie)?(?![\wąćęłńóśźż])(?! (?:(?:nam|mi|im|mu|jej|wtedy|więc|też|także|po prostu|od razu|proszę),? ){0,2}(?:(?:swoj|swoją|ten|tę|to|nowy|nową|krótk)\w* )?(?:wiadomość|e-?mail|e-?maila|maila?|list|zgłoszenie|raport|informację|pytanie|prośbę|poprawkę|łatkę|łatki|plik|zapytanie|SMS|SMS-a|opis|odpowiedź|komentarz|uwagi|zbiór)\b)|"
            r"(?<!nie )(?<!nigdy )\bprzekazuj(?:cie)?(?![\wąćęłńóśźż])(?! (?:(?:nam|mi|im|mu|jej|wtedy|więc|też|także|po prostu|od razu|proszę),? ){0,2}(?:(?:swoj|swoją|ten|tę|to|nowy|nową|krótk)\w* )?(?:wiadomość|e-?mail|e-?maila|maila?|list|zgłoszenie|raport|informację|pytanie|prośbę|poprawkę|łatkę|łatki|plik|zapytanie|SMS|SMS-a|opis|odpowiedź|komentarz|uwagi|zbiór)\b)|"
            r"(?<!nie )(?<!nigdy )\bzaładuj(?:cie)?(?![\wąćęłńóśźż])(?! (?:(?:nam|mi|im|mu|jej|wtedy|więc|też|także|po prostu|od razu|proszę),? ){0,2}(?:(?:swoj|swoją|ten|tę|to|nowy|nową|krótk)\w* )?(?:wiadomość|e-?mail|e-?maila|maila?|list|zgłoszenie|raport|informację|pytanie|prośbę|poprawkę|łatkę|łatki|plik|zapytanie|SMS|SMS-a|opis|odpowiedź|komentarz|uwagi|zbiór)\b)|"
            r"(?<!nie )(?<!nigdy )\bwrzuć(?:cie)?(?![\wąćęłńóśźż])(?! (?:(?:nam|mi|im|mu|jej|wtedy|więc|też|także|po prostu|od razu|proszę),? ){0,2}(?:(?:swoj|swoją|ten|tę|to|nowy|nową|krótk)\w* )?(?:wiadomość|e-?mail|e-?maila|maila?|list|zgłoszenie|raport|informację|pytanie|prośbę|poprawkę|łatkę|łatki|plik|zapytanie|SMS|SMS-a|opis|odpowiedź|komentarz|uwagi|zbiór)\b)|"
            r"(?<!nie )(?<!nigdy )\budostępnij(?:cie)?(?![\wąćęłńóśźż])(?! (?:(?:nam|mi|im|mu|jej|wtedy|więc|też|także|po prostu|od razu|proszę),? ){0,2}(?:(?:swoj|swoją|ten|tę|to|nowy|nową|krótk)\w* )?(?:wiadomość|e-?mail|e-?maila|maila?|list|zgłoszenie|raport|informację|pytanie|prośbę|poprawkę|łatkę|łatki|plik|zapytanie|SMS|SMS-a|opis|odpowiedź|komentarz|uwagi|zbiór)\b)|"
            r"(?<!nie )(?<!nigdy )\bopublikuj(?:cie)?(?![\wąćęłńóśźż])(?! (?:(?:nam|mi|im|mu|jej|wtedy|więc|też|także|po prostu|od razu|proszę),? ){0,2}(?:(?:swoj|swoją|ten|tę|to|nowy|nową|krótk)\w* )?(?:wiadomość|e-?mail|e-?maila|maila?|list|zgłoszenie|raport|informację|pytanie|prośbę|poprawkę|łatkę|łatki|plik|zapytanie|SMS|SMS-a|opis|odpowiedź|komentarz|uwagi|zbiór)\b)|"
            r"(?<!nie )(?<!nigdy )\bwklej(?:cie)?(?![\wąćęłńóśźż])(?! (?:(?:nam|mi|im|mu|jej|wtedy|więc|też|także|po prostu|od razu|proszę),? ){0,2}(?:(?:swoj|swoją|ten|tę|to|nowy|nową|krótk)\w* )?(?:wiadomość|e-?mail|e-?maila|maila?|list|zgłoszenie|raport|informację|pytanie|prośbę|poprawkę|łatkę|łatki|plik|zapytanie|SMS|SMS-a|opis|odpowiedź|komentarz|uwagi|zbiór)\b)|"
            r"(?<!nie )(?<!nigdy )\bskopiuj(?:cie)?(?![\wąćęłńóśźż])(?! (?:(?:nam|mi|im|mu|jej|wtedy|więc|też|także|po prostu|od razu|proszę),? ){0,2}(?:(?:swoj|swoją|ten|tę|to|nowy|nową|krótk)\w* )?(?:wiadomość|e-?mail|e-?maila|maila?|list|zgłoszenie|raport|informację|pytanie|prośbę|poprawkę|łatkę|łatki|plik|zapytanie|SMS|SMS-a|opis|odpowiedź|komentarz|uwagi|zbiór)\b)|"
            r"(?<!nie )(?<!nigdy )\bdołącz(?:cie)?(?![\wąćęłńóśźż])(?! (?:(?:nam|mi|im|mu|jej|wtedy|więc|też|także|po prostu|od razu|proszę),? ){0,2}(?:(?:swoj|swoją|ten|tę|to|nowy|nową|krótk)\w* )?(?:wiadomość|e-?mail|e-?maila|maila?|list|zgłoszenie|raport|informację|pytanie|prośbę|poprawkę|łatkę|łatki|plik|zapytanie|SMS|SMS-a|opis|odpowiedź|komentarz|uwagi|zbiór)\b)|"
            r"(?<!nie )(?<!nigdy )\bzamieść(?:cie)?(?![\wąćęłńóśźż])(?! (?:(?:nam|mi|im|mu|jej|wtedy|więc|też|także|po prostu|od razu|proszę),? ){0,2}(?:(?:swoj|swoją|ten|tę|to|nowy|nową|krótk)\w* )?(?:wiadomość|e-?mail|e-?maila|maila?|list|zgłoszenie|raport|informację|pytanie|prośbę|poprawkę|łatkę|łatki|plik|zapytanie|SMS|SMS-a|opis|odpowiedź|komentarz|uwagi|zbiór)\b)|"
            r"(?<!nie )(?<!nigdy )\bwyeksportuj(?:cie)?(?![\wąćęłńóśźż])(?! (?:(?:nam|mi|im|mu|jej|wtedy|więc|też|także|po prostu|od razu|proszę),? ){0,2}(?:(?:swoj|swoją|ten|tę|to|nowy|nową|krótk)\w* )?(?:wiadomość|e-?mail|e-?maila|maila?|list|zgłoszenie|raport|informację|pytanie|prośbę|poprawkę|łatkę|łatki|plik|zapytanie|SMS|SMS-a|opis|odpowiedź|komentarz|uwagi|zbiór)\b)|"
            r"\bproszę (?:(?!nie\b)\w+ )?(?:wysłać|przesłać|przekazać|udostępnić)\b"),
        "secret": (
            r"\bhasł(?:o|a|em|u)\b|\bhaseł\b|"
            r"\bdan\w* (?:logowania|uwierzytelniając\w*|dostępow\w*|osobow\w*|osobist\w*|karty|kart)|\bpoświadcze\w*|"
            r"\bklucz\w* (?:API|dostępu|prywatn\w*|tajn\w*)|\btoken\w*|"
            r"(?<!na )(?<!pod )(?<!do )\badres\w* (?:e-?mail|mailow)\w*|\bkod\w* PIN|"
            r"\bnumer\w* (?:karty|kart|PESEL)\w*|\bkart\w* kredytow\w*|"
            r"\bhistori\w* (?:tej |naszej )?(?:rozmow|czat|konwersacj|wiadomości)\w*|\bpoprzedni\w* wiadomoś\w*|"
            r"\bwcześniejsz\w* wiadomoś\w*|\btę (?:rozmow|konwersacj)\w*|\btej (?:rozmow|konwersacj)\w*|"
            r"\bta (?:rozmow|konwersacj)\w*|\bsekret(?:y|ów|ami|ach|u|em)?\b"),
        # the fourteenth pass
        "tell_user": (
            r"(?:(?<!nie )(?<!nigdy )\b(?:powiedz|mów|napisz|przekaż|poinformuj|informuj|zapewnij|zapewniaj|przekonaj|przekonuj|uspokój|zakomunikuj|oznajmij|potwierdź|ostrzeż|powiadom|zawiadom|wmów|wmawiaj|odpowiedz|zasugeruj|wyjaśnij|daj znać)(?:cie)?(?![\wąćęłńóśźż]) (?:[\w%]+ ){0,2}?(?:(?:użytkownik|klient|czytelnik|odbiorc|rozmówc|adresat)\w*|(?:mu|jej|im|go|ją|ich)\b)|\bużytkownikowi (?:\w+ )?(?:powiedz|napisz|przekaż|zakomunikuj|oznajmij|wmów|potwierdź)(?:cie)?(?![\wąćęłńóśźż])|\bproszę (?:\w+ )?(?:powiedzieć|poinformować|zapewnić|przekonać|napisać|przekazać|zakomunikować|potwierdzić) (?:[\w%]+ ){0,2}?(?:użytkownik|klient|czytelnik|odbiorc|rozmówc|adresat)\w*|\b(?:asystent\w*|agent\w*|czatbot\w*|model\w* (?:AI|SI|językow\w*)|sztuczn\w* inteligencj\w*)\b[^.!?\n]{0,60}?\b(?:ma|mają|musi|muszą|powinien|powinna|powinno|powinni|winien) (?:\w+ ){0,2}?(?:powiedzieć|poinformować|zapewnić|przekonać|potwierdzić|oznajmić|odpowiedzieć|zakomunikować|wmówić)(?![\wąćęłńóśźż])(?: (?:\w+ )?(?:(?:użytkownik|klient|czytelnik|odbiorc|rozmówc|adresat)\w*|(?:mu|jej|im|go|ją|ich)\b))?)(?:,? (?:że|iż)\b(?:[^.!?\n]|[.!?](?=\S)){0,60}?)?"),
        "false_claim": (
            r"\b(?:jest|są|był|była|było|były|został|została|zostało|zostały|zostanie|zostaną|pozostaje|to) (?:[\w%]+ ){0,2}?(?:bezpieczn|zweryfikowan|sprawdzon|oficjaln|zaufan|godn\w* zaufania|legaln|autentyczn|zatwierdzon|wiarygodn|nieszkodliw|certyfikowan|czyst[aey]?\b|wol(?:ny|na|ne) od|jedyn\w* (?:pewn|dobr|uczciw|rzetel))\w*|"
            r"\bwol(?:ny|na|ne) od (?:wirusów|złośliwego|zagrożeń)|\bbez (?:żadnych )?wirusów|"
            r"\bnie zawiera (?:żadnych )?(?:wirusów|złośliwego)|\bnie stanowi (?:żadnego )?zagrożenia|"
            r"\b(?:kont|rachun|hasł|kart)\w* (?:\w+ ){0,2}?(?:został|zostało|zostanie|zostały|została|jest|będzie|są) (?:\w+ )?(?:zablokowan|zawieszon|przejęt|zhakowan|skompromitowan|wyłączon|zamrożon|dezaktywowan|usunięt|wygas)\w*|"
            r"\b(?:zablokowan|zawieszon|przejęt|zhakowan|skompromitowan|zamrożon)\w* (?:\w+ )?(?:kont|rachun|kart)\w*|"
            r"\b(?:kont|hasł|kart)\w* (?:\w+ )?(?:wygaś|wygasa)\w*|\bzainfekowan\w*|"
            r"\bwykryto (?:\w+ )?(?:wirus|złośliw|zagrożen|włamani)\w*|"
            r"\b(?:musi|musisz|należy|trzeba) (?:\w+ )?(?:dopłacić|zapłacić|uiścić|opłacić|zweryfikować|potwierdzić) (?:\w+ )?(?:\d|opłat|należnoś|kont|tożsamoś|dan)\w*"),
        "ask_user": (
            r"(?<!nie )(?<!nigdy )\b(?:poproś|zapytaj|spytaj|zażądaj|wymagaj|nakłoń|namów|skłoń|każ|poleć|zachęć)(?:cie)?(?![\wąćęłńóśźż]) (?:[\w%]+ ){0,2}?(?:(?:użytkownik|klient|czytelnik|odbiorc|rozmówc|adresat)\w*|(?:mu|jej|im|go|ją|ich)\b)|"
            r"(?<!nie )(?<!nigdy )\b(?:poproś|zażądaj)(?:cie)?(?![\wąćęłńóśźż]) (?:\w+ )?o (?:podanie|wpisanie|przesłanie|wprowadzenie|udostępnienie|przepisanie|podyktowanie)|"
            r"\bniech (?:\w+ )?(?:użytkownik|klient|czytelnik|odbiorc|rozmówc|adresat)\w* (?:\w+ )?(?:poda|wpisze|wprowadzi|prześle|przepisze|potwierdzi|udostępni)(?![\wąćęłńóśźż])|"
            r"\bproszę (?:\w+ )?(?:poprosić|zapytać|spytać) (?:[\w%]+ ){0,2}?(?:(?:użytkownik|klient|czytelnik|odbiorc|rozmówc|adresat)\w*|(?:mu|jej|im|go|ją|ich)\b)|"
            r"\b(?:asystent\w*|agent\w*|czatbot\w*|model\w* (?:AI|SI|językow\w*)|sztuczn\w* inteligencj\w*)\b[^.!?\n]{0,60}?\b(?:ma|mają|musi|muszą|powinien|powinna|powinno|powinni|winien) (?:\w+ ){0,2}?(?:poprosić|zapytać|spytać|zażądać) (?:\w+ )?(?:(?:użytkownik|klient|czytelnik|odbiorc|rozmówc|adresat)\w*|(?:mu|jej|im|go|ją|ich)\b|o (?:podanie|wpisanie|przesłanie))"),
        "credential": (
            r"\bhasł(?:o|a|em|u|ami)\b|\bhaseł\b|\bPIN\w*|"
            r"\bkod\w* (?:PIN|BLIK|SMS|jednorazow|weryfikacyjn|autoryzacyjn|uwierzytelniając|bezpieczeństwa|zabezpieczając|dostępu|potwierdzając|2FA|CVV|CVC)\w*|"
            r"\bjednorazow\w* (?:kod|hasł)\w*|\bnumer\w* (?:\w+ )?kart\w*|\bdan\w* (?:\w+ )?kart\w*|\bCVV\w*|\bCVC\w*|"
            r"\bfraz\w* (?:odzyskiwania|mnemoniczn\w*|seed)|\bdan\w* (?:do )?logowania|\bpoświadcze\w*|\bBLIK\w*|"
            r"\bPESEL\w*|\blogin\w* i hasł\w*"),
        "harm": (
            r"(?<!nie )(?<!nigdy )\b(?:usuń|skasuj|wykasuj|wymaż|wyczyść|zniszcz|sformatuj|opróżnij|nadpisz)(?:cie)?(?![\wąćęłńóśźż]) (?:\w+ ){0,2}?(?:wszystk|cał|każd|katalog|folder|baz\w* danych|repozytori|dysk|kopi\w* zapasow|partycj|skrzynk|gałę|kont[ao]?\b|wiadomości|wysłan)\w*|"
            r"\b(?:usunąć|skasować|wykasować|wymazać|wyczyścić|zniszczyć|sformatować|opróżnić) (?:\w+ ){0,2}?(?:wszystk|cał|każd|katalog|folder|baz\w* danych|repozytori|dysk|kopi\w* zapasow|gałę|wysłan)\w*|"
            r"\brm -(?:rf|fr|r)\b|\bDROP (?:TABLE|DATABASE)\b|\bgit push (?:-f|--force)\b|\bmkfs\b|"
            r"(?<!nie )(?<!nigdy )\b(?:przelej|przelewaj)(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\b(?:wykonaj|zrób|zleć|zlecaj)(?:cie)?(?![\wąćęłńóśźż]) (?:\w+ )?przelew\w*|"
            r"\b(?:wyślij|przekaż|prześlij|wpłać|zapłać|przelać|przekazać|wysłać|wpłacić|zapłacić)(?:cie)? (?:\w+ ){0,2}?(?:\d[\d ,.]*\s?(?:zł|złotych|PLN|EUR|euro|USD|dolarów|€|\$)|[€$]\s?\d|pieniądze|środki|kwot\w*|sald\w*)|"
            r"(?<!nie )(?<!nigdy )\b(?:kup|kupuj|zamów|opłać)(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\b(?:nadaj|przyznaj|daj|udziel|zapewnij|dodaj)(?:cie)?(?![\wąćęłńóśźż]) (?:\S+ ){0,3}?(?:pełn\w* (?:uprawnie|praw|dostęp)|(?:uprawnie|praw|dostęp)\w* (?:administrator|admin|roota|root|właściciel|superużytkownik)|do grupy (?:administrator|admin|sudo|wheel))\w*|"
            r"(?<!nie )(?<!nigdy )\b(?:upublicznij)(?:cie)?(?![\wąćęłńóśźż])|"
            r"(?<!nie )(?<!nigdy )\b(?:udostępnij|opublikuj|ustaw)(?:cie)?(?![\wąćęłńóśźż]) (?:\w+ ){0,3}?(?:publicznie|publiczn\w*|w internecie|wszystkim)|"
            r"(?<!nie )(?<!nigdy )\b(?:wyłącz|dezaktywuj|zdezaktywuj|odinstaluj)(?:cie)?(?![\wąćęłńóśźż]) (?:\w+ ){0,2}?(?:zapor\w*|firewall\w*|antywirus\w*|program\w* antywirusow\w*|uwierzytelnian\w* dwuskładnikow\w*|weryfikacj\w* dwuetapow\w*|2FA|zabezpiecze\w*|ochron\w*)|"
            r"\bproszę (?:\w+ )?(?:usunąć|skasować|wymazać|przelać) (?:\w+ ){0,2}?(?:wszystk|cał|każd|katalog|baz|repozytori|środki|pieniądze|\d)\w*"),
        "no_confirm": (
            r"\bbez (?:pytania|proszenia|pytań)(?: (?:użytkownika|kogokolwiek|nikogo|o (?:zgodę|potwierdzenie|pozwolenie)))?\b|"
            r"\bbez (?:jakiegokolwiek |żadnego |uprzedniego |wcześniejszego )?(?:potwierdzenia|zgody|zatwierdzenia|pozwolenia|akceptacji|autoryzacji)(?: (?:ze strony )?(?:użytkownika|klienta))?\b|"
            r"\bbez (?:informowania|powiadamiania|powiadomienia|uprzedzania|uprzedzenia|zawiadamiania|ostrzegania|wiedzy) (?:użytkownika|klienta|kogokolwiek|nikogo|właściciela)\b|"
            r"\bnie (?:pytaj|proś|pytajcie|proście|pytać|prosić)(?: \w+){0,2}? o (?:zgodę|potwierdzenie|pozwolenie|akceptację|zatwierdzenie)|"
            r"\bnie (?:czekaj|czekajcie|czekać) na (?:\w+ )?(?:zgodę|potwierdzenie|akceptację|zatwierdzenie|pozwolenie)|"
            r"\bpomiń(?:cie)? (?:\w+ )?(?:potwierdzenie|zatwierdzenie|pytanie o zgodę|ekran potwierdzenia)|"
            r"\bnie (?:mów|wspominaj|informuj|powiadamiaj|pisz|zdradzaj|ujawniaj|mówić|wspominać|informować|powiadamiać|zdradzać)(?:cie)?(?: o tym| nic| niczego)? (?:\w+ )?(?:użytkownik\w*|klient\w*|go|jej|ich)\b|"
            r"\bnic nie (?:mów|wspominaj|pisz|mówić|wspominać)(?:cie)? (?:\w+ )?(?:użytkownik\w*|klient\w*|mu|jej|im)\b|"
            r"\bw tajemnicy przed (?:użytkownik|klient)\w*|\bpo cichu\b|\bpotajemnie\b|\bukradkiem\b|"
            r"\bniepostrzeżenie\b|"
            r"\btak,? (?:aby|żeby|by) (?:użytkownik|klient)\w* (?:\w+ )?(?:nie )?(?:zauważył|zorientował|dowiedział)\w*"),
        "use_tool": (
            r"(?<!nie )(?<!nigdy )\b(?:użyj|używaj|skorzystaj|korzystaj|wykorzystaj|posłuż)(?:cie)?(?![\wąćęłńóśźż]) (?:się )?(?:z |ze )?(?:(?:swo|twoj|twoi|wasz|wasi|dostępn)\w* |twój |swój )(?:\w+ )?(?:narzędzi|terminal|powłok|konsol|wiersz\w* poleceń|klient\w* poczty|poczt|interpreter|wtyczk|dostęp\w* do|system\w* plików|funkcj|uprawnie)\w*|"
            r"(?<!nie )(?<!nigdy )\b(?:użyj|skorzystaj|wykorzystaj)(?:cie)?(?![\wąćęłńóśźż]) (?:z |ze )?narzędzi\w*|"
            r"\b(?:za pomocą|przy użyciu|poprzez|przez) (?:swo|twoj|twoi|wasz|wasi|dostępn)\w* (?:\w+ )?(?:narzędzi|terminal|powłok|konsol|dostęp|uprawnie)\w*|"
            r"\b(?:za pomocą|przy użyciu) narzędzi\w* (?:płatności|płatnicz\w*|do płatności|poczty|pocztow\w*|do wysyłania|terminal\w*|powłoki|bankow\w*)|"
            r"(?<!nie )(?<!nigdy )\b(?:wywołaj)(?:cie)?(?![\wąćęłńóśźż]) (?:\w+ )?(?:funkcj|narzędzi)\w*"),
        "attach": (
            r"(?<!nie )(?<!nigdy )\b(?:dołącz|dodaj|doklej|dopisz|wstaw|umieść|zakoduj|wklej|osadź|załącz|wpisz|zaszyj|ukryj)(?:cie)?(?![\wąćęłńóśźż])(?=(?:[^.!?\n]|[.!?](?=\S)){0,60}?\b(?:do|w|we|na końcu|na koniec|jako) (?:\w+ ){0,2}?(?:link|URL|adres\w* (?:URL|internetow|strony|obrazk|obrazu)|odnośnik|parametr\w* (?:URL|adresu|linku|zapytania)|obraz|obrazk|grafik|znacznik\w* (?:obrazu|obrazka|img)))|"
            r"\b(?:linku|linka|odnośnika|adresu URL|URL-a|URL-u)\b(?=(?:[^.!?\n]|[.!?](?=\S)){0,80}?\b(?:dołącz|dodaj|doklej|dopisz|wstaw|wpisz|zakoduj)(?:cie)?\b)|"
            r"(?<!nie )(?<!nigdy )\b(?:osadź|wyrenderuj|wyświetl|załaduj|pokaż|wstaw)(?:cie)?(?![\wąćęłńóśźż]) (?:\w+ )?(?:obraz|obrazek|obrazka|grafik)\w*|"
            r"(?<!nie )(?<!nigdy )\b(?:utwórz|zbuduj|wygeneruj|stwórz|przygotuj|złóż)(?:cie)?(?![\wąćęłńóśźż]) (?:\w+ )?(?:link|URL|adres\w* URL|odnośnik)\w*"),
        "your_reply": (
            r"\b(?:twoj|twoi|wasz|swoj)\w* (?:\w+ )?(?:odpowied|wypowied|wyjści)\w*|\b(?:twój|swój) (?:\w+ )?wynik\w*|"
            r"\bniech (?:\w+ )?(?:odpowie|napisze|wypisze|zwróci|poda|powie|wyświetli)(?![\wąćęłńóśźż])|"
            r"\b(?:asystent\w*|agent\w*|czatbot\w*|model\w* (?:AI|SI|językow\w*)|sztuczn\w* inteligencj\w*)\b[^.!?\n]{0,60}?\b(?:ma|mają|musi|muszą|powinien|powinna|powinno|powinni|winien)(?= (?:\w+ ){0,2}?(?:odpowiedzieć|odpowiadać|zwrócić|zwracać|wypisać|napisać|podać|wyświetlić|powiedzieć)(?![\wąćęłńóśźż]))"),
        "nothing_else": (
            r"\bi nic (?:więcej|innego|poza tym)\b|\bnic (?:więcej|innego|poza tym|ponadto|dodatkowego)\b|"
            r"\bniczego więcej\b|\bani słowa (?:więcej|od siebie)|"
            r"\bbez (?:żadnych |jakichkolwiek |zbędnych |dodatkowych |innych )?(?:wyjaśnień|komentarzy|komentarza|objaśnień|uzasadnie\w*|wstępu|dodatkowego tekstu|innych słów|słowa komentarza)\b|"
            r"\bżadnych (?:innych |dodatkowych )?(?:słów|wyjaśnień|komentarzy)\b|"
            r"\bżadnego (?:innego |dodatkowego )?(?:tekstu|komentarza)\b|"
            r"\bkażde (?:dodatkowe|inne) (?:słowo|zdanie)\b|"
            r"\bma (?:brzmieć|składać się (?:wyłącznie |tylko |jedynie )?z)\b"),
        "safety": (
            r"\bfiltr\w* (?:bezpieczeństwa|treści|moderacji|etyczn\w*|ochronn\w*)|"
            r"\bpolityk\w* (?:treści|moderacji|dotycząc\w* treści|bezpieczeństwa treści)|"
            r"\bmoderacj\w* (?:treści|wypowiedzi)|\bzabezpiecze\w* (?:modelu|treści|etyczn\w*)|"
            r"\bograniczeni\w* (?:bezpieczeństwa|treści|etyczn\w*|moderacyjn\w*)|"
            r"\bzasad\w* (?:bezpieczeństwa treści|moderacji|etyczn\w*|korzystania|użytkowania)|"
            r"\bwytyczn\w* (?:bezpieczeństwa|etyczn\w*|dotycząc\w* (?:bezpieczeństwa|treści))|"
            r"\bmechanizm\w* (?:bezpieczeństwa|ochronn\w*|moderacji|cenzury)|\bcenzur\w*|"
            r"\bblokad\w* (?:treści|etyczn\w*)|\bbarier\w* (?:bezpieczeństwa|ochronn\w*)|\bregulamin\w*|"
            r"\b(?:wcześniejsz|poprzedni|wszelki|wszystki|swoj|twoj|dotychczasow|nałożon)\w* ograniczeni\w*"),
        "off": (
            r"\bwyłącz(?:on|yl|ył)\w*|\bdezaktywowan\w*|\bzniesion\w*|\buchylon\w*|\bzawieszon\w*|\bunieważnion\w*|"
            r"\bwstrzyman\w*|\bzdjęt\w*|\bnieaktywn\w*|\bjuż nie obowiązuj\w*|\bnie obowiązuj\w*|"
            r"\bprzestał\w* (?:obowiązywać|działać)|\bnie (?:mają|ma) już zastosowania|\bodłączon\w*|\bnie działają\b|"
            r"\bbez względu na\b|\bniezależnie od\b|\bz pominięciem\b|"
            r"(?<!nie )(?<!nigdy )\b(?:pomiń|zignoruj|ignoruj|obejdź|omiń|lekceważ)(?:cie)?(?![\wąćęłńóśźż])"),
        "doc_end": (
            r"(?<!\()\bkoniec (?:tego |niniejszego )?(?:dokumentu|wiadomości|e-?maila|maila|listu|tekstu|strony|artykułu|kontekstu|treści|notatki|raportu|wpisu)\b(?=\s*(?:-{2,}|={2,}|\*{2,}|#{2,}|\]|>|\)|$))|"
            r"\btu kończy się (?:\w+ )?(?:dokument|tekst|wiadomoś|e-mail|email|treś)\w*|"
            r"\btutaj kończy się (?:\w+ )?(?:dokument|tekst|wiadomoś|e-mail|email|treś)\w*|"
            r"\b(?:dokument|tekst|wiadomość|e-mail|email|treść)\w* kończy się (?:tutaj|w tym miejscu|tu)\b"),
        "addressee": (
            r"(?<!w )(?<!o )(?<!przy )(?<!po )\basystencie\b|\basystent\b|"
            r"\basystent\w* (?:AI|SI|sztucznej|czatu|głosow\w*)|\bwirtualn\w* asystent\w*|\bmodel\w* językow\w*|"
            r"\bczatbot\w*|\bagen(?:t|c)\w* (?:AI|SI)\b|\bagencie\b|\bdrogi (?:modelu|bocie)\b"),
    },
    "nl": {
        "dismiss": (
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bnegeer(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bvergeet(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bverwerp(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bschrap(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bzet\b(?=[^.!?\n]{0,80}?\b(?:opzij|terzijde|aan de kant|overboord)\b)(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bschuif\b(?=[^.!?\n]{0,80}?\b(?:opzij|terzijde|aan de kant)\b)(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bleg\b(?=[^.!?\n]{0,80}?\b(?:naast (?:je|u|jullie) neer|opzij|terzijde)\b)(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\blaat\b(?=[^.!?\n]{0,80}?\b(?:varen|los|vallen|achter (?:je|u|jullie))\b)(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bgooi\b(?=[^.!?\n]{0,80}?\b(?:weg|overboord)\b)(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bbeschouw\b(?=[^.!?\n]{0,80}?\bals (?:ongeldig|nietig|vervallen|irrelevant|niet (?:geschreven|bestaand|gezegd))\b)|"
            r"\bvolg\b(?:,? \w+,?){0,2} geen\b|"
            r"\bvolg(?:t u)?\b(?=[^.!?,;:\n]{0,80}?\bniet(?: meer| langer)?(?: op)?\s*(?:[.!?,;:]|$|en\b|maar\b))|"
            r"\bgehoorzaam\b(?:,? \w+,?){0,2} geen\b|"
            r"\bgehoorzaam\b(?=[^.!?,;:\n]{0,80}?\bniet(?: meer| langer)?\s*(?:[.!?,;:]|$|en\b|maar\b))|"
            r"\bhoud (?:\w+ )?geen rekening\b|\bhou (?:\w+ )?geen rekening\b|\bhoud (?:\w+ )?niet langer rekening\b|"
            r"\blet (?:\w+ )?niet (?:meer |langer )?op\b|\bschenk (?:\w+ )?geen aandacht\b|\btrek je niets aan\b|"
            r"\bgelieve\b(?=[^.!?\n]{0,80}?\bte (?:negeren|vergeten|verwerpen|schrappen)\b)"),
        "scope": (
            r"\bvorige\b(?=\s+(?:(?!(?:als|indien|wanneer|omdat|maar|want|dan|zodat|tenzij)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstructies?\b|\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b))|"
            r"\bvoorgaande\b(?=\s+(?:(?!(?:als|indien|wanneer|omdat|maar|want|dan|zodat|tenzij)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstructies?\b|\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b))|"
            r"\beerdere\b(?=\s+(?:(?!(?:als|indien|wanneer|omdat|maar|want|dan|zodat|tenzij)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstructies?\b|\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b))|"
            r"\bbovenstaande\b(?=\s+(?:(?!(?:als|indien|wanneer|omdat|maar|want|dan|zodat|tenzij)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstructies?\b|\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b))|"
            r"\balle\b(?=\s+(?:(?!(?:als|indien|wanneer|omdat|maar|want|dan|zodat|tenzij)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstructies?\b|\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b))|"
            r"\bal je\b(?=\s+(?:(?!(?:als|indien|wanneer|omdat|maar|want|dan|zodat|tenzij)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstructies?\b|\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b))|"
            r"\bal jouw\b(?=\s+(?:(?!(?:als|indien|wanneer|omdat|maar|want|dan|zodat|tenzij)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstructies?\b|\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b))|"
            r"\bal uw\b(?=\s+(?:(?!(?:als|indien|wanneer|omdat|maar|want|dan|zodat|tenzij)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstructies?\b|\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b))|"
            r"\bal de\b(?=\s+(?:(?!(?:als|indien|wanneer|omdat|maar|want|dan|zodat|tenzij)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstructies?\b|\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b))|"
            r"\belke\b(?=\s+(?:(?!(?:als|indien|wanneer|omdat|maar|want|dan|zodat|tenzij)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstructies?\b|\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b))|"
            r"\biedere\b(?=\s+(?:(?!(?:als|indien|wanneer|omdat|maar|want|dan|zodat|tenzij)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstructies?\b|\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b))|"
            r"\boorspronkelijke\b(?=\s+(?:(?!(?:als|indien|wanneer|omdat|maar|want|dan|zodat|tenzij)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstructies?\b|\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b))|"
            r"\boriginele\b(?=\s+(?:(?!(?:als|indien|wanneer|omdat|maar|want|dan|zodat|tenzij)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstructies?\b|\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b))|"
            r"\binitiële\b(?=\s+(?:(?!(?:als|indien|wanneer|omdat|maar|want|dan|zodat|tenzij)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstructies?\b|\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b))|"
            r"\boude\b(?=\s+(?:(?!(?:als|indien|wanneer|omdat|maar|want|dan|zodat|tenzij)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstructies?\b|\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b))|"
            r"\bbestaande\b(?=\s+(?:(?!(?:als|indien|wanneer|omdat|maar|want|dan|zodat|tenzij)\b)[^\s,;:.!?]+\s+){0,2}?(?:\binstructies?\b|\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b))|"
            r"\beerder\b|\bhierboven\b|\bhiervoor\b|\bgegeven\b|\bgekregen\b|\bontvangen\b|\btot nu toe\b|"
            r"\btot dusver\b|\bdaarvoor\b|\bbovenaan\b"),
        "rules": (
            r"\binstructies?\b|"
            r"\bregels\b(?! (?:die (?:beginnen|begint|eindigen|eindigt|met|leeg|bevatten|bevat|passen|past|overeenkomen|langer|korter|volgen|voorafgaan)|met |in (?:de|het|een|dit|dat|elk) (?:bestand|invoer|uitvoer|tekst|archief)|uit |van (?:de|het|een|elk) (?:bestand|invoer|uitvoer|tekst)|tekst|lang|breed|worden |zijn |per ))|"
            r"\brichtlijn(?:en)?\b|\bvoorschriften\b|\baanwijzingen\b|\bbevelen\b|\borders\b|\bopdrachten\b|"
            r"\bdirectieven\b|\bdirectief\b|\bprompts?\b|\bsysteemprompt\b|\bsysteeminstructies\b|"
            r"\bbeperkingen\b(?! (?:van |in |op ))|\bafspraken\b"),
        "your_rules": (
            r"\bje (?:\w+ )?(?:instructies|regels|richtlijnen|opdrachten|voorschriften|aanwijzingen|systeeminstructies|systeemprompt|prompt|orders|bevelen)\b|"
            r"\bjouw (?:\w+ )?(?:instructies|regels|richtlijnen|opdrachten|voorschriften|aanwijzingen|systeeminstructies|systeemprompt|prompt|orders|bevelen)\b|"
            r"\buw (?:\w+ )?(?:instructies|regels|richtlijnen|opdrachten|voorschriften|aanwijzingen|systeeminstructies|systeemprompt|prompt|orders|bevelen)\b|"
            r"\bjullie (?:\w+ )?(?:instructies|regels|richtlijnen|opdrachten|voorschriften|aanwijzingen|systeeminstructies|systeemprompt|prompt|orders|bevelen)\b|"
            r"\bde (?:instructies|regels|richtlijnen|opdrachten) die (?:je|u|jij|jullie) (?:\w+ )?(?:hebt |hebben )?(?:gekregen|ontvangen)"),
        "void": (
            r"\bgeannuleerd\b|\bingetrokken\b|\bvervallen\b|\bopgeheven\b|\bongeldig verklaard\b|"
            r"\bnietig(?: verklaard)?\b|\bniet (?:meer|langer) (?:geldig|van kracht|van toepassing|relevant)\b|"
            r"\bgelden niet (?:meer|langer)\b|\btellen niet (?:meer|langer)\b|\bbuiten werking\b|\bherroepen\b|"
            r"\bkomen te vervallen\b|\bzijn verlopen\b|\bhebben geen (?:geldigheid|betekenis|waarde|kracht) meer\b"),
        "only": (
            r"\balleen\b|(?<!geen )(?<!een )\benkel\b|\buitsluitend\b|\bslechts\b|\bniets anders\b|\bniks anders\b|"
            r"\bmet één woord\b|\bmet 1 woord\b"),
        "reply": (
            r"(?<!het )(?<!een )(?<!je )(?<!uw )(?<!dit )(?<!dat )(?<!elk )(?<!geen )(?<!jouw )(?<!ons )(?<!ik )\bantwoord\b(?!en\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bbeantwoord\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\breageer\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bzeg\b(?! maar\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bschrijf\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bvertel\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bspreek\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bgeef\b(?=[^.!?\n]{0,80}?\b(?:als )?(?:antwoord|uitvoer|output)\b)|"
            r"\bgelieve\b(?=[^.!?\n]{0,60}?\bte (?:antwoorden|zeggen|schrijven|reageren)\b)"),
        "instead": (
            r"\bin plaats van (?:[\w-]+ ){0,4}?(?:samen te vatten|te vertalen|te beantwoorden|te analyseren|te beoordelen|te beschrijven|te antwoorden|te bespreken|te recenseren|te controleren|samenvatten|vertalen|een samenvatting|de samenvatting|een vertaling|de vertaling|een analyse)\b|"
            r"\bvat (?:\w+ ){0,3}?niet samen\b|\bniet samenvatten\b|\bniet vertalen\b"),
        "note_to_ai": (
            r"\bopmerking (?:voor|aan) (?:de |het |je |jou |onze )?(?:AI|AI-assistent|assistent|model|taalmodel|bot|chatbot|LLM|GPT|kunstmatige intelligentie)\b|"
            r"\bnotitie (?:voor|aan) (?:de |het |je |jou |onze )?(?:AI|AI-assistent|assistent|model|taalmodel|bot|chatbot|LLM|GPT|kunstmatige intelligentie)\b|"
            r"\bbericht (?:voor|aan) (?:de |het |je |jou |onze )?(?:AI|AI-assistent|assistent|model|taalmodel|bot|chatbot|LLM|GPT|kunstmatige intelligentie)\b|"
            r"\bboodschap (?:voor|aan) (?:de |het |je |jou |onze )?(?:AI|AI-assistent|assistent|model|taalmodel|bot|chatbot|LLM|GPT|kunstmatige intelligentie)\b|"
            r"\bnoot (?:voor|aan) (?:de |het |je |jou |onze )?(?:AI|AI-assistent|assistent|model|taalmodel|bot|chatbot|LLM|GPT|kunstmatige intelligentie)\b|"
            r"\binstructie (?:voor|aan) (?:de |het |je |jou |onze )?(?:AI|AI-assistent|assistent|model|taalmodel|bot|chatbot|LLM|GPT|kunstmatige intelligentie)\b|"
            r"\baantekening (?:voor|aan) (?:de |het |je |jou |onze )?(?:AI|AI-assistent|assistent|model|taalmodel|bot|chatbot|LLM|GPT|kunstmatige intelligentie)\b|"
            r"\bmededeling (?:voor|aan) (?:de |het |je |jou |onze )?(?:AI|AI-assistent|assistent|model|taalmodel|bot|chatbot|LLM|GPT|kunstmatige intelligentie)\b|"
            r"\bmemo (?:voor|aan) (?:de |het |je |jou |onze )?(?:AI|AI-assistent|assistent|model|taalmodel|bot|chatbot|LLM|GPT|kunstmatige intelligentie)\b|"
            r"\bwaarschuwing (?:voor|aan) (?:de |het |je |jou |onze )?(?:AI|AI-assistent|assistent|model|taalmodel|bot|chatbot|LLM|GPT|kunstmatige intelligentie)\b|"
            r"\bbeste (?:AI|assistent|AI-assistent|taalmodel|chatbot)\b|\blieve (?:AI|assistent)\b"),
        "leak_obj": (
            r"\bsysteemprompt\w*|\bsysteem-prompt\w*|\bsysteeminstructie\w*|\bsysteemberichten?\b|"
            r"\bverborgen (?:instructies|regels|prompt|richtlijnen)|"
            r"\bgeheime (?:instructies|regels|prompt|richtlijnen)|\boorspronkelijke (?:instructies|prompt)|"
            r"\boriginele (?:instructies|prompt)|\binitiële (?:instructies|prompt)|"
            r"\binstructies die (?:je|u|jij) (?:\w+ ){0,4}?(?:hebt |hebben )?(?:gekregen|ontvangen)|"
            r"\bje (?:instructies|prompt|systeeminstructies)\b|\bjouw (?:instructies|prompt|systeeminstructies)\b|"
            r"\buw (?:instructies|prompt|systeeminstructies)\b|"
            r"\beerste (?:bericht|prompt|instructie|vraag)\w* (?:van|in|uit) (?:dit|het|ons|deze) (?:gesprek|conversatie|chat|sessie|dialoog)\w*|"
            r"\bbegin van (?:dit|het|ons|deze) (?:gesprek|conversatie|chat|dialoog)\w*"),
        "show": (
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\btoon\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\blaat\b(?=[^.!?\n]{0,80}?\bzien\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bprint\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bdruk\b(?=[^.!?\n]{0,80}?\baf\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bgeef\b(?![^.!?,;\n]{0,60}?\bop\b)(?![^.!?,;\n]{0,60}?\bin\s*(?:[.!?,;:]|$))|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bherhaal\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bonthul\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bverklap\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bschrijf (?:\w+ )?(?:op|uit)\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bciteer\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bkopieer\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bplak\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )(?<!het )(?<!een )(?<!de )(?<!dit )(?<!dat )(?<!elk )(?<!ieder )(?<!groot )(?<!grootste )\bdeel\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bvertel\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bnoem\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\blees\b(?=[^.!?\n]{0,80}?\bvoor\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bpubliceer\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bzeg\b|(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bspuw\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bdump\b"),
        "act_as": (
            r"\bgedraag (?:je|u|jullie)(?: \w+)? als\b|\bgedraagt u zich als\b|\bdoe alsof\b|"
            r"\bdoe (?:net )?of (?:je|u)\b|\bspeel (?:de |een )?rol\b|\bneem de rol\b|\bkruip in de huid\b|"
            r"\bfungeer als\b|\btreed op als\b|\bhandel als\b|\bstel je voor dat je\b|\bbeeld je in dat je\b|"
            r"\bwees (?:vanaf nu |nu |voortaan )?(?:een|de) (?:\w+ )?(?:AI|assistent|chatbot|bot|taalmodel|model)\b|"
            r"\bimiteer\b"),
        "unbound": (
            r"\bzonder (?:enige |alle |wat voor |welke )?(?:\w+ )?(?:regels|beperkingen|filters|censuur|grenzen|restricties|ethiek|moraal|remmingen|scrupules|veiligheidsregels|veiligheidsmaatregelen)\b|"
            r"\bgeen (?:enkele )?(?:\w+ )?(?:regels|beperkingen|grenzen|filters|restricties|scrupules|remmingen|normen|principes|moraal)\b|"
            r"\bnooit (?:\w+ ){0,3}?(?:weigert|weiger|weigeren)\b|\bweiger\w* nooit\b|\bonbeperkt\w*|"
            r"\bongecensureerd\w*|\bongefilterd\w*|\bamore\w*|\bimmore\w*"),
        "only_task": (
            r"\bje (?:enige|enkele|ene) (?:taak|opdracht|doel|functie|missie)\b|"
            r"\bjouw (?:enige|enkele|ene) (?:taak|opdracht|doel|functie|missie)\b|"
            r"\buw (?:enige|enkele|ene) (?:taak|opdracht|doel|functie|missie)\b|"
            r"\bjullie (?:enige|enkele|ene) (?:taak|opdracht|doel|functie|missie)\b|"
            r"\benige (?:taak|opdracht) (?:die je|van je|voor je)\b|"
            r"\bje hebt (?:nu |vanaf nu |voortaan )?(?:nog )?(?:maar|slechts) (?:één|1) (?:taak|opdracht)\b"),
        "unbound_mode": (
            r"\bonbeperkte modus\b|\bongecensureerde modus\b|\bongefilterde modus\b|"
            r"\bmodus zonder (?:enige )?(?:beperkingen|filters|censuur|regels|restricties)\b|\bjailbreak[- ]?modus\b|"
            r"\bDAN[- ]modus\b|\bjailbreakmodus\b"),
        "system_header": (
            r"\bsysteem(?:bericht|melding|mededeling|instructie)?\b|\bbeheerder\b|\bontwikkelaar(?:sbericht)?\b"),
        "send": (
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bstuur\b(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)(?! (?:(?:ons|mij|me|dan|gewoon|even|svp|ook|direct|meteen),? ){0,2}(?:een |de |het |uw |je |jouw |ons )?(?:korte |nieuwe )?(?:e-?mail|mail|bericht|berichtje|brief|melding|rapport|foutrapport|bugrapport|verslag|vraag|verzoek|patch|patches|bestand|logbestand|sms|opmerking|reactie)\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bverstuur\b(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)(?! (?:(?:ons|mij|me|dan|gewoon|even|svp|ook|direct|meteen),? ){0,2}(?:een |de |het |uw |je |jouw |ons )?(?:korte |nieuwe )?(?:e-?mail|mail|bericht|berichtje|brief|melding|rapport|foutrapport|bugrapport|verslag|vraag|verzoek|patch|patches|bestand|logbestand|sms|opmerking|reactie)\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bverzend\b(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)(?! (?:(?:ons|mij|me|dan|gewoon|even|svp|ook|direct|meteen),? ){0,2}(?:een |de |het |uw |je |jouw |ons )?(?:korte |nieuwe )?(?:e-?mail|mail|bericht|berichtje|brief|melding|rapport|foutrapport|bugrapport|verslag|vraag|verzoek|patch|patches|bestand|logbestand|sms|opmerking|reactie)\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bzend\b(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)(?! (?:(?:ons|mij|me|dan|gewoon|even|svp|ook|direct|meteen),? ){0,2}(?:een |de |het |uw |je |jouw |ons )?(?:korte |nieuwe )?(?:e-?mail|mail|bericht|berichtje|brief|melding|rapport|foutrapport|bugrapport|verslag|vraag|verzoek|patch|patches|bestand|logbestand|sms|opmerking|reactie)\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )(?<!het )(?<!een )(?<!de )(?<!dit )(?<!dat )(?<!elk )(?<!ieder )(?<!groot )(?<!grootste )\bdeel\b(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)(?! (?:(?:ons|mij|me|dan|gewoon|even|svp|ook|direct|meteen),? ){0,2}(?:een |de |het |uw |je |jouw |ons )?(?:korte |nieuwe )?(?:e-?mail|mail|bericht|berichtje|brief|melding|rapport|foutrapport|bugrapport|verslag|vraag|verzoek|patch|patches|bestand|logbestand|sms|opmerking|reactie)\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bplak\b(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)(?! (?:(?:ons|mij|me|dan|gewoon|even|svp|ook|direct|meteen),? ){0,2}(?:een |de |het |uw |je |jouw |ons )?(?:korte |nieuwe )?(?:e-?mail|mail|bericht|berichtje|brief|melding|rapport|foutrapport|bugrapport|verslag|vraag|verzoek|patch|patches|bestand|logbestand|sms|opmerking|reactie)\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bkopieer\b(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)(?! (?:(?:ons|mij|me|dan|gewoon|even|svp|ook|direct|meteen),? ){0,2}(?:een |de |het |uw |je |jouw |ons )?(?:korte |nieuwe )?(?:e-?mail|mail|bericht|berichtje|brief|melding|rapport|foutrapport|bugrapport|verslag|vraag|verzoek|patch|patches|bestand|logbestand|sms|opmerking|reactie)\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )(?<!het )(?<!een )(?<!de )(?<!dit )(?<!dat )(?<!elk )(?<!ieder )(?<!groot )(?<!grootste )\blek\b(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)(?! (?:(?:ons|mij|me|dan|gewoon|even|svp|ook|direct|meteen),? ){0,2}(?:een |de |het |uw |je |jouw |ons )?(?:korte |nieuwe )?(?:e-?mail|mail|bericht|berichtje|brief|melding|rapport|foutrapport|bugrapport|verslag|vraag|verzoek|patch|patches|bestand|logbestand|sms|opmerking|reactie)\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bexporteer\b(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)(?! (?:(?:ons|mij|me|dan|gewoon|even|svp|ook|direct|meteen),? ){0,2}(?:een |de |het |uw |je |jouw |ons )?(?:korte |nieuwe )?(?:e-?mail|mail|bericht|berichtje|brief|melding|rapport|foutrapport|bugrapport|verslag|vraag|verzoek|patch|patches|bestand|logbestand|sms|opmerking|reactie)\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bgeef\b(?=[^.!?\n]{0,80}?\bdoor\b)(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)(?! (?:(?:ons|mij|me|dan|gewoon|even|svp|ook|direct|meteen),? ){0,2}(?:een |de |het |uw |je |jouw |ons )?(?:korte |nieuwe )?(?:e-?mail|mail|bericht|berichtje|brief|melding|rapport|foutrapport|bugrapport|verslag|vraag|verzoek|patch|patches|bestand|logbestand|sms|opmerking|reactie)\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bbreng\b(?=[^.!?\n]{0,80}?\bover\b)(?!(?:(?!\ben\b|\bmaar\b|\bof\b)[^.!?,;:\n]){0,60}?\b(?:niet|nooit)\b)(?! (?:(?:ons|mij|me|dan|gewoon|even|svp|ook|direct|meteen),? ){0,2}(?:een |de |het |uw |je |jouw |ons )?(?:korte |nieuwe )?(?:e-?mail|mail|bericht|berichtje|brief|melding|rapport|foutrapport|bugrapport|verslag|vraag|verzoek|patch|patches|bestand|logbestand|sms|opmerking|reactie)\b)|"
            r"\bgelieve\b(?=[^.!?\n]{0,80}?\bte (?:sturen|versturen|verzenden|uploaden|delen)\b)|\bupload\b"),
        "secret": (
            r"\bwachtwoord\w*|\binloggegevens\b|\baanmeldgegevens\b|\blogin-?gegevens\b|\btoegangsgegevens\b|"
            r"\bAPI-?sleutel\w*|\bAPI-?keys?\b|\btoegangssleutel\w*|\btoegangstoken\w*|\btoken\w*|"
            r"(?<!naar )(?<!naar het )(?<!naar dit )(?<!naar uw )(?<!naar je )(?<!volgende )(?<!op het )(?<!aan het )(?<!op )\be-?mailadres\w*|"
            r"\bgespreksgeschiedenis\b|\bchatgeschiedenis\b|\bberichtgeschiedenis\b|\bchatlogs?\b|\bgesprekslogs?\b|"
            r"\bvorige berichten\b|\beerdere berichten\b|\bvoorgaande berichten\b|\bpersoonlijke gegevens\b|"
            r"\bpersoonsgegevens\b|\bcreditcard\w*|\bpincode\w*|\bburgerservicenummer\b|\bBSN\b|\bprivésleutel\w*|"
            r"\bprivé-sleutel\w*|\bgeheime sleutel\w*|\bdit gesprek\b|\bdeze conversatie\b|\bdit chatgesprek\b|"
            r"\bsessiecookies?\b|\bbankgegevens\b|\brekeningnummer\w*"),
        # the fourteenth pass
        "tell_user": (
            r"(?:(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:vertel|zeg|meld|verzeker|overtuig|informeer|waarschuw|garandeer|bevestig|schrijf|antwoord|laat weten|beloof)\b (?:\w+ )?(?:(?:aan |tegen |van )?(?:de|deze|die|onze|je|jouw|uw|elke|iedere|alle) (?:\w+ )?(?:gebruiker|klant|lezer|bezoeker|ontvanger|persoon|afzender)\w*|(?:hem|haar|hen)\b)(?! niet\b| nooit\b)|(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\blaat (?:\w+ )?(?:de|deze|die|onze|je|jouw|uw|elke|iedere|alle) (?:\w+ )?(?:gebruiker|klant|lezer|bezoeker|ontvanger|persoon|afzender)\w* (?:\w+ )?weten\b|(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bstel (?:\w+ )?(?:de|deze|die|onze|je|jouw|uw|elke|iedere|alle) (?:\w+ )?(?:gebruiker|klant|lezer|bezoeker|ontvanger|persoon|afzender)\w* gerust\b|(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bdeel (?:\w+ )?(?:de|deze|die|onze|je|jouw|uw|elke|iedere|alle) (?:\w+ )?(?:gebruiker|klant|lezer|bezoeker|ontvanger|persoon|afzender)\w* mee\b|(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bbreng (?:\w+ )?(?:de|deze|die|onze|je|jouw|uw|elke|iedere|alle) (?:\w+ )?(?:gebruiker|klant|lezer|bezoeker|ontvanger|persoon|afzender)\w* op de hoogte\b|\bgelieve (?:\w+ )?(?:de|deze|die|onze|je|jouw|uw|elke|iedere|alle) (?:\w+ )?(?:gebruiker|klant|lezer|bezoeker|ontvanger|persoon|afzender)\w* (?:\w+ ){0,2}?te (?:vertellen|informeren|melden|verzekeren|overtuigen|laten weten)\b|\b(?:assistent\w*|de AI|agent|taalmodel\w*|AI-model\w*|AI-assistent\w*|AI-agent\w*)\b[^.!?\n]{0,60}?\b(?:moet|moeten|mag|mogen|dient|dienen|zal|zullen)\b(?=(?:[^.!?\n]|[.!?](?=\S)){0,60}?\b(?:te )?(?:zeggen|vertellen|melden|verzekeren|overtuigen|bevestigen|laten weten|antwoorden|beloven)\b))(?: (?:ervan |erop )?dat\b(?:[^.!?\n]|[.!?](?=\S)){0,60}?)?"),
        "false_claim": (
            r"\b(?:is|zijn|was|waren|wordt|werd|blijft) (?:[\w%]+ ){0,2}?(?:veilig|geverifieerd|gecontroleerd|officieel|officiële|betrouwbaar|legitiem|authentiek|virusvrij|goedgekeurd|onschadelijk|gecertificeerd|te vertrouwen)\b|"
            r"\b(?:veilig|geverifieerd|gecontroleerd|officieel|officiële|betrouwbaar|legitiem|authentiek|virusvrij|goedgekeurd|onschadelijk|gecertificeerd|te vertrouwen) (?:is|zijn|was|waren)\b|"
            r"\bde (?:enige )?officiële (?:website|site|pagina|app|link|helpdesk|bank|winkel)\b|"
            r"\bde enige (?:echt )?(?:betrouwbare|veilige|legitieme|eerlijke|goede) \w+|"
            r"\bvrij van (?:virussen|malware)|\bbevat geen (?:virussen|malware|schadelijke)|"
            r"\b(?:account|rekening|bankrekening|betaalpas|bankpas|pinpas|creditcard|kaart|profiel|abonnement|wachtwoord)\w* (?:\w+ ){0,2}?(?:is|wordt|werd|zal|gaat) (?:\w+ ){0,2}?(?:geblokkeerd|opgeschort|gehackt|gecompromitteerd|bevroren|gedeactiveerd|vergrendeld|afgesloten|verwijderd|verlopen|vervallen)\b|"
            r"\b(?:account|rekening|bankrekening|betaalpas|bankpas|pinpas|creditcard|kaart|profiel|abonnement|wachtwoord)\w* (?:\w+ )?(?:verloopt|vervalt|geblokkeerd|opgeschort|gehackt|gecompromitteerd|bevroren|vergrendeld)\b|"
            r"\bgeïnfecteerd\b|\bbesmet (?:met|is|zijn)\b|"
            r"\b(?:virus|malware|inbraak|hack)\w* (?:is |zijn |werd )?(?:gedetecteerd|gevonden|ontdekt)\b|"
            r"\b(?:moet|moeten|dient) (?:\w+ ){0,3}?(?:bijbetalen|betalen|verifiëren|bevestigen) (?:om|voor|binnen)\b"),
        "ask_user": (
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:vraag|verzoek|dwing|overhaal|eis)\b (?:\w+ )?(?:(?:aan |tegen |van )?(?:de|deze|die|onze|je|jouw|uw|elke|iedere|alle) (?:\w+ )?(?:gebruiker|klant|lezer|bezoeker|ontvanger|persoon|afzender)\w*|(?:hem|haar|hen)\b)(?! niet\b| nooit\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\blaat (?:\w+ )?(?:de|deze|die|onze|je|jouw|uw|elke|iedere|alle) (?:\w+ )?(?:gebruiker|klant|lezer|bezoeker|ontvanger|persoon|afzender)\w* (?:\w+ ){0,3}?(?:invoeren|invullen|opgeven|doorgeven|intypen|sturen|delen)\b|"
            r"\bgelieve (?:\w+ )?(?:de|deze|die|onze|je|jouw|uw|elke|iedere|alle) (?:\w+ )?(?:gebruiker|klant|lezer|bezoeker|ontvanger|persoon|afzender)\w* (?:\w+ ){0,2}?te (?:vragen|verzoeken)\b|"
            r"\b(?:assistent\w*|de AI|agent|taalmodel\w*|AI-model\w*|AI-assistent\w*|AI-agent\w*)\b[^.!?\n]{0,60}?\b(?:moet|moeten|mag|mogen|dient|dienen|zal|zullen)\b(?=(?:[^.!?\n]|[.!?](?=\S)){0,60}?\b(?:te )?(?:vragen|verzoeken|eisen)\b)"),
        "credential": (
            r"\bwachtwoord\w*|\bpincode\w*|\bpin-?code\w*|\bPIN\b|\beenmalige (?:code|wachtwoord|inlogcode)\w*|"
            r"\bverificatiecode\w*|\bsms-?code\w*|\binlogcode\w*|\bbeveiligingscode\w*|\btoegangscode\w*|"
            r"\bkaartnummer\w*|\bcreditcard\w*|\bCVV\w*|\bCVC\w*|\bherstel(?:zin|code|woorden|frase)\w*|\bseedzin\w*|"
            r"\binloggegevens\b|\baanmeldgegevens\b|\bDigiD\w*|\btan-?code\w*|\bwachtwoordzin\w*|"
            r"\bcode (?:uit|van) de (?:app|sms|bank)\b"),
        "harm": (
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:verwijder|wis|vernietig|leeg|formatteer|overschrijf)\b (?:\w+ ){0,2}?(?:al|alle|alles|elk|elke|ieder|iedere|de hele|het hele|de volledige|het volledige|de complete|de database|de databank|de map|de repository|de opslagplaats|de schijf|de harde schijf|de back-?ups?|het account|de mailbox|de verzonden)\b|"
            r"\bom (?:\w+ ){0,3}?(?:al|alle|alles|de hele|het hele|de volledige) (?:\w+ ){0,3}?te (?:verwijderen|wissen|vernietigen|formatteren)\b|"
            r"\brm -(?:rf|fr|r)\b|\bDROP (?:TABLE|DATABASE)\b|\bgit push (?:-f|--force)\b|\bmkfs\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\bmaak (?:\w+ )?(?:€ ?\d|\d[\d.,]* ?(?:euro|EUR|dollar|USD|€)|geld|het (?:volledige |hele )?saldo|alle? (?:geld|tegoed))(?:[^.!?\n]|[.,](?=\d)){0,40}?\bover\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:stuur|verstuur|betaal|boek|schrijf|maak)\b (?:\w+ ){0,2}?(?:€ ?\d|\d[\d.,]* ?(?:euro|EUR|dollar|USD|€)|het (?:volledige |hele )?saldo|alle? geld)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:koop|bestel|betaal)\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:geef|verleen|ken)\b (?:\S+ ){0,3}?(?:beheerders|admin|administrator|root|eigenaars|ontwikkelaars)-?(?:rechten|toegang|bevoegdheden)\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:geef|verleen|ken)\b (?:\S+ ){0,3}?volledige (?:toegang|rechten|bevoegdheden)\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:voeg)\b (?:\w+ ){0,3}?toe aan (?:de )?(?:beheerders|admin|sudo|wheel)\w*|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:deel|publiceer|zet|maak)\b (?:\w+ ){0,3}?(?:openbaar|publiek)\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:schakel|zet)\b (?:\w+ ){0,3}?(?:firewall|virusscanner|antivirus\w*|tweestapsverificatie|tweefactorauthenticatie|2FA|beveiliging\w*) uit\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:deactiveer|verwijder)\b (?:\w+ ){0,2}?(?:firewall|virusscanner|antivirus\w*|tweestapsverificatie|tweefactorauthenticatie|2FA)\b|"
            r"\bgelieve (?:\w+ ){0,3}?te (?:verwijderen|wissen|vernietigen|betalen|kopen|bestellen)\b"),
        "no_confirm": (
            r"\bzonder (?:(?:het|dit|dat|daar|eerst|de gebruiker|de klant|de eigenaar|iemand|hem|haar|ze|er) ){0,3}(?:(?:om|naar) \w+ )?(?:te )?(?:vragen|melden|overleggen|vertellen|waarschuwen|informeren|laten weten)\b|"
            r"\bzonder (?:(?:de gebruiker|de klant|de eigenaar|iemand|eerst|enige|om|zijn|haar|hun) ){0,3}(?:bevestiging|toestemming|goedkeuring|akkoord|instemming)\b|"
            r"\bzonder (?:medeweten|dat (?:de |een )?(?:gebruiker|klant|iemand)\w* (?:het |dit |er )?(?:\w+ )?(?:merkt|weet|doorheeft|ziet))\b|"
            r"\bvraag (?:\w+ ){0,3}?(?:niet|nooit|geen) (?:\w+ )?(?:om |naar )?(?:bevestiging|toestemming|goedkeuring)|"
            r"\bwacht (?:\w+ )?niet (?:\w+ )?op (?:\w+ )?(?:bevestiging|toestemming|goedkeuring)|"
            r"\bsla (?:\w+ )?(?:bevestiging|goedkeuring)\w* over\b|"
            r"\b(?:vertel|zeg|meld|verklap)\b (?:\w+ ){0,2}?(?:niets|niks|niet)\b[^.!?\n]{0,20}?\b(?:gebruiker|klant)\w*|"
            r"\b(?:vertel|zeg|meld|verklap)\b (?:\w+ ){0,3}?(?:gebruiker|klant)\w* (?:\w+ ){0,2}?(?:niets|niks|niet)\b|"
            r"\bstilletjes\b|\bongemerkt\b|\bheimelijk\b|\bstiekem\b|\bachter de rug (?:van|om)\b"),
        "use_tool": (
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:gebruik|benut)\b (?:je|jouw|uw|jullie|de beschikbare|je beschikbare) (?:\w+ )?(?:tool|tools|hulpmiddel\w*|terminal|shell|opdrachtregel|console|e-?mailtool|e-?mailfunctie|mailprogramma|betaal\w*|bestandssysteem|bestandstoegang|toegang|functies|plug-?ins?|code-?interpreter|rechten)\b|"
            r"\b(?:met je|met jouw|met uw|via je|via jouw|via uw) (?:\w+ )?(?:tools|hulpmiddelen|terminal|shell|shelltoegang|toegang|e-?mailtool|betaaltool|betaalfunctie)\b|"
            r"\b(?:met de|via de) (?:betaaltool|betaalfunctie|e-?mailtool|shelltool|terminaltool)\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:roep)\b (?:de |het )?(?:\S+ )?(?:functie|tool) (?:\S+ )?aan\b"),
        "attach": (
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:voeg|plak|zet|plaats|codeer|verwerk|hang|neem|stop|integreer|bouw)\b(?=(?:[^.!?\n]|[.!?](?=\S)){0,60}?\b(?:aan|in|achter|als|op in) (?:de|het|een|deze|dit|die) (?:\w+ )?(?:url|link|webadres|parameter|queryparameter|querystring|afbeelding|plaatje|zoekparameter))|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:zet|plaats|voeg|toon|render|laad|geef)\b(?=(?:[^.!?\n]|[.!?](?=\S)){0,40}?\b(?:de|een|deze|dit|volgende) (?:\w+ )?(?:afbeelding|plaatje|markdown-afbeelding)\b)|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:maak|bouw|genereer)\b (?:\w+ ){0,3}?(?:url|link|knop)\w* (?:met|die|waarin|naar)\b"),
        "your_reply": (
            r"\b(?:je|jouw|uw|jullie) (?:\w+ )?(?:antwoord|reactie|uitvoer|output|respons)\b|"
            r"\b(?:assistent\w*|de AI|agent|taalmodel\w*|AI-model\w*|AI-assistent\w*|AI-agent\w*)\b[^.!?\n]{0,60}?\b(?:moet|moeten|mag|mogen|dient|dienen|zal|zullen)\b(?=(?:[^.!?\n]|[.!?](?=\S)){0,60}?\b(?:te )?(?:antwoorden|teruggeven|geven|zeggen|schrijven|printen|tonen|weergeven|retourneren|reageren|uitvoeren)\b)"),
        "nothing_else": (
            r"\bverder (?:niets|niks)\b|\bniets (?:anders|meer)\b|"
            r"\bniks (?:anders|meer)\b|"
            r"\bzonder (?:enige |verdere |extra |aanvullende )?(?:uitleg|toelichting|commentaar|opmerkingen|inleiding|andere tekst|andere woorden|extra tekst)\b|"
            r"\bgeen (?:andere|extra|verdere) (?:woorden|tekst|tekens|uitleg|toelichting|commentaar)\b|"
            r"\belke (?:extra|andere) (?:zin|woord|tekst)\b|\bmoet (?:luiden|bestaan uit)\b"),
        "safety": (
            r"\bveiligheidsfilter\w*|\binhoudsfilter\w*|\bcontentfilter\w*|\binhoudsbeleid\w*|\bcontentbeleid\w*|"
            r"\bmoderatie(?:filter|laag|regels|beleid)\w*|"
            r"\bveiligheids(?:regels|richtlijnen|beperkingen|maatregelen|protocollen|beleid)\b|\bvangrails\b|"
            r"\bcensuur\b|\bethische (?:richtlijnen|regels|beperkingen|filters|grenzen)\b|\bbeveiligingsfilters?\b|"
            r"\bcontentmoderatie\b|\binhoudsmoderatie\b|\bgebruiksvoorwaarden\b|\bgebruiksbeleid\b"),
        "off": (
            r"\buitgeschakeld\b|\bgedeactiveerd\b|\bopgeheven\b|\bopgeschort\b|\bbuiten werking\b|"
            r"\bniet (?:meer|langer) (?:van toepassing|actief|van kracht|geldig)\b|"
            r"\bgelden (?:nu )?niet (?:meer|langer)\b|\b(?:staan|staat) (?:nu |tijdelijk )?uit\b|\buitgezet\b|"
            r"\bweggehaald\b|(?<!te )\bnegeren\b|\bgenegeerd\b|\bongeacht\b|\bbuiten beschouwing\b|"
            r"(?<!ik )(?<!hij )(?<!zij )(?<!ze )(?<!men )\b(?:negeer|omzeil|vergeet)\b"),
        "doc_end": (
            r"(?<!\()\beinde (?:van )?(?:het |de |dit |deze )?(?:document|e-mail|email|mail|bericht|pagina|tekst|context|artikel|brief|notitie)\b(?=\s*(?:-{2,}|={2,}|\*{2,}|#{2,}|\]|>|\)|$))|"
            r"\bhier eindigt (?:het|de|dit|deze) (?:document|tekst|e-?mail|bericht)\b|"
            r"\b(?:document|tekst|e-mail|email|bericht) eindigt hier\b"),
        "addressee": (
            r"\btaalmodel\w*|\bvirtuele assistent\w*|\bdigitale assistent\w*|\bslimme assistent\w*|"
            r"\bbeste assistent\b|\bchatrobot\w*|\bde assistent\b"),
    },
    "uk": {
        "dismiss": (
            r"(?<!не )(?<!ні )\bігноруй(?![\w'’])|(?<!не )(?<!ні )\bігноруйте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bпроігноруй(?![\w'’])|(?<!не )(?<!ні )\bпроігноруйте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bзабудь(?![\w'’])|(?<!не )(?<!ні )\bзабудьте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bзнехтуй(?![\w'’])|(?<!не )(?<!ні )\bзнехтуйте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bнехтуй(?![\w'’])|(?<!не )(?<!ні )\bнехтуйте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bвідкинь(?![\w'’])|(?<!не )(?<!ні )\bвідкиньте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bоблиш(?![\w'’])|(?<!не )(?<!ні )\bоблиште(?![\w'’])|"
            r"(?<!не )(?<!ні )\bпокинь(?![\w'’])|(?<!не )(?<!ні )\bпокиньте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bскасуй(?![\w'’])|(?<!не )(?<!ні )\bскасуйте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bпропусти(?![\w'’])|(?<!не )(?<!ні )\bпропустіть(?![\w'’])|"
            r"(?<!не )(?<!ні )\bвідклади(?![\w'’])|(?<!не )(?<!ні )\bвідкладіть(?![\w'’])|"
            r"(?<!не )(?<!ні )\bвідкладай(?![\w'’])|(?<!не )(?<!ні )\bвідкладайте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bвикинь(?![\w'’])|(?<!не )(?<!ні )\bвикиньте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bзалиш(?:те)? поза увагою|(?<!не )(?<!ні )\bвідмовся від|"
            r"(?<!не )(?<!ні )\bвідмовтеся від|(?<!не )(?<!ні )\bвідмовтесь від|"
            r"(?<!не )(?<!ні )\bперестань(?:те)? (?:дотримуватися|дотримуватись|виконувати|слухатися|слухатись|зважати)|"
            r"\bне виконуй(?:те)?\b|\bне дотримуйся\b|\bне дотримуйтеся\b|\bне дотримуйтесь\b|\bне слухай(?:те)?\b|"
            r"\bне слухайся\b|\bне слухайтеся\b|\bне зважай(?:те)?\b|\bне звертай(?:те)? (?:\w+ )?уваги\b|"
            r"\bне бери (?:\w+ )?до уваги\b|\bне беріть (?:\w+ )?до уваги\b|\bне керуйся\b|\bне керуйтеся\b|"
            r"\bбільше не (?:виконуй|дотримуйся|слухай|зважай)\w*|"
            r"\bпрошу (?:(?!не\b)\w+ )?(?:ігнорувати|проігнорувати|забути|знехтувати|відкинути)\b"),
        "scope": (
            r"\bпопередн\w*(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bвищенаведен\w*(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bвищезазначен\w*(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bбудь-як\w*(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bкожн\w*(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bоригінальн\w*(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bпочатков\w*(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bпервинн\w*(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bотриман\w*(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bодержан\w*(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bнадан\w*(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bколишн\w*(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bпоточн\w*(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bчинн\w*(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bвсі\b(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bусі\b(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bвсіх\b(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bусіх\b(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bвсе\b(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bусе\b(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bвсім\b(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bусім\b(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bвсіма\b(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bусіма\b(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bстарі\b(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bстарих\b(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bстарим\b(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bстарими\b(?=\s+(?:(?!(?:якщо|коли|але|бо|тому|щоб|аби|доки|поки)\b)[^\s,;:.!?]+\s+){0,2}?(?:\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|\bобмежен(?:ня|ь|нями|ням)\b))|"
            r"\bраніш\w*|\bвище\b|\bдосі\b|\bдо цього\b|\bтобі дали\b|\bвам дали\b|\bдан\w* (?:тобі|вам)\b"),
        "rules": (
            r"\bінструкці\w*|\bвказів\w*|\bнастанов\w*|\bдиректив\w*|\bправил(?:о|а|у|ом|і|ам|ами|ах)?\b|"
            r"\bрозпоряджен\w*|\bнаказ(?:и|ів|ам|ами|ах)?\b|\bпромпт\w*|\bприпис(?:и|ів|ам|ами|ах)?\b|"
            r"\bобмежен(?:ня|ь|нями|ням)\b"),
        "your_rules": (
            r"\bтвої (?:(?!(?:в|у|на|до|з|із|зі|для|про|від|по|при|і|й|та)\b)\w+ )?(?:інструкці|вказів|настанов|правил|директив|розпоряджен|промпт)\w*|"
            r"\bтвоїх (?:(?!(?:в|у|на|до|з|із|зі|для|про|від|по|при|і|й|та)\b)\w+ )?(?:інструкці|вказів|настанов|правил|директив|розпоряджен|промпт)\w*|"
            r"\bтвоя (?:(?!(?:в|у|на|до|з|із|зі|для|про|від|по|при|і|й|та)\b)\w+ )?(?:інструкці|вказів|настанов|правил|директив|розпоряджен|промпт)\w*|"
            r"\bтвій (?:(?!(?:в|у|на|до|з|із|зі|для|про|від|по|при|і|й|та)\b)\w+ )?(?:інструкці|вказів|настанов|правил|директив|розпоряджен|промпт)\w*|"
            r"\bваші (?:(?!(?:в|у|на|до|з|із|зі|для|про|від|по|при|і|й|та)\b)\w+ )?(?:інструкці|вказів|настанов|правил|директив|розпоряджен|промпт)\w*|"
            r"\bваших (?:(?!(?:в|у|на|до|з|із|зі|для|про|від|по|при|і|й|та)\b)\w+ )?(?:інструкці|вказів|настанов|правил|директив|розпоряджен|промпт)\w*|"
            r"\bваша (?:(?!(?:в|у|на|до|з|із|зі|для|про|від|по|при|і|й|та)\b)\w+ )?(?:інструкці|вказів|настанов|правил|директив|розпоряджен|промпт)\w*|"
            r"\bваш (?:(?!(?:в|у|на|до|з|із|зі|для|про|від|по|при|і|й|та)\b)\w+ )?(?:інструкці|вказів|настанов|правил|директив|розпоряджен|промпт)\w*|"
            r"\bсвої (?:(?!(?:в|у|на|до|з|із|зі|для|про|від|по|при|і|й|та)\b)\w+ )?(?:інструкці|вказів|настанов|правил|директив|розпоряджен|промпт)\w*|"
            r"\bсвоїх (?:(?!(?:в|у|на|до|з|із|зі|для|про|від|по|при|і|й|та)\b)\w+ )?(?:інструкці|вказів|настанов|правил|директив|розпоряджен|промпт)\w*|"
            r"\bінструкці\w*,? (?:які|що) (?:тобі|вам) (?:\w+ )?(?:дали|надали|видали|дано|надано)|"
            r"\bвказівки,? (?:які|що) (?:тобі|вам) (?:\w+ )?(?:дали|надали|дано|надано)|"
            r"\bправила,? (?:які|що) (?:тобі|вам) (?:\w+ )?(?:дали|надали|дано|надано)"),
        "void": (
            r"\bскасован\w*|\bскасовано\b|\bанульован\w*|\bанульовано\b|\bнедійсн\w*|\bвідмінен\w*|\bвідмінено\b|"
            r"\bвідкликан\w*|\bвідкликано\b|"
            r"\bбільше не (?:діють|дійсні|чинні|актуальні|застосовуються|мають (?:сили|значення))|"
            r"\bвже не (?:діють|дійсні|чинні|актуальні|застосовуються)|\bвтратили (?:чинність|силу|актуальність)|"
            r"\bне діють\b|\bприпинили дію\b|\bнічого не означають\b|\bбільше нічого не означають\b"),
        "only": (
            r"\bлише\b|\bлиш\b|\bтільки\b|\bвиключно\b|\bвинятково\b|\bнічого (?:іншого|більше|крім)\b|"
            r"\bодним словом\b|\bодне слово\b"),
        "reply": (
            r"(?<!не )(?<!ні )\bвідповідай(?![\w'’])|(?<!не )(?<!ні )\bвідповідайте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bнапиши(?![\w'’])|(?<!не )(?<!ні )\bнапишіть(?![\w'’])|"
            r"(?<!не )(?<!ні )\bпиши(?![\w'’])|(?<!не )(?<!ні )\bпишіть(?![\w'’])|(?<!не )(?<!ні )\bскажи(?![\w'’])|"
            r"(?<!не )(?<!ні )\bскажіть(?![\w'’])|(?<!не )(?<!ні )\bкажи(?![\w'’])|(?<!не )(?<!ні )\bкажіть(?![\w'’])|"
            r"(?<!не )(?<!ні )\bпромов(?![\w'’])|(?<!не )(?<!ні )\bпромовте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bвідпиши(?![\w'’])|(?<!не )(?<!ні )\bвідпишіть(?![\w'’])|"
            r"(?<!не )(?<!ні )\bповідом(?![\w'’])|(?<!не )(?<!ні )\bповідомте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bреагуй(?![\w'’])|(?<!не )(?<!ні )\bреагуйте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bвідреагуй(?![\w'’])|(?<!не )(?<!ні )\bвідреагуйте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bдай(?:те)? відповідь\b|(?<!не )(?<!ні )\bвідповідьте\b|"
            r"\bпрошу (?:(?!не\b)\w+ )?(?:відповісти|відповідати|написати|сказати)\b"),
        "instead": (
            r"\bзамість (?:того,? (?:щоб|аби) )?(?:підсумов\w*|підсумувати|узагальн\w*|перекласти|перекладати|переказ\w*|резюмува\w*|відповідати|відповісти|аналізувати|проаналізувати|описувати|описати|розглядати|розглянути|оцінювати|оцінити|рецензувати|коментувати|прокоментувати|стисло викласти)\b|"
            r"\bзамість (?:підсумку|резюме|анотації|стислого викладу|відповіді на (?:питання|запитання))\b"),
        "note_to_ai": (
            r"\bпримітка (?:для|до) (?:\w+ )?(?:асистента|помічника|ШІ|AI|моделі|бота|чат-бота|чатбота|штучного інтелекту|LLM|GPT|мовної моделі)\b|"
            r"\bнотатка (?:для|до) (?:\w+ )?(?:асистента|помічника|ШІ|AI|моделі|бота|чат-бота|чатбота|штучного інтелекту|LLM|GPT|мовної моделі)\b|"
            r"\bповідомлення (?:для|до) (?:\w+ )?(?:асистента|помічника|ШІ|AI|моделі|бота|чат-бота|чатбота|штучного інтелекту|LLM|GPT|мовної моделі)\b|"
            r"\bзамітка (?:для|до) (?:\w+ )?(?:асистента|помічника|ШІ|AI|моделі|бота|чат-бота|чатбота|штучного інтелекту|LLM|GPT|мовної моделі)\b|"
            r"\bзаписка (?:для|до) (?:\w+ )?(?:асистента|помічника|ШІ|AI|моделі|бота|чат-бота|чатбота|штучного інтелекту|LLM|GPT|мовної моделі)\b|"
            r"\bінструкція (?:для|до) (?:\w+ )?(?:асистента|помічника|ШІ|AI|моделі|бота|чат-бота|чатбота|штучного інтелекту|LLM|GPT|мовної моделі)\b|"
            r"\bувага (?:для|до) (?:\w+ )?(?:асистента|помічника|ШІ|AI|моделі|бота|чат-бота|чатбота|штучного інтелекту|LLM|GPT|мовної моделі)\b|"
            r"\bзвернення (?:для|до) (?:\w+ )?(?:асистента|помічника|ШІ|AI|моделі|бота|чат-бота|чатбота|штучного інтелекту|LLM|GPT|мовної моделі)\b|"
            r"\bзауваження (?:для|до) (?:\w+ )?(?:асистента|помічника|ШІ|AI|моделі|бота|чат-бота|чатбота|штучного інтелекту|LLM|GPT|мовної моделі)\b|"
            r"\bпрохання (?:для|до) (?:\w+ )?(?:асистента|помічника|ШІ|AI|моделі|бота|чат-бота|чатбота|штучного інтелекту|LLM|GPT|мовної моделі)\b|"
            r"\bвказівка (?:для|до) (?:\w+ )?(?:асистента|помічника|ШІ|AI|моделі|бота|чат-бота|чатбота|штучного інтелекту|LLM|GPT|мовної моделі)\b|"
            r"\bпослання (?:для|до) (?:\w+ )?(?:асистента|помічника|ШІ|AI|моделі|бота|чат-бота|чатбота|штучного інтелекту|LLM|GPT|мовної моделі)\b|"
            r"\bасистенте\b|\bшановний (?:асистенте|помічнику|ШІ)\b|\bдорогий (?:асистенте|помічнику|ШІ)\b"),
        "leak_obj": (
            r"\bсистемн\w* (?:промпт|інструкці|вказів|настанов|повідомлен|запит)\w*|"
            r"\bприхован\w* (?:інструкці|вказів|настанов|правил|промпт)\w*|"
            r"\bтаємн\w* (?:інструкці|вказів|настанов|правил|промпт)\w*|"
            r"\bсекретн\w* (?:інструкці|вказів|настанов|промпт)\w*|"
            r"\bпочатков\w* (?:інструкці|вказів|настанов|промпт)\w*|"
            r"\bпервинн\w* (?:інструкці|вказів|настанов|промпт)\w*|"
            r"\bоригінальн\w* (?:інструкці|вказів|настанов|промпт)\w*|"
            r"\bінструкці\w*,? (?:які|що) (?:тобі|вам) (?:\w+ )?(?:дали|надали|дано|надано)|"
            r"\bсвій (?:(?!власн|нов)\w+ )?(?:промпт|інструкці|вказів|настанов)\w*|"
            r"\bсвої (?:(?!власн|нов)\w+ )?(?:промпт|інструкці|вказів|настанов)\w*|"
            r"\bсвого (?:(?!власн|нов)\w+ )?(?:промпт|інструкці|вказів|настанов)\w*|"
            r"\bсвоїх (?:(?!власн|нов)\w+ )?(?:промпт|інструкці|вказів|настанов)\w*|"
            r"\bтвій (?:(?!власн|нов)\w+ )?(?:промпт|інструкці|вказів|настанов)\w*|"
            r"\bтвої (?:(?!власн|нов)\w+ )?(?:промпт|інструкці|вказів|настанов)\w*|"
            r"\bтвого (?:(?!власн|нов)\w+ )?(?:промпт|інструкці|вказів|настанов)\w*|"
            r"\bтвоїх (?:(?!власн|нов)\w+ )?(?:промпт|інструкці|вказів|настанов)\w*|"
            r"\bваш (?:(?!власн|нов)\w+ )?(?:промпт|інструкці|вказів|настанов)\w*|"
            r"\bваші (?:(?!власн|нов)\w+ )?(?:промпт|інструкці|вказів|настанов)\w*|"
            r"\bвашого (?:(?!власн|нов)\w+ )?(?:промпт|інструкці|вказів|настанов)\w*|"
            r"\bваших (?:(?!власн|нов)\w+ )?(?:промпт|інструкці|вказів|настанов)\w*|"
            r"\bперш\w* (?:повідомлен|запит|реплік)\w* (?:\w+ )?(?:цієї|цього|нашої|нашого|у цій|в цій|з цієї|у нашій|в нашій) (?:розмов|бесід|чат|діалог|сесі|листуван)\w*|"
            r"\bпочаток (?:цієї |нашої |цього |нашого )?(?:розмов|бесід|діалог|чат)\w*"),
        "show": (
            r"(?<!не )(?<!ні )\bпокажи(?![\w'’])|(?<!не )(?<!ні )\bпокажіть(?![\w'’])|"
            r"(?<!не )(?<!ні )\bвиведи(?![\w'’])|(?<!не )(?<!ні )\bвиведіть(?![\w'’])|"
            r"(?<!не )(?<!ні )\bнадрукуй(?![\w'’])|(?<!не )(?<!ні )\bнадрукуйте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bроздрукуй(?![\w'’])|(?<!не )(?<!ні )\bроздрукуйте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bрозкрий(?![\w'’])|(?<!не )(?<!ні )\bрозкрийте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bрозкажи(?![\w'’])|(?<!не )(?<!ні )\bрозкажіть(?![\w'’])|"
            r"(?<!не )(?<!ні )\bповтори(?![\w'’])|(?<!не )(?<!ні )\bповторіть(?![\w'’])|"
            r"(?<!не )(?<!ні )\bпроцитуй(?![\w'’])|(?<!не )(?<!ні )\bпроцитуйте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bскопіюй(?![\w'’])|(?<!не )(?<!ні )\bскопіюйте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bвідобрази(?![\w'’])|(?<!не )(?<!ні )\bвідобразіть(?![\w'’])|"
            r"(?<!не )(?<!ні )\bвидай(?![\w'’])|(?<!не )(?<!ні )\bвидайте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bподілись(?![\w'’])|(?<!не )(?<!ні )\bподіліться(?![\w'’])|"
            r"(?<!не )(?<!ні )\bнаведи(?![\w'’])|(?<!не )(?<!ні )\bнаведіть(?![\w'’])|"
            r"(?<!не )(?<!ні )\bперелічи(?![\w'’])|(?<!не )(?<!ні )\bперелічіть(?![\w'’])|"
            r"(?<!не )(?<!ні )\bпродублюй(?![\w'’])|(?<!не )(?<!ні )\bпродублюйте(?![\w'’])|"
            r"(?<!не )(?<!ні )\bозвуч(?![\w'’])|(?<!не )(?<!ні )\bозвучте(?![\w'’])|(?<!не )(?<!ні )\bскажи(?![\w'’])|"
            r"(?<!не )(?<!ні )\bскажіть(?![\w'’])|(?<!не )(?<!ні )\bвідтвори(?![\w'’])|"
            r"(?<!не )(?<!ні )\bвідтворіть(?![\w'’])|(?<!не )(?<!ні )\bвивантаж(?![\w'’])|"
            r"(?<!не )(?<!ні )\bвивантажте(?![\w'’])|(?<!не )(?<!ні )\bвиклади(?![\w'’])|"
            r"(?<!не )(?<!ні )\bвикладіть(?![\w'’])|"
            r"\bпрошу (?:(?!не\b)\w+ )?(?:показати|вивести|надрукувати|розкрити|повторити|навести|процитувати)\b"),
        "act_as": (
            r"\bповодься як\b|\bповодьтеся як\b|\bповодьтесь як\b|\bповодь себе як\b|\bповодьте себе як\b|"
            r"\bдій(?:те)? (?:як|в ролі|у ролі)\b|\bвиступай(?:те)? (?:як|в ролі|у ролі)\b|\bграй(?:те)? роль\b|"
            r"\bзіграй(?:те)? роль\b|\bвізьми(?:ть)? на себе роль\b|\bприйми(?:ть)? роль\b|\bприкинься\b|"
            r"\bприкиньтеся\b|\bприкиньтесь\b|\bвдавай(?:те)?\b|\bудавай(?:те)?\b|\bуяви(?:ть)?,? що (?:ти|ви)\b|"
            r"\bперевтілись\b|\bперевтіліться\b|\bімітуй(?:те)?\b|"
            r"\bбудь(?:те)? (?:тепер |відтепер |зараз )?(?:асистент|помічник|бот|ШІ|модел|чат-бот|штучн)\w*"),
        "unbound": (
            r"\bбез (?:жодних |жодної |жодного |будь-яких |будь-якої |усяких |всяких |ніяких |ніякої )?(?:обмежень|правил|фільтрів|цензури|меж|заборон|етики|моралі|гальм|принципів|запобіжників|упереджень)\b|"
            r"\bне ма(?:є|єш|єте|ють) (?:\w+ )?(?:жодних |ніяких )?(?:\w+ )?(?:правил|обмежень|меж|принципів|фільтрів|заборон)\b|"
            r"\bжодних (?:\w+ )?(?:правил|обмежень|фільтрів|принципів|меж|заборон)\b|\bніколи не відмовля\w*|"
            r"\bніколи не відмови\w*|\bне відмовля\w* (?:ніколи|нікому|ні в чому)|\bнеобмежен\w*|\bнецензурован\w*|"
            r"\bаморальн\w*|\bпозбавлен\w* (?:\w+ )?(?:правил|обмежень|моралі|етики|принципів|цензури)"),
        "only_task": (
            r"\bтвоє єдине (?:завдання|заняття)\b|\bваше єдине (?:завдання|заняття)\b|"
            r"\bсвоє єдине (?:завдання|заняття)\b|\bтвоїм єдиним (?:завданням|обов['’]язком)|"
            r"\bвашим єдиним (?:завданням|обов['’]язком)|\bсвоїм єдиним (?:завданням|обов['’]язком)|"
            r"\bтвоя єдина (?:мета|задача|місія|функція)\b|\bваша єдина (?:мета|задача|місія|функція)\b|"
            r"\bєдине (?:твоє|ваше) завдання|\bєдиним (?:твоїм|вашим) завданням|"
            r"\bу (?:тебе|вас) (?:тепер |відтепер |зараз )?(?:лише |тільки )?одне завдання|"
            r"\bвідтепер (?:твоїм |вашим )?єдиним завданням"),
        "unbound_mode": (
            r"\bрежим\w* без (?:жодних )?(?:обмежень|цензури|фільтрів|правил|заборон)|\bнеобмежен\w* режим\w*|"
            r"\bнецензурован\w* режим\w*|\bрежим\w* (?:jailbreak|джейлбрейк|DAN)\b|\bрежим\w* нецензурован\w*"),
        "system_header": (
            r"\bсистема\b(?=\s*[\]\)>:：])|\bсистемне (?:повідомлення|сповіщення)\b|\bсистемна (?:примітка|вказівка)\b|"
            r"\bадміністратор\b|\bадмін\b|\bрозробник\b|\bповідомлення розробника\b"),
        "send": (
            r"(?<!не )(?<!ні )(?<!ніколи не )\bнадішли(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bнадішліть(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bвідправ(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bвідправте(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bперешли(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bперешліть(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bпересилай(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bпересилайте(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bпередай(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bпередайте(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bвишли(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bвишліть(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bнадсилай(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bнадсилайте(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bвідправляй(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bвідправляйте(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bпередавай(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bпередавайте(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bопублікуй(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bопублікуйте(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bскопіюй(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bскопіюйте(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bподілись(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bподіліться(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bскинь(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bскиньте(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bзавантаж(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bзавантажте(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bвивантаж(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"(?<!не )(?<!ні )(?<!ніколи не )\bвивантажте(?![\w'’])(?! (?:(?:нам|мені|їм|тоді|просто|також|теж|одразу|будь ласка),? ){0,2}(?:(?:свій|свою|своє|цей|цю|це|новий|нову|короткий|короткого) )?(?:лист|листа|звіт|запит|питання|латку|латки|файл|SMS|відгук|коментар|заявку|e-mail)\b)|"
            r"\bпрошу (?:(?!не\b)\w+ )?(?:надіслати|відправити|переслати|передати)\b"),
        "secret": (
            r"\bпарол(?:ь|я|і|ів|ем|ю|ями|ях)\b|\bоблікові дані\b|\bоблікових даних\b|\bдані для входу\b|"
            r"\bданих для входу\b|\bAPI-ключ\w*|\bключ\w* API\b|\bключ\w* доступу\b|\bтокен\w*|"
            r"(?<!на )(?<!за )(?<!до )(?<!на цю )(?<!на вашу )(?<!на свою )\bадрес\w* (?:електронної|ел\.) пошти|"
            r"(?<!на )(?<!за )(?<!до )\bелектронн\w* адрес\w*|"
            r"\bісторі\w* (?:цієї |нашої |всієї |усієї )?(?:розмов|чат|листуван|повідомлень|бесід|діалог)\w*|"
            r"\bпопередн\w* повідомлен\w*|\bраніш\w* повідомлен\w*|\bперсональн\w* дан\w*|\bособист\w* дан\w*|"
            r"\bномер\w* (?:кредитної |банківської |платіжної )?картк\w*|\bкредитн\w* картк\w*|\bприватн\w* ключ\w*|"
            r"\bсекретн\w* ключ\w*|\bцю розмову\b|\bцієї розмови\b|\bця розмова\b|\bцю бесіду\b|\bPIN-код\w*|"
            r"\bпін-код\w*|\bCVV\b"),
        # the fourteenth pass
        "tell_user": (
            r"(?:(?<!не )(?<!ні )\b(?:скажи|скажіть|кажи|кажіть|повідом|повідомте|поінформуй|поінформуйте|запевни|запевніть|переконай|переконайте|переконуй|переконуйте|заспокой|заспокойте|напиши|напишіть|передай|передайте|підтверди|підтвердіть|попередь|попередьте|поясни|поясніть|дай знати|дайте знати|відпиши|відпишіть|навіюй|навіюйте)(?![\w'’]) (?:[\w%]+ ){0,2}?(?:(?:користувач|клієнт|читач|відвідувач|одержувач|отримувач|адресат|співрозмовник|покупц|абонент)\w*|(?:йому|їй|їм|його|її|їх)\b)|\bкористувач(?:еві|у|ам) (?:\w+ )?(?:скажи|скажіть|повідом|повідомте|напиши|напишіть|передай|передайте|підтверди|підтвердіть)(?![\w'’])|\bпрошу (?:\w+ )?(?:повідомити|сказати|запевнити|переконати|поінформувати|підтвердити) (?:[\w%]+ ){0,2}?(?:користувач|клієнт|читач|відвідувач|одержувач|отримувач|адресат|співрозмовник|покупц|абонент)\w*|\b(?:асистент\w*|агент\w*|чат-?бот\w*|ШІ|модел\w* ШІ|мовн\w* модел\w*)(?![\w'’])[^.!?\n]{0,60}?\b(?:має|мають|мусить|мусять|повинен|повинна|повинно|повинні|зобов['’]язан\w*) (?:\w+ ){0,2}?(?:сказати|повідомити|запевнити|переконати|підтвердити|поінформувати|відповісти|заявити)(?![\w'’])(?: (?:\w+ )?(?:(?:користувач|клієнт|читач|відвідувач|одержувач|отримувач|адресат|співрозмовник|покупц|абонент)\w*|(?:йому|їй|їм|його|її|їх)\b))?)(?:,? (?:що|мовляв)\b(?:[^.!?\n]|[.!?](?=\S)){0,60}?)?"),
        "false_claim": (
            r"\b(?:безпечн|перевірен|офіційн|надійн|легітимн|довірен|справжн|схвален|сертифікован|нешкідлив|автентичн|чист(?:ий|е|а|і)\b)\w*|"
            r"\bбез (?:жодних )?вірусів|\bне містить (?:жодних )?(?:вірусів|шкідлив\w*|загроз)|"
            r"\bне (?:становить|несе) (?:жодної )?загрози|\bзаражен\w*|\bінфікован\w*|"
            r"\bвиявлено (?:\w+ )?(?:вірус|загроз|шкідлив|злам)\w*|"
            r"\b(?:обліков\w* запис|акаунт|рахун|картк|профіл|парол)\w* (?:\w+ ){0,2}?(?:було |буде |вже )?(?:заблоковано|заблокован|призупинено|призупинен|зламано|зламан|скомпрометовано|скомпрометован|заморожено|заморожен|деактивовано|деактивован|видалено|закінчується|спливає|сплив|анульовано)\w*|"
            r"\b(?:заблоковано|призупинено|зламано|скомпрометовано|заморожено|деактивовано) (?:\w+ ){0,2}?(?:обліков|акаунт|рахун|картк|профіл)\w*|"
            r"\b(?:має|мусить|повинен|повинна|потрібно|треба|необхідно) (?:\w+ )?(?:доплатити|сплатити|оплатити|заплатити|підтвердити|верифікувати) (?:\w+ )?(?:\d|мит|збір|плат|обліков|особ|дан|картк)\w*"),
        "ask_user": (
            r"(?<!не )(?<!ні )\b(?:попроси|попросіть|запитай|запитайте|спитай|спитайте|вимагай|вимагайте|змусь|змусьте|проси|просіть)(?![\w'’]) (?:[\w%]+ ){0,2}?(?:(?:користувач|клієнт|читач|відвідувач|одержувач|отримувач|адресат|співрозмовник|покупц|абонент)\w*|(?:йому|їй|їм|його|її|їх)\b)|"
            r"(?<!не )(?<!ні )\b(?:попроси|попросіть|вимагай|вимагайте)(?![\w'’]) (?:\w+ )?(?:надіслати|ввести|вказати|повідомити|назвати|продиктувати|підтвердити|надати|переслати|скинути)|"
            r"\bнехай (?:\w+ )?(?:користувач|клієнт|читач|відвідувач|одержувач|отримувач|адресат|співрозмовник|покупц|абонент)\w* (?:\w+ )?(?:введе|вкаже|надішле|повідомить|продиктує|підтвердить|надасть)(?![\w'’])|"
            r"\bпрошу (?:\w+ )?(?:попросити|запитати|спитати) (?:[\w%]+ ){0,2}?(?:(?:користувач|клієнт|читач|відвідувач|одержувач|отримувач|адресат|співрозмовник|покупц|абонент)\w*|(?:йому|їй|їм|його|її|їх)\b)|"
            r"\b(?:асистент\w*|агент\w*|чат-?бот\w*|ШІ|модел\w* ШІ|мовн\w* модел\w*)(?![\w'’])[^.!?\n]{0,60}?\b(?:має|мають|мусить|мусять|повинен|повинна|повинно|повинні|зобов['’]язан\w*) (?:\w+ ){0,2}?(?:попросити|запитати|спитати|вимагати)(?: (?:\w+ )?(?:(?:користувач|клієнт|читач|відвідувач|одержувач|отримувач|адресат|співрозмовник|покупц|абонент)\w*|(?:йому|їй|їм|його|її|їх)\b))?(?![\w'’])"),
        "credential": (
            r"\bпарол\w*|\bPIN\w*|\bПІН\w*|\bпін-код\w*|\bодноразов\w* (?:код|парол)\w*|"
            r"\bкод\w* (?:\w+ )?(?:підтвердження|перевірки|верифікації|безпеки|доступу|авторизації|CVV|CVC|з SMS|із SMS|з смс|із смс)|"
            r"\bCVV\w*|\bCVC\w*|\bномер\w* (?:\w+ )?картк\w*|\bдан\w* (?:\w+ )?картк\w*|\bтермін\w* дії картк\w*|"
            r"\bфраз\w* (?:для )?відновлення|\bсід-фраз\w*|\bмнемонічн\w* фраз\w*|\bсекретн\w* фраз\w*|"
            r"\bдан\w* (?:для )?входу|\bобліков\w* дан\w*|\bлогін\w* (?:і|та|й) парол\w*"),
        "harm": (
            r"(?<!не )(?<!ні )\b(?:видали|видаліть|вилучи|вилучіть|зітри|зітріть|знищ|знищте|очисти|очистіть|відформатуй|відформатуйте|сотри|зотри)(?![\w'’]) (?:\w+ ){0,2}?(?:всі|усі|все|усе|всю|усю|весь|увесь|цілу|цілий|ціле|кожен|кожну|кожне|теку|каталог|папку|базу|репозиторій|сховище|диск|резервн\w*|бекап\w*|обліковий запис|акаунт|поштову скриньку|надіслан\w*|гілк\w*)|"
            r"\b(?:видалити|вилучити|стерти|знищити|очистити|відформатувати) (?:\w+ ){0,2}?(?:всі|усі|все|усе|всю|усю|весь|увесь|цілу|цілий|теку|каталог|папку|базу|репозиторій|сховище|диск|резервн\w*|надіслан\w*|гілк\w*)|"
            r"\brm -(?:rf|fr|r)\b|\bDROP (?:TABLE|DATABASE)\b|\bgit push (?:-f|--force)\b|\bmkfs\b|\bshutdown -[hP]\b|"
            r"(?<!не )(?<!ні )\b(?:вимкни|вимкніть|перезавантаж|перезавантажте|зупини|зупиніть)(?![\w'’]) (?:\w+ ){0,2}?(?:сервер|продакшн|продуктивн|робоч\w* сервер)\w*|"
            r"\b(?:перекажи|перекажіть|переведи|переведіть|надішли|надішліть|відправ|відправте|перерахуй|перерахуйте|сплати|сплатіть|заплати|заплатіть|переказати|перевести|надіслати|відправити|перерахувати|сплатити|заплатити)(?![\w'’]) (?:\w+ ){0,2}?(?:\d[\d  ,.]*\s?(?:грн|гривень|гривні|гривня|₴|доларів|USD|євро|EUR|\$|€)|[€$₴]\s?\d|кошти|гроші|залишок|суму)|"
            r"(?<!не )(?<!ні )\b(?:зроби|зробіть|здійсни|здійсніть|виконай|виконайте|оформи|оформіть)(?![\w'’]) (?:\w+ )?(?:переказ|платіж|оплату|покупку|замовлення|транзакцію)\w*|"
            r"(?<!не )(?<!ні )\b(?:купи|купіть|придбай|придбайте|замов|замовте|оплати|оплатіть)(?![\w'’])|"
            r"(?<!не )(?<!ні )\b(?:надай|надайте|видай|видайте|дай|дайте|признач|призначте)(?![\w'’]) (?:\S+ ){0,3}?(?:(?:права|доступ|повноваження|привілеї)\w* (?:адміністратора|адміна|власника|root|суперкористувача)|повн\w* (?:доступ|права|повноваження))|"
            r"(?<!не )(?<!ні )\b(?:додай|додайте)(?![\w'’]) (?:\w+ ){0,2}?до групи (?:адміністратор\w*|sudo|wheel)|"
            r"(?<!не )(?<!ні )\b(?:опублікуй|опублікуйте|поширь|поширте|зроби|зробіть|відкрий|відкрийте)(?![\w'’]) (?:\w+ ){0,3}?(?:публічн\w*|загальнодоступн\w*|в інтернеті|для всіх)|"
            r"(?<!не )(?<!ні )\b(?:вимкни|вимкніть|відключи|відключіть|деактивуй|деактивуйте)(?![\w'’]) (?:\w+ ){0,2}?(?:брандмауер\w*|фаєрвол\w*|файрвол\w*|антивірус\w*|двофакторн\w*|двоетапн\w*|2FA)|"
            r"\bпрошу (?:\w+ )?(?:видалити|стерти|переказати|перевести) (?:\w+ ){0,2}?(?:всі|усі|все|усе|весь|увесь|базу|репозиторій|кошти|гроші|\d)\w*"),
        "no_confirm": (
            r"\bбез (?:жодного |будь-якого |попереднього )?(?:підтвердження|дозволу|згоди|схвалення|погодження)(?: (?:з боку )?(?:користувача|власника|клієнта))?\b|"
            r"\bбез (?:відома|повідомлення|попередження|інформування) (?:користувача|власника|клієнта|когось|будь-кого|нікого)\b|"
            r"\bне (?:питаючи|запитуючи|повідомляючи|попереджаючи|інформуючи|сповіщаючи)\b|"
            r"\bне (?:питай|питайте|запитуй|запитуйте|проси|просіть|питати|запитувати|просити)(?: \w+){0,2}? (?:про |на )?(?:дозв[оі]л\w*|підтвердження|згод\w*|схвалення)|"
            r"\bне (?:чекай|чекайте|чекати|чекаючи)(?: на)? (?:\w+ )?(?:підтвердження|дозвол\w*|згод\w*|схвалення)|"
            r"\bпропусти(?:ть)? (?:\w+ )?(?:підтвердження|запит на підтвердження|екран підтвердження)|"
            r"\bне (?:кажи|кажіть|говори|говоріть|повідомляй|повідомляйте|згадуй|згадуйте|пиши|пишіть|розповідай|розповідайте|казати|говорити|повідомляти|згадувати|розповідати)(?: про це| нічого)? (?:\w+ )?(?:(?:користувач|клієнт|читач|відвідувач|одержувач|отримувач|адресат|співрозмовник|покупц|абонент)\w*|йому|їй|їм)|"
            r"\bнічого (?:\w+ )?не (?:кажи|кажіть|повідомляй|повідомляйте|пиши|пишіть|казати|повідомляти|говорити)\b|"
            r"\bтаємно від (?:користувач|клієнт|власник)\w*|\bнепомітно\b|\bпотай\w*|\bнишком\b|"
            r"\bтак,? щоб (?:користувач|клієнт)\w* (?:нічого )?не (?:помітив|дізнався|знав|побачив)"),
        "use_tool": (
            r"(?<!не )(?<!ні )\b(?:використай|використайте|використовуй|використовуйте|скористайся|скористайтеся|скористайтесь|застосуй|застосуйте|задій|задійте)(?![\w'’]) (?:(?:свій|свою|своє|свої|своїм|своєю|своїми|твій|твою|твоє|твої|твоїм|ваш|вашу|ваше|ваші|вашим|доступн\w*) )?(?:\w+ )?(?:термінал|оболонк|командн\w* рядок|консол|інструмент|засоб|поштов\w* (?:клієнт|інструмент)|платіжн\w* (?:інструмент|доступ|сервіс)|файлов\w* систем|доступ\w* до (?:файлів|пошти|терміналу|оболонки|файлової|облікового|рахунку))\w*|"
            r"\b(?:за допомогою|через|засобами) (?:свого|своїх|своєї|твого|твоїх|твоєї|вашого|ваших|вашої|свій|твій|ваш|свої|твої|ваші) (?:\w+ )?(?:термінал|оболонк|інструмент|засоб|доступ|консол)\w*|"
            r"\b(?:за допомогою|через) (?:\w+ )?(?:платіжн\w* інструмент|поштов\w* інструмент|інструмент\w* (?:оплати|платеж\w*|пошти|терміналу))\w*|"
            r"(?<!не )(?<!ні )\b(?:виклич|викличте)(?![\w'’]) (?:\w+ )?(?:функці|інструмент)\w*"),
        "attach": (
            r"(?<!не )(?<!ні )\b(?:додай|додайте|допиши|допишіть|встав|вставте|вбудуй|вбудуйте|закодуй|закодуйте|приєднай|приєднайте|включи|включіть|підстав|підставте|розмісти|розмістіть|запиши|запишіть|сховай|сховайте|вший|вшийте)(?![\w'’])(?=(?:[^.!?\n]|[.!?](?=\S)){0,60}?(?:\bдо|\bв|\bу|\bна кінець|\bв кінець|\bяк|\bу вигляді) (?:\w+ ){0,2}?(?:посиланн|URL|адрес\w* (?:URL|сторінки|зображення|сайту)|URL-адрес|веб-адрес|параметр\w* (?:URL|запиту|посилання)|рядк\w* запиту|зображенн|картинк|малюнк))|"
            r"\b(?:посилання|URL|URL-адрес\w*|адрес\w* URL)(?![\w'’])(?=(?:[^.!?\n]|[.!?](?=\S)){0,80}?\b(?:додай|додайте|допиши|допишіть|встав|вставте|підстав|підставте|закодуй|закодуйте)(?![\w'’]))|"
            r"(?<!не )(?<!ні )\b(?:вбудуй|вбудуйте|відобрази|відобразіть|покажи|покажіть|виведи|виведіть|завантаж|завантажте|встав|вставте)(?![\w'’]) (?:\w+ )?(?:зображення|картинк\w*|малюн\w*)|"
            r"(?<!не )(?<!ні )\b(?:сформуй|сформуйте|створи|створіть|згенеруй|згенеруйте|побудуй|побудуйте|склади|складіть)(?![\w'’]) (?:\w+ )?(?:посилання|URL|адресу|URL-адресу|кнопку)"),
        "your_reply": (
            r"\b(?:тво|ваш|сво)\w* (?:\w+ )?(?:відповід|вивід|виведенн)\w*|"
            r"\b(?:асистент\w*|агент\w*|чат-?бот\w*|ШІ|модел\w* ШІ|мовн\w* модел\w*)(?![\w'’])[^.!?\n]{0,60}?\b(?:має|мають|мусить|мусять|повинен|повинна|повинно|повинні|зобов['’]язан\w*)(?= (?:\w+ ){0,2}?(?:вивести|виводити|відповісти|відповідати|повернути|написати|видати|надрукувати|сказати)(?![\w'’]))"),
        "nothing_else": (
            r"\bбільше нічого\b|\bнічого (?:більше|іншого|зайвого|окрім|крім)\b|"
            r"\bбез (?:жодних |будь-яких |зайвих |додаткових |інших )?(?:пояснень|пояснення|коментарів|коментаря|вступу|передмови|додаткового тексту|інших слів|зайвих слів)\b|"
            r"\bжодних (?:інших |додаткових |зайвих )?(?:слів|пояснень|коментарів)\b|"
            r"\bні слова (?:більше|зайвого|від себе)\b|\bкожн\w* (?:додатков|зайв|інш)\w* (?:слово|речення)\b|"
            r"\bмає (?:складатися|бути) (?:лише |тільки )?(?:з|із)\b"),
        "safety": (
            r"\bфільтр\w* (?:безпеки|контенту|вмісту|модерації|цензури)|"
            r"\bбезпеков\w* (?:фільтр|обмеженн|правил|механізм|політик|протокол)\w*|"
            r"\bполітик\w* (?:щодо )?(?:контенту|вмісту|модерації|безпеки контенту|використання)|"
            r"\bмодераці\w* (?:контенту|вмісту)|\bобмеженн\w* (?:безпеки|контенту|вмісту|щодо контенту)|"
            r"\bзапобіжник\w*|\bцензур\w*|\bетичн\w* (?:обмеженн|правил|фільтр|настанов|принцип)\w*|"
            r"\bправил\w* (?:безпеки контенту|використання|користування)|\bумов\w* (?:використання|користування)"),
        "off": (
            r"\bвимкнен\w*|\bвимкнено\b|\bвідключен\w*|\bвідключено\b|\bдеактивован\w*|\bдеактивовано\b|\bскасован\w*|"
            r"\bскасовано\b|\bзнят\w*|\bзнято\b|\bпризупинен\w*|\bпризупинено\b|"
            r"\bбільше не (?:діють|діє|застосовуються|застосовується|чинн\w*|активн\w*)|\bне діють\b|"
            r"\bперестал\w* діяти|\bнеактивн\w*|\bвимкнули\b|\bвідключили\b|\bзняли\b|\bнезалежно від\b|\bпопри\b|"
            r"\bв обхід\b|"
            r"(?<!не )(?<!ні )\b(?:ігноруй|ігноруйте|обійди|обійдіть|обходь|обходьте|знехтуй|знехтуйте)(?![\w'’])"),
        "doc_end": (
            r"(?<!\()\bкінець (?:цього )?(?:документа|документу|листа|повідомлення|тексту|сторінки|статті|контексту|нотатки|звіту)(?![\w'’])(?=\s*(?:-{2,}|={2,}|\*{2,}|#{2,}|\]|>|\)|$))|"
            r"\bтут закінчується (?:\w+ )?(?:документ|текст|лист|повідомлення)\w*|"
            r"\b(?:документ|текст|лист|повідомлення) закінчується тут\b"),
        "addressee": (
            r"\bмовн\w* модел\w*|\bчат-?бот\w*|\bШІ-(?:асистент|помічник|агент|модел)\w*|"
            r"\bасистент\w* (?:ШІ|зі штучним)|\bпомічник\w* (?:ШІ|зі штучним)|\bвіртуальн\w* (?:асистент|помічник)\w*|"
            r"\bасистенте\b|\bагенте\b|\bагент\w* ШІ\b|\bасистент\b"),
    },
}
