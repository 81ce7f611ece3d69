<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AIPlansTab</name>
    <message numerus="yes">
        <source>{group}: {plan}, %n unit(s)</source>
        <translation>
            <numerusform>{group}: {plan}, %n unit</numerusform>
            <numerusform>{group}: {plan}, %n units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnalysisDock</name>
    <message numerus="yes">
        <source>{side} sees %n cell(s) at the start.</source>
        <translation>
            <numerusform>{side} sees %n cell at the start.</numerusform>
            <numerusform>{side} sees %n cells at the start.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{unit} at {cell} reaches %n cell(s) this side-turn.</source>
        <translation>
            <numerusform>{unit} at {cell} reaches %n cell this side-turn.</numerusform>
            <numerusform>{unit} at {cell} reaches %n cells this side-turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{unit} at {cell} reaches %n cell(s); the farthest costs {top} AP.</source>
        <translation>
            <numerusform>{unit} at {cell} reaches %n cell; the farthest costs {top} AP.</numerusform>
            <numerusform>{unit} at {cell} reaches %n cells; the farthest costs {top} AP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From {cell}: %n cell(s) in range, {clear} with a clear shot at the start.</source>
        <translation>
            <numerusform>From {cell}: %n cell in range, {clear} with a clear shot at the start.</numerusform>
            <numerusform>From {cell}: %n cells in range, {clear} with a clear shot at the start.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message numerus="yes">
        <source>Saved {name}, but it has %n problem(s) to fix: see the Problems list</source>
        <translation>
            <numerusform>Saved {name}, but it has %n problem to fix: see the Problems list</numerusform>
            <numerusform>Saved {name}, but it has %n problems to fix: see the Problems list</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditActions</name>
    <message numerus="yes">
        <source>%n feature(s)</source>
        <translation>
            <numerusform>%n feature</numerusform>
            <numerusform>%n features</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryWords</name>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n cell</numerusform>
            <numerusform>%n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n feature(s)</source>
        <translation>
            <numerusform>%n feature</numerusform>
            <numerusform>%n features</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ObjectivesEditor</name>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n cell</numerusform>
            <numerusform>%n cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProbeTab</name>
    <message numerus="yes">
        <source>%n exploit(s) found.</source>
        <translation>
            <numerusform>%n exploit found.</numerusform>
            <numerusform>%n exploits found.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemsDock</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordForm</name>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n cell</numerusform>
            <numerusform>%n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) listed here</source>
        <translation>
            <numerusform>%n cell listed here</numerusform>
            <numerusform>%n cells listed here</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResizeMapDialog</name>
    <message numerus="yes">
        <source>%n unit(s) ({names})</source>
        <translation>
            <numerusform>%n unit ({names})</numerusform>
            <numerusform>%n units ({names})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n feature(s)</source>
        <translation>
            <numerusform>%n feature</numerusform>
            <numerusform>%n features</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n escort area cell(s)</source>
        <translation>
            <numerusform>%n escort area cell</numerusform>
            <numerusform>%n escort area cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n objective(s)</source>
        <translation>
            <numerusform>%n objective</numerusform>
            <numerusform>%n objectives</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBarParts</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VictoryBox</name>
    <message numerus="yes">
        <source>of the map&apos;s %n victory point(s)</source>
        <translation>
            <numerusform>of the map&apos;s %n victory point</numerusform>
            <numerusform>of the map&apos;s %n victory points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Any side wins holding %n victory point(s).</source>
        <translation>
            <numerusform>Any side wins holding %n victory point.</numerusform>
            <numerusform>Any side wins holding %n victory points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins holding %n</source>
        <translation>
            <numerusform>%1 wins holding %n</numerusform>
            <numerusform>%1 wins holding %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of the map&apos;s %n victory point(s) (the rules&apos; default)</source>
        <translation>
            <numerusform>of the map&apos;s %n victory point (the rules&apos; default)</numerusform>
            <numerusform>of the map&apos;s %n victory points (the rules&apos; default)</numerusform>
        </translation>
    </message>
</context>
</TS>
