"""A labelled question set over the Python language reference that ships with CPython.

The corpus is ``pydoc_data.topics`` (the text behind ``help("with")`` and
friends: 79 topics, ~465 KB), written out as one reStructuredText file per
topic. Each question is phrased as a person would ask it, not copied from the
text; its label is an *evidence* phrase that the answering passage contains.

Two relevance levels are scored by ``bench/rag_quality.py``:

- passage: a top-5 chunk contains the evidence phrase (whitespace-normalised);
- topic: a top-5 chunk comes from a topic file that contains the phrase
  (several topics overlap: ``compound`` holds ``if``, ``for``, ``try``...).
"""

from __future__ import annotations

QUESTIONS: list[tuple[str, str]] = [
    # (question, evidence phrase found in the passage that answers it)
    (
        "What happens when I assert something while Python runs with optimisation turned on?",
        "__debug__",
    ),
    ("How do I merge two dictionaries into a new one with an operator?", "d | other"),
    ("In what order does popitem remove entries from a dict?", "LIFO"),
    (
        "How can a dict subclass supply a value for keys that are not there?",
        'If a subclass of dict defines a method "__missing__()"',
    ),
    (
        "Are the default values of function parameters computed every time the function is called?",
        "evaluated once, when the function is defined",
    ),
    ("How do I make parameters that can only be passed by keyword?", "keyword-only parameters"),
    (
        "What do I write so that arguments can only be given by position, not by name?",
        "positional-only parameters",
    ),
    (
        "What is the difference between __getattr__ and __getattribute__?",
        "the latter will not be called unless",
    ),
    (
        "How do I stop instances from getting a per-instance __dict__ to save memory?",
        "explicitly declare data members",
    ),
    (
        "How does a descriptor learn the name of the attribute it was assigned to in a class?",
        "object.__set_name__(self, owner, name)",
    ),
    (
        "Which method implements the right-hand version of addition when the left operand does not support it?",
        "reflected (swapped) operands",
    ),
    (
        "Which special method lets an object be used as a list index or in slicing?",
        'Called to implement "operator.index()"',
    ),
    ("How do I handle several exceptions inside an exception group?", "exception group"),
    ("How do I chain a new exception to the one that caused it?", "__cause__"),
    ("Does the finally clause still run if the try block returns?", 'executed in the "try" suite'),
    ("When does the else clause of a for loop run?", "When the iterator is exhausted"),
    ("Can comparisons like a < b < c be chained?", "x < y <= z"),
    ("What does the tilde operator do to an integer?", "bitwise inversion"),
    ("Which words are soft keywords, only reserved in some contexts?", "soft keyword"),
    ("Can I put underscores inside numeric literals to group digits?", "Underscores are ignored"),
    ("How are imaginary numbers written as literals?", "imaginary literals"),
    ("How do backslashes behave in raw strings?", "raw strings"),
    ("Which string method compares case-insensitively, even for the German sharp s?", "casefold"),
    ("How do I pad a numeric string with zeros on the left?", "zfill"),
    (
        "How do I split a string once at the first occurrence of a separator into three parts?",
        "partition",
    ),
    ("Is list sorting guaranteed to keep the order of equal elements?", "stable"),
    (
        "How do I add a comma as thousands separator in a format specification?",
        "thousands separator",
    ),
    (
        "How do I centre text in a field of a given width when formatting?",
        "Forces the field to be centered",
    ),
    ("In the debugger, how do I see the stack trace of where I am?", "Print a stack trace"),
    ("How do I start the debugger after a program crashed with an exception?", "post-mortem"),
    ("How do relative imports with leading dots find the package?", "relative import"),
    ("What does a future statement do?", "is a directive to the compiler"),
    (
        "How do I rebind a variable of the enclosing function from a nested function?",
        "refer to previously bound variables",
    ),
    ("What is required of __hash__ when a class defines __eq__?", 'implicitly set to "None"'),
    (
        "What is the difference between the string returned by __repr__ and by __str__?",
        "nicely printable string",
    ),
    (
        "Which method decides whether an object is true or false?",
        "Called to implement truth value testing",
    ),
    (
        "How is the in operator implemented for my own container class?",
        "Called to implement membership test operators",
    ),
    ("How do I make instances of my class callable like functions?", "called” as a function"),
    (
        "Which methods does an object need to be used in a with statement?",
        "Enter the runtime context related to this object",
    ),
    (
        "How do I use a custom metaclass when defining a class?",
        "customized heavily using metaclasses",
    ),
    ("Which values count as false in an if test?", "considered false"),
    (
        "What do the and and or operators return when the operands are not booleans?",
        "return the last evaluated argument",
    ),
    ("What does yield from do in a generator?", "yield from"),
    ("How do I iterate over an asynchronous iterable?", "iteration over asynchronous iterables"),
    ("What does the is operator test?", "test for an object’s identity"),
    (
        "What value should a binary special method return when it does not support the other operand?",
        'return "NotImplemented"',
    ),
    (
        "What happens to a generator when it executes a return statement?",
        "indicates that the generator is done",
    ),
    ("How does Python decide which scope a name belongs to?", "defines the visibility of a name"),
    ("What does the @ operator do?", "matrix multiplication"),
    ("Which operator has higher precedence, not or and?", "Boolean NOT"),
    (
        "What does the sign of the result of the modulo operator follow?",
        "same sign as its second operand",
    ),
    ("How does extended unpacking with a starred target work in assignment?", "starred target"),
    ("How do I get the bound instance of a method object?", "is the class instance object"),
    (
        "What are dictionary view objects and do they reflect changes to the dict?",
        "dictionary view",
    ),
    ("What is the single object None?", "There is exactly one null object"),
    ("How are names starting with two underscores inside a class rewritten?", "mangling"),
]
