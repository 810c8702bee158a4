"""A held-out question set for the retrieval benchmark over ``pydoc_data.topics``.

Written on 2026-11-29 by an independent author (a helper session) who did not
see the retrieval code (``nbagent/rag/``), the bench runner
(``bench/rag_quality.py``), ``raglab/``, the tests, or any retrieval result,
and who ran no index or search. It was written before retrieval v2 was tuned;
``bench/rag_questions.py`` was opened only to avoid repeating its questions and
evidence phrases. The team tunes on ``rag_questions.py`` and reports recall on
this set, so nothing here may be edited in response to benchmark results.

The corpus is CPython's ``pydoc_data.topics`` (79 topics, ~465 KB), the text
behind ``help("with")`` and friends. Questions are phrased as a Python user
would type them, mostly paraphrasing rather than quoting the answering text;
about a third are keyword-friendly, the rest paraphrase-heavy. Each label is an
*evidence* phrase of 3-12 words copied verbatim from the passage that answers
the question; every phrase occurs in between 1 and 3 topic texts.

Scoring is the same as for ``rag_questions.py``:

- passage: a top-5 chunk contains the evidence phrase (whitespace-normalised,
  i.e. runs of whitespace collapsed to one space on both sides);
- topic: a top-5 chunk comes from a topic file that contains the phrase.
"""

from __future__ import annotations

HELDOUT: list[tuple[str, str]] = [
    # (question, evidence phrase found in the passage that answers it)
    # await / async
    ("Where am I allowed to write await?", "only be used inside a *coroutine function*"),
    (
        "Can I loop over an async iterator from an ordinary def function?",
        'to use an "async for" statement outside the body',
    ),
    # small built-in objects
    ("What is the three dots object?", "There is exactly one ellipsis object"),
    (
        "How do I find out what kind of object a variable holds?",
        "An object’s type is accessed by the built-in function",
    ),
    (
        "How do I get at the compiled bytecode behind a function?",
        "can be extracted from function objects through their",
    ),
    ("What can you actually do with a function object?", "The only operation on a function object is to call it"),
    (
        "Can I swap out a module's whole attribute dictionary for a new one?",
        'direct assignment to the "__dict__" attribute is not possible',
    ),
    # simple statements
    (
        "How do I write an empty function body that does nothing for now?",
        "useful as a placeholder when a statement is required syntactically",
    ),
    (
        "If I skip to the next iteration from inside a try block, does the finally part still run?",
        "executed before really starting the next loop cycle",
    ),
    (
        "After leaving a for loop early, what value is left in the loop variable?",
        "the loop control target keeps its current value",
    ),
    (
        "What does del do to a plain variable name?",
        "removes the binding of that name from the local or global namespace",
    ),
    (
        "Can an async generator hand back a value when it finishes?",
        "is a syntax error in an asynchronous generator function",
    ),
    ("What does a bare raise do?", "re-raises the exception that is currently being handled"),
    (
        "How do I stop Python printing 'During handling of the above exception' when I raise a new error?",
        "Exception chaining can be explicitly suppressed",
    ),
    (
        "Does a global declaration inside code I pass to exec change the function that calls exec?",
        '"global" is a directive to the parser',
    ),
    # compound statements
    ("while loop else clause", "is executed and the loop terminates"),
    ("With an if/elif chain, can more than one branch run?", "It selects exactly one of the suites"),
    (
        "Can I split a with statement that opens several files over multiple lines?",
        "if the items are surrounded by parentheses",
    ),
    ("What is the catch-all case in a match statement?", "A wildcard pattern always succeeds"),
    (
        "Can I add an extra condition to a case clause beyond the pattern itself?",
        'A "guard" (which is part of the "case") must succeed',
    ),
    (
        "From inside an except block, how do I get hold of the exception being handled?",
        'clause by calling "sys.exception()"',
    ),
    # expressions and operators
    ("Can an anonymous function contain statements?", "cannot contain statements or annotations"),
    (
        "Is shifting right by n bits the same as dividing by a power of two?",
        "A right shift by *n* bits is defined as floor division",
    ),
    ("How do I get the exclusive or of two integers?", "yields the bitwise XOR (exclusive OR) of its arguments"),
    ("If I add an int and a float, what type do I get back?", "the other is converted to floating point"),
    ("Why does -1**2 give -1?", "the operators are evaluated from right to left"),
    ("Is the empty string contained in every string?", "Empty strings are always considered to be a substring"),
    (
        "My container class only defines __getitem__; will 'x in obj' still work?",
        "the old-style iteration protocol is tried",
    ),
    ("Why is NaN not equal to itself?", "values are not equal to themselves"),
    (
        "Two strings look identical on screen but == says False; one uses a combining accent. Why?",
        "compare at the level of Unicode code points",
    ),
    ("Which operators group from right to left?", "except for exponentiation and conditional expressions"),
    (
        "When I access obj.name, which hook runs first, and when is the other one tried?",
        "that method is called as a fallback",
    ),
    (
        "When I write a[1:5:2], what exactly does the object's __getitem__ receive?",
        "The conversion of a proper slice is a slice object",
    ),
    (
        "If I override __getitem__ in a list subclass, will indexing with -1 still work?",
        "will need to explicitly add that support",
    ),
    ("Tuple with one element syntax", "The trailing comma is required only to create a single tuple"),
    # literals and displays
    ("How do I write a complex number that has a real part?", "add a floating point number to it"),
    ("Is 077e010 read as an octal float?", "always interpreted using radix 10"),
    (
        "Will two equal literals in my code always be the very same object?",
        "may obtain the same object or a different object",
    ),
    ("If a key appears twice in a dict literal, which value is kept?", "textually rightmost in the display"),
    ("In a dict comprehension, is the key or the value computed first?", "the key is evaluated before the value"),
    # assignment
    (
        "Is x += 1 exactly the same as x = x + 1, for example on a list?",
        "the actual operation is performed *in-place*",
    ),
    (
        "For a[i] += f(x), is a[i] looked up before or after calling f?",
        'then it evaluates "f(x)" and performs the addition',
    ),
    # execution model, scopes, names
    (
        "Does a function see a global's value at call time or at the time the function was defined?",
        "Name resolution of free variables occurs at runtime",
    ),
    (
        "Why do I get an error reading a variable inside a function when a global with that name exists, "
        "just because I assign to it later in the same function?",
        "are treated as references to the current block",
    ),
    (
        "Why can't a list comprehension in a class body see the other class attributes?",
        "is limited to the class block",
    ),
    (
        "What does the underscore variable hold in the interactive shell?",
        "makes the result of the last evaluation available",
    ),
    (
        "How do I choose which names my module exports to a star import?",
        'The names given in "__all__" are all considered public',
    ),
    # objects and the data model
    (
        "Does CPython free memory immediately when the last reference goes?",
        "delayed detection of cyclically linked garbage",
    ),
    ("Is a tuple that contains a list really immutable?", "its value changes if that mutable object is changed"),
    ("Can __init__ return something?", 'no non-"None" value may be returned by'),
    (
        "How can a base class run some code every time somebody subclasses it?",
        "Whenever a class inherits from another class",
    ),
    (
        "Why do all my instances end up sharing one list that I set in the class body?",
        "using mutable values there can lead to unexpected results",
    ),
    (
        "How can I list all the direct subclasses of a class?",
        "Each class keeps a list of weak references to its immediate",
    ),
    ("Where is a class's MRO stored?", "looking for base classes during method resolution"),
    (
        "How do I support += on my own class so it changes the object rather than making a new one?",
        "These methods should attempt to do the operation in-place",
    ),
    ("__reversed__ fallback for reversed()", "built-in will fall back to using the sequence protocol"),
    (
        "How do I make my context manager swallow an error raised inside the block?",
        "wishes to suppress the exception",
    ),
    (
        "What does a function with **kwargs receive when it is called with unknown keyword names?",
        "receives a dictionary containing the excess keyword arguments",
    ),
    (
        "What happens if I pass the same argument both by position and by name?",
        "If the slot is already filled",
    ),
    ("Where are the variables a closure captured from the enclosing function kept?", "or a tuple of cells that"),
    # built-in types
    ("Why is building a big string with += in a loop slow?", "quadratic runtime cost in the total sequence length"),
    ("Does range(10**9) take a lot of memory?", "will always take the same (small) amount of"),
    ("Does looping over a dict give keys in the order they were added?", "Dictionaries preserve insertion order"),
    (
        "Is an object of my own class truthy if it defines nothing special?",
        "By default, an object is considered true unless",
    ),
]
