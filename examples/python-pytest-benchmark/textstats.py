"""The code under benchmark: word counting two ways."""
from collections import Counter


def count_words_dict(text: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for word in text.split():
        counts[word] = counts.get(word, 0) + 1
    return counts


def count_words_counter(text: str) -> dict[str, int]:
    return dict(Counter(text.split()))
