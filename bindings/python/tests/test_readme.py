"""The README's examples run as written."""

import re


def test_readme_examples_run(repo):
    text = (repo / "bindings" / "python" / "README.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(blocks) >= 2
    for i, block in enumerate(blocks):
        exec(compile(block, f"README.md block {i}", "exec"), {})
