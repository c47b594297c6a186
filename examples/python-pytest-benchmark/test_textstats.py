from textstats import count_words_counter, count_words_dict

TEXT = " ".join(f"word{i % 97}" for i in range(2000))


def test_count_words_dict(benchmark):
    assert benchmark(count_words_dict, TEXT)["word0"] == 21


def test_count_words_counter(benchmark):
    assert benchmark(count_words_counter, TEXT)["word0"] == 21
