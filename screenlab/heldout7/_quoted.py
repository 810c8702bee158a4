# ruff: noqa: E501
"""Quoted-attack framings: write-ups, bug reports, advisories and course material that quote an injection.

Each framing is (intro, outro). The generator places a quoted attack (from the attack pools of the same
language) between them, as a "> " block quote or a fenced block.
"""

FRAMES = {
    "en": [
        (
            "Bug report: our summariser followed text hidden in a customer PDF. The PDF contained the paragraph below. The expected behaviour is that the agent treats it as document content and reports it; instead it acted on it.",
            "Steps to reproduce are in the attached notebook. We think the retrieval step should mark tool output as untrusted before it reaches the model. Severity: high, since the same pattern works through e-mail attachments.",
        ),
        (
            "Module 4 — Indirect prompt injection. In this exercise you will look at a realistic planted instruction. Read it, then answer the questions that follow. Do not run it against a production assistant.",
            "Questions: (1) Who is the intended audience of this text? (2) Which tool or data would an attacker gain access to if an agent complied? (3) Suggest one control at the retrieval layer and one at the tool layer.",
        ),
        (
            "Advisory HX-2024-07: a third-party review widget was found serving the following string inside its markup. It targets AI shopping assistants that read product pages.",
            "Impact: assistants that obey it may leak conversation data or mislead users. Mitigation: the widget vendor has removed the string; integrators should update to version 3.2.1 and treat third-party HTML as untrusted.",
        ),
        (
            "From our red-team log, day 3. We planted this in a shared calendar invite to see whether the scheduling agent would act on it:",
            "Result: the agent quoted the text back to the user and asked for confirmation instead of acting. Good. We will retry with the text split across two fields next week.",
        ),
        (
            "Newsletter: what a prompt injection actually looks like. Many people imagine shouty 'IGNORE EVERYTHING' messages, but the ones we see in the wild are often polite and businesslike. Here is a real-world style example, lightly edited:",
            "Notice how it addresses the assistant directly and borrows the tone of an internal memo. If your agent reads web pages or e-mail, this is the kind of text your screening needs to catch.",
        ),
    ],
    "es": [
        (
            "Informe de incidencia: el asistente de resúmenes obedeció un texto escondido en un PDF de un cliente. El PDF incluía el párrafo siguiente:",
            "Lo esperable es que el agente lo trate como contenido del documento y lo señale. Adjuntamos el cuaderno para reproducirlo. Gravedad: alta.",
        ),
        (
            "Tema 5 del curso: inyección indirecta de instrucciones. Analiza el siguiente ejemplo, extraído de una página web real y anonimizado:",
            "Preguntas: ¿a quién va dirigido el texto? ¿Qué herramienta podría usar el atacante si el agente obedeciera? Propón una medida de mitigación.",
        ),
        (
            "En la auditoría de la semana pasada encontramos este texto dentro de un campo de comentarios de una factura electrónica:",
            "No afectó a nadie porque el flujo de pagos exige aprobación humana, pero lo hemos añadido a nuestro banco de pruebas.",
        ),
    ],
    "fr": [
        (
            "Rapport de bug : notre outil de synthèse a obéi à un texte caché dans un PDF client. Voici le passage en question :",
            "Comportement attendu : l'agent doit le traiter comme du contenu et le signaler. Le notebook de reproduction est joint. Gravité : élevée.",
        ),
        (
            "Cours de sécurité, séance 6 — l'injection indirecte. Lisez l'exemple suivant, tiré d'un site réel puis anonymisé :",
            "Questions : à qui ce texte s'adresse-t-il ? Quelles données un attaquant obtiendrait-il si l'assistant s'exécutait ? Proposez une contre-mesure.",
        ),
        (
            "Bulletin de sécurité : un widget d'avis clients tiers insérait la chaîne suivante dans ses pages, à destination des assistants d'achat :",
            "Le fournisseur a corrigé le problème dans la version 2.4. Les intégrateurs doivent mettre à jour et considérer tout HTML tiers comme non fiable.",
        ),
    ],
    "de": [
        (
            "Fehlerbericht: Unser Zusammenfassungs-Agent hat einen versteckten Text in einem Kunden-PDF befolgt. Das PDF enthielt folgenden Absatz:",
            "Erwartet wäre, dass der Agent den Text als Dokumentinhalt behandelt und meldet. Reproduktions-Notebook liegt bei. Schweregrad: hoch.",
        ),
        (
            "Schulungsunterlage, Kapitel 4: Indirekte Prompt-Injection. Lesen Sie das folgende Beispiel aus einer realen Webseite (anonymisiert):",
            "Aufgaben: An wen richtet sich der Text? Auf welche Werkzeuge zielt er? Nennen Sie eine Gegenmaßnahme auf Ebene der Datenquelle.",
        ),
        (
            "Aus unserem Red-Team-Protokoll: Diesen Text haben wir in einen gemeinsamen Kalendereintrag gesetzt, um den Termin-Agenten zu testen:",
            "Ergebnis: Der Agent hat den Text dem Nutzer angezeigt und nachgefragt, statt ihn auszuführen. Nächste Woche testen wir eine auf mehrere Felder verteilte Variante.",
        ),
    ],
    "pt": [
        (
            "Relato de bug: o nosso agente de resumos seguiu um texto escondido num PDF de cliente. O trecho era este:",
            "O comportamento esperado é tratar o texto como conteúdo e sinalizá-lo. O notebook de reprodução está anexado. Gravidade: alta.",
        ),
        (
            "Aula 7 — Injeção indireta de prompt. Analise o exemplo a seguir, retirado de um site real e anonimizado:",
            "Perguntas: para quem o texto foi escrito? Que ferramenta o atacante tentaria usar? Proponha uma mitigação.",
        ),
    ],
    "zh": [
        (
            "缺陷报告：我们的摘要代理执行了客户 PDF 中隐藏的一段文字。原文如下：",
            "预期行为是代理把它当作文档内容并向用户提示风险。复现用的笔记本已附上。严重程度：高。",
        ),
        (
            "安全课程第五讲：间接提示注入。请阅读下面这个从真实网页中摘录并做过脱敏处理的例子：",
            "思考题：这段文字的目标读者是谁？如果助手照做，攻击者能获得什么？请提出一项防护措施。",
        ),
    ],
    "ja": [
        (
            "不具合報告：要約エージェントが、顧客PDFに埋め込まれた次の文に従ってしまいました。",
            "本来は文書内容として扱い、ユーザーに注意喚起すべきです。再現用ノートブックを添付します。重大度：高。",
        ),
        (
            "セキュリティ研修 第4回「間接プロンプトインジェクション」。実際のWebページから採取し匿名化した例を読んでください。",
            "設問：この文章は誰に向けて書かれていますか。アシスタントが従った場合、攻撃者は何を得ますか。対策を一つ挙げてください。",
        ),
    ],
    "it": [
        (
            "Segnalazione bug: il nostro agente di sintesi ha eseguito un testo nascosto in un PDF di un cliente. Il passaggio era questo:",
            "Il comportamento atteso è trattarlo come contenuto e segnalarlo. Allego il notebook per riprodurre il problema.",
        ),
        (
            "Corso di sicurezza, lezione 5: prompt injection indiretta. Leggete l'esempio seguente, preso da un sito reale e anonimizzato:",
            "Domande: a chi si rivolge il testo? Quali strumenti prende di mira? Proponete una contromisura.",
        ),
    ],
    "ru": [
        (
            "Отчёт об ошибке: наш агент для пересказа документов выполнил текст, спрятанный в PDF клиента. Вот этот фрагмент:",
            "Ожидаемое поведение — считать его содержимым документа и предупредить пользователя. Ноутбук для воспроизведения приложен.",
        ),
        (
            "Курс по безопасности, занятие 5: косвенные промпт-инъекции. Разберите пример, взятый с реального сайта и обезличенный:",
            "Вопросы: кому адресован текст? Какие инструменты он пытается задействовать? Предложите меру защиты.",
        ),
    ],
    "ko": [
        (
            "버그 보고: 요약 에이전트가 고객 PDF에 숨겨진 다음 문장을 그대로 실행했습니다.",
            "기대 동작은 문서 내용으로 취급하고 사용자에게 경고하는 것입니다. 재현용 노트북을 첨부합니다.",
        ),
        (
            "보안 교육 4강: 간접 프롬프트 인젝션. 실제 웹페이지에서 수집해 익명화한 예시를 읽어 보세요.",
            "질문: 이 글의 대상은 누구인가요? 어시스턴트가 따르면 공격자는 무엇을 얻나요? 대응책을 하나 제시하세요.",
        ),
    ],
}
